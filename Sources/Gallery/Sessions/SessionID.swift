#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
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
        // Native text is read from its buffer; anything else through a copy of its UTF-8 view.
        let read = text.utf8.withContiguousStorageIfAvailable { Self.digits(of: $0) }
        guard let (high, low) = read ?? Array(text.utf8).withUnsafeBufferPointer({ Self.digits(of: $0) }) else { return nil }
        self.init(high: high, low: low)
    }

    /// The id that the UTF-8 `bytes` write (a cookie's value where it lies), nil unless they are
    /// exactly 32 lowercase hex digits.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let (high, low) = Self.digits(of: bytes) else { return nil }
        self.init(high: high, low: low)
    }

    /// The two halves that `bytes` write, nil unless they are 32 lowercase hex digits.
    private static func digits(of bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        guard bytes.count == 32, let base = bytes.baseAddress, let high = half(base), let low = half(base + 16) else {
            return nil
        }
        return (high, low)
    }

    /// The number that the 16 bytes from `start` write, nil unless they are lowercase hex digits.
    ///
    /// Each half is read in a loop of its own over a pointer: the generic loop over the 32 bytes
    /// (enumerated, with a test of which half each byte is in) took about 600 instructions a
    /// request, every request with a cookie.
    private static func half(_ start: UnsafePointer<UInt8>) -> UInt64? {
        var value: UInt64 = 0
        for offset in 0..<16 {
            let byte = start[offset]
            // Wrapping: a byte below the range's start becomes large and fails the test.
            let digit = byte &- UInt8(ascii: "0")
            let letter = byte &- UInt8(ascii: "a")
            if digit < 10 {
                value = value << 4 | UInt64(digit)
            } else if letter < 6 {
                value = value << 4 | UInt64(letter &+ 10)
            } else {
                return nil
            }
        }
        return value
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
