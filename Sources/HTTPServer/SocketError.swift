#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call of the socket layer, with its `errno`.
public struct SocketError: Error, Sendable, CustomStringConvertible {
    /// The call that failed, e.g. `bind`.
    public let operation: String
    /// The `errno` value.
    public let code: Int32

    /// Creates an error for `operation` with `code`.
    public init(operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// `"bind: Address already in use (98)"`.
    public var description: String {
        "\(operation): \(String(cString: strerror(code))) (\(code))"
    }
}
