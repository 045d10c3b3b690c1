import Stylish

/// The hash that a patch carries: a sum (modulo 2³²) of one hash per token, FNV-1a read four code
/// units at a time, so that the markup's hash moves by the hashes of the tokens that changed.
extension MarkupPatch {
    /// The markup hash (``hashValue(_:)``) as eight lowercase hex digits.
    static func hash(_ html: String) -> String {
        let value = hashValue(html)
        return String(unsafeUninitializedCapacity: 8) { buffer in
            writeHex(value, to: buffer)
            return 8
        }
    }

    /// The eight lowercase hex digits of `value`, into the first eight bytes of `buffer`.
    static func writeHex(_ value: UInt32, to buffer: UnsafeMutableBufferPointer<UInt8>) {
        for index in 0..<8 {
            let nibble = UInt8(truncatingIfNeeded: value >> UInt32(28 - 4 * index)) & 0xf
            buffer[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
        }
    }

    /// The markup hash: the sum, modulo 2³², of ``tokenHash(_:_:)`` over the markup's tokens
    /// (cut before each `<` but a first one, as the patch cuts them; empty markup is one empty
    /// token).
    ///
    /// A sum, so that a reply whose base's hash is known finds the new one from the changed tokens
    /// alone (``hashChange(_:from:to:sharing:)``), which the patch's walk hands it anyway.
    static func hashValue(_ html: String) -> UInt32 {
        var html = html
        return html.withUTF8 { hashValue(utf8: $0) }
    }

    /// ``hashValue(_:)`` of the markup whose UTF-8 bytes are `bytes`.
    static func hashValue(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var (sum, start, index): (UInt32, Int, Int) = (0, 0, 0)
        repeat {
            let end = MarkupTokens.end(of: bytes, from: start)
            sum &+= tokenHash(index, UnsafeBufferPointer(rebasing: bytes[start..<end]))
            (start, index) = (end, index + 1)
        } while start < bytes.count
        return sum
    }

    /// A token's hash (32 bits), FNV-1a read four code units a multiply: from the offset basis
    /// 0x811c9dc5, the token's index XORed in and multiplied by the FNV prime 0x01000193; then
    /// for each four of the token's UTF-16 code units (the last group may have fewer), the word
    /// `u0 ^ u1 << 8 ^ u2 << 16 ^ u3 << 24` (modulo 2³²) XORed in and multiplied by the prime;
    /// last, the number of code units XORed in and multiplied by the prime. For ASCII, the word is
    /// the four bytes read as one little-endian number.
    static func tokenHash(_ index: Int, _ token: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard isASCII(token) else {
            // UTF-16 code units, as JavaScript reads the token.
            let units = Array(String(decoding: token, as: UTF8.self).utf16)
            var hash = seed(index)
            for group in stride(from: 0, to: units.count, by: 4) {
                var word: UInt32 = 0
                for offset in 0..<min(4, units.count - group) { word ^= UInt32(units[group + offset]) &<< (8 * offset) }
                hash = (hash ^ word) &* prime
            }
            return finished(hash, units.count)
        }
        return finished(hashing(token, from: seed(index)), token.count)
    }

    /// How the markup hash moves when token `index` changes from `old` to `new`: the new token's
    /// hash less the old one's. Their common start (`start` bytes, which ``kept(from:to:)`` gives
    /// only for ASCII tokens), down to a whole number of words, is hashed once for both.
    static func hashChange(
        _ index: Int, from old: UnsafeBufferPointer<UInt8>, to new: UnsafeBufferPointer<UInt8>, sharing start: Int
    ) -> UInt32 {
        let shared = start & ~3
        guard shared > 0 else { return tokenHash(index, new) &- tokenHash(index, old) }
        let common = hashing(UnsafeBufferPointer(rebasing: old[..<shared]), from: seed(index))
        return finished(hashing(UnsafeBufferPointer(rebasing: new[shared...]), from: common), new.count)
            &- finished(hashing(UnsafeBufferPointer(rebasing: old[shared...]), from: common), old.count)
    }

    /// The FNV prime, 0x01000193.
    private static var prime: UInt32 { 0x0100_0193 }

    /// A token's hash before its code units: the offset basis with its index.
    private static func seed(_ index: Int) -> UInt32 { (0x811c_9dc5 ^ UInt32(truncatingIfNeeded: index)) &* prime }

    /// A token's hash after its code units: their number folded in.
    private static func finished(_ hash: UInt32, _ count: Int) -> UInt32 {
        (hash ^ UInt32(truncatingIfNeeded: count)) &* prime
    }

    /// ``tokenHash(_:_:)``'s words of ASCII `bytes` (each its own UTF-16 code unit) on from `hash`:
    /// four bytes read as one little-endian number, and the last one to three bytes as the start
    /// of one.
    private static func hashing(_ bytes: UnsafeBufferPointer<UInt8>, from hash: UInt32) -> UInt32 {
        var hash = hash
        guard let base = bytes.baseAddress else { return hash }
        let count = bytes.count
        var index = 0
        while count &- index >= 16 {
            let words = UnsafeRawPointer(base + index)
            hash = (hash ^ word(words)) &* prime
            hash = (hash ^ word(words + 4)) &* prime
            hash = (hash ^ word(words + 8)) &* prime
            hash = (hash ^ word(words + 12)) &* prime
            index &+= 16
        }
        while count &- index >= 4 {
            hash = (hash ^ word(UnsafeRawPointer(base + index))) &* prime
            index &+= 4
        }
        guard index < count else { return hash }
        var last = UInt32(base[index])
        if count &- index > 1 { last |= UInt32(base[index &+ 1]) &<< 8 }
        if count &- index > 2 { last |= UInt32(base[index &+ 2]) &<< 16 }
        return (hash ^ last) &* prime
    }

    /// The four bytes at `pointer` as one little-endian number.
    private static func word(_ pointer: UnsafeRawPointer) -> UInt32 {
        UInt32(littleEndian: pointer.loadUnaligned(as: UInt32.self))
    }
}
