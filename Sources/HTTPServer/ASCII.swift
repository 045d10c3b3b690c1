/// Byte constants and character classes used for HTTP framing (RFC 9110 §5.6, RFC 9112 §2).
///
/// The parser works on bytes, never on `String`: CRLF is a single `Character` in Swift, so
/// string-based framing silently accepts bare CR or bare LF.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lf: UInt8 = 0x0A
    static let cr: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let percent: UInt8 = 0x25
    static let comma: UInt8 = 0x2C
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let question: UInt8 = 0x3F
    static let backslash: UInt8 = 0x5C
    static let delete: UInt8 = 0x7F

    /// `tchar` of RFC 9110 §5.6.2, the bytes allowed in a token (method, field name), below 64:
    /// `!#$%&'*+-.` and the digits, a bit each (bit n for byte n).
    static var tokenBitsBelow64: UInt64 { 0x03ff_6cfa_0000_0000 }
    /// The `tchar` bytes from 64 to 127: the letters and `^_`|~`, a bit each (bit n for byte
    /// 64 + n). None from 128 up is one.
    static var tokenBitsFrom64: UInt64 { 0x57ff_ffff_c7ff_fffe }

    /// Whether `bytes` holds `wanted` in `range`, compared a byte at a time: the generic
    /// `elementsEqual` of a slice cost about three hundred instructions a call.
    static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, equal wanted: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        guard wanted.count == range.count else { return false }
        var index = range.lowerBound
        for byte in wanted {
            guard byte == bytes[index] else { return false }
            index += 1
        }
        return true
    }

    /// Whether `byte` is a `tchar` (RFC 9110 §5.6.2).
    @inline(__always)
    static func isToken(_ byte: UInt8) -> Bool {
        // Two constant words instead of a table in a global: each read of the table went
        // through its lazy initialiser's check and a bounds check, about twenty instructions a
        // byte of every method and field name.
        byte < 64 ? tokenBitsBelow64 &>> UInt64(byte) & 1 != 0 : byte < 128 && tokenBitsFrom64 &>> UInt64(byte &- 64) & 1 != 0
    }

    /// Whether every byte is a `tchar` and there is at least one.
    static func isToken<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(isToken)
    }

    /// ``isToken(_:)-(Bytes)`` over bytes in place, in a plain loop: the generic one's
    /// specialisation was a call of about 120 instructions for each field name.
    static func isToken(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        for byte in bytes where !isToken(byte) { return false }
        return true
    }

    /// The bytes a `Host` value may hold (letters, digits and `-._~!$&'()*+,;=:[]%`) below 64, a
    /// bit each: two constant words, as for tokens, rather than a table in a global (whose lazy
    /// initialiser was checked for every byte).
    static var hostBitsBelow64: UInt64 { 0x2fff_7ff2_0000_0000 }
    /// The `Host` bytes from 64 to 127, a bit each (bit n for byte 64 + n). None from 128 up is one.
    static var hostBitsFrom64: UInt64 { 0x47ff_fffe_afff_fffe }

    /// Whether `byte` may appear in a `Host` value (see ``FieldLine/validateHost(_:version:)``).
    @inline(__always)
    static func isHostByte(_ byte: UInt8) -> Bool {
        byte < 64 ? hostBitsBelow64 &>> UInt64(byte) & 1 != 0 : byte < 128 && hostBitsFrom64 &>> UInt64(byte &- 64) & 1 != 0
    }

    /// Whether `bytes` are exactly the bytes of `literal` (case-sensitive).
    static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, equal literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        return count == bytes.count
            && Self.bytes(bytes, in: 0..<count, equal: UnsafeBufferPointer(start: literal.utf8Start, count: count))
    }

    /// Whether `byte` may appear in a field value: VCHAR, obs-text, SP or HTAB (RFC 9110 §5.5).
    @inline(__always)
    static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == tab || (byte >= space && byte != delete)
    }

    /// Whether `byte` is a decimal digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    /// The value of a hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case zero...nine: byte - zero
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The ASCII lowercase of `byte`; other bytes are returned unchanged.
    @inline(__always)
    static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Whether `bytes` equals the ASCII string `literal`, ignoring ASCII case.
    static func equalsIgnoringCase<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ literal: String) -> Bool {
        bytes.count == literal.utf8.count
            && zip(bytes, literal.utf8).allSatisfy { lowercase($0) == lowercase($1) }
    }
}
