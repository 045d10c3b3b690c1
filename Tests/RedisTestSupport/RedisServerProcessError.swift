/// Why ``RedisServerProcess`` could not give a running server.
public enum RedisServerProcessError: Error, CustomStringConvertible {
    /// `redis-server` is not installed.
    case notInstalled(String)
    /// The server did not start or did not answer.
    case didNotStart(String)

    /// The message.
    public var description: String {
        switch self {
        case .notInstalled(let message), .didNotStart(let message): message
        }
    }
}
