/// A RESP2 reply (or request) value.
public enum RESPValue: Equatable, Sendable {
    /// A simple string, `+OK`.
    case simple(String)
    /// An error reply, `-ERR message`: the whole line after the `-`.
    case error(String)
    /// An integer, `:1`.
    case integer(Int)
    /// A bulk string, `$3\r\nfoo`, or the nil bulk string `$-1` (`nil`).
    case bulk([UInt8]?)
    /// An array, `*2\r\n…`, or the nil array `*-1` (`nil`).
    case array([RESPValue]?)

    /// A simple string, or a bulk string decoded as UTF-8 (invalid sequences repaired); nil for
    /// every other value, the nil bulk string included.
    public var text: String? {
        switch self {
        case .simple(let string): string
        case .bulk(let bytes?): String(decoding: bytes, as: UTF8.self)
        default: nil
        }
    }
}
