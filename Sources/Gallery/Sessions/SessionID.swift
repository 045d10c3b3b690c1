#if canImport(Glibc)
    import Glibc
#endif

/// A session's name: 128 random bits, which its cookie carries as 32 lowercase hex digits.
///
/// Kept as two numbers rather than as its text: a 32-character `String` does not fit Swift's
/// small-string form, so every session (and the store's key for it) held a heap allocation of
/// about 64 bytes for it.
struct SessionID: Hashable, Sendable {
    let high: UInt64
    let low: UInt64

    /// A new id from the system's random number generator: its 16 bytes in one `getentropy` call
    /// (one `getrandom` system call), where the standard generator makes one for each 8 bytes.
    static func random() -> SessionID {
        #if canImport(Glibc)
            var words: (UInt64, UInt64) = (0, 0)
            let failed = withUnsafeMutableBytes(of: &words) { getentropy($0.baseAddress, $0.count) }
            if failed == 0 { return SessionID(high: words.0, low: words.1) }
        #endif
        var generator = SystemRandomNumberGenerator()
        return SessionID(high: generator.next(), low: generator.next())
    }

    private init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The id that `text` writes, nil unless it is exactly 32 lowercase hex digits (the only form
    /// ``text`` gives, so a cookie in any other form names no session, as before).
    init?(_ text: some StringProtocol) {
        // Native text is read from its buffer; anything else through its UTF-8 view.
        let read = text.utf8.withContiguousStorageIfAvailable { Self.digits(of: $0) }
        guard let (high, low) = read ?? Self.digits(of: Array(text.utf8)) else { return nil }
        self.init(high: high, low: low)
    }

    /// The id that the UTF-8 `bytes` write (a cookie's value where it lies), nil unless they are
    /// exactly 32 lowercase hex digits.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let (high, low) = Self.digits(of: bytes) else { return nil }
        self.init(high: high, low: low)
    }

    /// The two halves that `bytes` write, nil unless they are 32 lowercase hex digits.
    private static func digits(of bytes: some Collection<UInt8>) -> (UInt64, UInt64)? {
        guard bytes.count == 32 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            if index < 16 { high = high << 4 | UInt64(digit) } else { low = low << 4 | UInt64(digit) }
        }
        return (high, low)
    }

    /// The cookie's value: 32 lowercase hex digits, written into one string.
    var text: String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            let digits: StaticString = "0123456789abcdef"
            digits.withUTF8Buffer { digits in
                for index in 0..<32 {
                    let word = index < 16 ? high : low
                    buffer[index] = digits[Int(word >> UInt64(60 - 4 * (index % 16)) & 0xF)]
                }
            }
            return 32
        }
    }
}
