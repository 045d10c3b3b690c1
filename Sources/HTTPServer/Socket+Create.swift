#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Socket {
    /// `SOCK_STREAM` as `socket(2)` takes it: an imported enum case on Linux, a plain `Int32` on
    /// Darwin.
    static var streamType: Int32 {
        #if os(Linux)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    /// A new non-blocking, close-on-exec stream socket of `family` (`AF_INET`, `AF_INET6`), or -1
    /// with `errno` set: made so at once with `SOCK_NONBLOCK | SOCK_CLOEXEC` on Linux, by
    /// ``makeStreamSocketThenSetFlags(family:)`` elsewhere.
    static func makeStreamSocket(family: Int32) -> Int32 {
        #if os(Linux)
            socket(family, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        #else
            makeStreamSocketThenSetFlags(family: family)
        #endif
    }

    /// The POSIX form of ``makeStreamSocket(family:)``: `socket(2)`, then `fcntl`.
    static func makeStreamSocketThenSetFlags(family: Int32) -> Int32 {
        DescriptorFlags.configuredOrClosed(socket(family, streamType, 0))
    }
}
