/// Bytes tested eight at a time, read as one little-endian word (its first byte the lowest): the
/// gallery's one byte scanner, for the JSON it writes and the patches it makes.
enum ByteWords {
    /// The eight bytes at `pointer`.
    @inline(__always)
    static func word(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each of the eight bytes of `word` that may need escaping in a JSON string:
    /// one below 0x20, a quote, a backslash or a `<`; zero when none does.
    ///
    /// Each test subtracts from every byte, and a byte that borrows flags the bytes above it too,
    /// so a flag above the lowest may be false; but a borrow comes only from a byte that is
    /// itself flagged, so the lowest flag is always a byte to escape.
    static func jsonEscapes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte below n (n <= 128) borrows into its high bit when n is taken from it.
        let control = (word &- ones &* 0x20) & ~word & highs
        func holds(_ byte: UInt8) -> UInt64 {
            let zeroed = word ^ (ones &* UInt64(byte))
            return (zeroed &- ones) & ~zeroed & highs
        }
        return control | holds(UInt8(ascii: "\"")) | holds(UInt8(ascii: "\\")) | holds(UInt8(ascii: "<"))
    }

    /// Whether every byte is ASCII: the bytes are or-ed together, eight at a time (four words a
    /// turn), and the high bits asked once.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var bits: UInt64 = 0
        var index = 0
        while count &- index >= 32 {
            let words = base + index
            bits |= word(words) | word(words + 8) | word(words + 16) | word(words + 24)
            index &+= 32
        }
        while count &- index >= 8 {
            bits |= word(base + index)
            index &+= 8
        }
        while index < count {
            bits |= UInt64(base[index])
            index &+= 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }
}
