/// An HTTP protocol version (RFC 9110 §2.5), for example `HTTP/1.1`.
public struct HTTPVersion: Hashable, Sendable, CustomStringConvertible {
    /// The major version number.
    public let major: Int
    /// The minor version number.
    public let minor: Int

    /// Creates a version from its two digits.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `HTTP/1.0`.
    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    /// `HTTP/1.1`.
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)

    /// The version as it appears on the request line, e.g. `HTTP/1.1`.
    public var description: String { "HTTP/\(major).\(minor)" }
}
