#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The flags every descriptor of the server carries, set with `fcntl`: the POSIX form of what
/// Linux sets atomically at creation (`SOCK_NONBLOCK | SOCK_CLOEXEC`, `accept4`'s flags).
enum DescriptorFlags {
    /// Makes `descriptor` non-blocking and close-on-exec; false (with `errno` set) if `fcntl`
    /// refuses.
    static func setNonBlockingAndCloseOnExec(_ descriptor: Int32) -> Bool {
        let status = fcntl(descriptor, F_GETFL)
        guard status >= 0, fcntl(descriptor, F_SETFL, status | O_NONBLOCK) == 0 else { return false }
        return fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
    }

    /// ``setNonBlockingAndCloseOnExec(_:)`` for a descriptor just made, closed when it fails:
    /// returns `descriptor`, or -1 with the `fcntl`'s `errno`.
    static func configuredOrClosed(_ descriptor: Int32) -> Int32 {
        guard descriptor >= 0 else { return -1 }
        guard setNonBlockingAndCloseOnExec(descriptor) else {
            let code = errno
            close(descriptor)
            errno = code
            return -1
        }
        return descriptor
    }
}
