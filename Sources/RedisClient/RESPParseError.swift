/// Why bytes are not RESP2, and where: each case carries the offset of the offending byte in the
/// stream (counted from the first byte the parser was given).
public enum RESPParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A value starts with a byte that is not one of RESP2's type bytes (`+ - : $ *`).
    case badType(UInt8, offset: Int)
    /// An integer (`:`) line that is not `0` or an optional `-` and digits without a leading zero,
    /// or does not fit in `Int`.
    case badInteger(offset: Int)
    /// A bulk string's or an array's length that is not `-1` (nil) or a count without a sign or a
    /// leading zero.
    case badLength(offset: Int)
    /// A CR not followed by LF, or an LF without its CR, where a line ends.
    case missingCRLF(offset: Int)
    /// A simple string or error line longer than the limit.
    case lineTooLong(limit: Int, offset: Int)
    /// An array nested deeper than the limit.
    case tooDeep(limit: Int, offset: Int)
    /// An array of more elements than the limit.
    case arrayTooLong(count: Int, limit: Int, offset: Int)
    /// A bulk string longer than the limit.
    case bulkTooLong(length: Int, limit: Int, offset: Int)

    /// What is wrong and where, e.g. `"bad type byte 0x41 ('A') at offset 12"`.
    public var description: String {
        switch self {
        case .badType(let byte, let offset):
            let shown = (0x20..<0x7F).contains(byte) ? " ('\(Character(Unicode.Scalar(byte)))')" : ""
            return "bad type byte 0x\(String(byte, radix: 16, uppercase: true))\(shown) at offset \(offset)"
        case .badInteger(let offset): return "bad integer at offset \(offset)"
        case .badLength(let offset): return "bad length at offset \(offset)"
        case .missingCRLF(let offset): return "missing CRLF at offset \(offset)"
        case .lineTooLong(let limit, let offset): return "line longer than \(limit) bytes at offset \(offset)"
        case .tooDeep(let limit, let offset): return "arrays nested deeper than \(limit) at offset \(offset)"
        case .arrayTooLong(let count, let limit, let offset):
            return "array of \(count) elements (limit \(limit)) at offset \(offset)"
        case .bulkTooLong(let length, let limit, let offset):
            return "bulk string of \(length) bytes (limit \(limit)) at offset \(offset)"
        }
    }
}
