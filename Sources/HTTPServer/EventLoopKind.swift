/// How the server's event loops wait for their sockets to be ready.
///
/// Both serve the same way (level-triggered, the same limits and timeouts); they differ in the
/// system call. In a configuration file it is a string: `"server": {"eventLoop": "poll"}`.
public enum EventLoopKind: String, Sendable, Codable, CaseIterable {
    /// `epoll(7)`: the kernel keeps each loop's registrations; Linux only.
    case epoll
    /// `poll(2)`: each loop hands the kernel its whole list of descriptors at every wait; every
    /// POSIX system.
    case poll

    /// The loop used when the configuration names none: `epoll` on Linux, `poll` elsewhere.
    public static var platformDefault: EventLoopKind {
        #if os(Linux)
            .epoll
        #else
            .poll
        #endif
    }

    /// Whether this system has the mechanism (`epoll` only on Linux).
    public var isAvailable: Bool {
        #if os(Linux)
            true
        #else
            self == .poll
        #endif
    }

    /// Decodes `"epoll"` or `"poll"`; any other value is refused with a message that lists both.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = EventLoopKind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "eventLoop must be \"epoll\" or \"poll\", not \(name.debugDescription)")
        }
        self = kind
    }
}
