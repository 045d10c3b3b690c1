/// Why a call to Redis failed: what the caller can tell its own client.
///
/// A Redis error reply (`-ERR …`) is not one of these: it is a reply, ``RESPValue/error(_:)``.
public enum RedisError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Redis cannot be reached: the connect failed, the connection was lost, or the connection is
    /// backing off after a failure. The caller answers 503.
    case unavailable(String)
    /// No complete reply arrived within the timeout; the connection is closed.
    case timeout(String)
    /// Redis sent bytes that are not a RESP2 reply, or not the reply expected; the connection is
    /// closed.
    case protocolError(String)
    /// The address is not `redis://HOST:PORT[/DB]`, or names a database the server refuses.
    case invalidAddress(String)

    /// `"Redis unavailable: …"`, `"Redis timeout: …"`, `"Redis protocol error: …"` or
    /// `"invalid Redis address: …"`.
    public var description: String {
        switch self {
        case .unavailable(let message): "Redis unavailable: \(message)"
        case .timeout(let message): "Redis timeout: \(message)"
        case .protocolError(let message): "Redis protocol error: \(message)"
        case .invalidAddress(let message): "invalid Redis address: \(message)"
        }
    }
}
