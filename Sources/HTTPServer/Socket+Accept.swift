#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Socket {
    /// The outcome of one `accept`.
    enum AcceptResult {
        case accepted(Int32, address: String)
        case wouldBlock
        /// `ECONNABORTED`, `EINTR` or a similar transient failure: try again now.
        case retry
        /// Out of descriptors or memory (`EMFILE`, `ENFILE`, `ENOBUFS`, `ENOMEM`): back off.
        case backOff(Int32)
    }

    /// Accepts one connection, non-blocking and close-on-exec, with `TCP_NODELAY` set: on Linux
    /// with `accept4`, so a child process spawned meanwhile by another thread never inherits it;
    /// elsewhere (or where `accept4` is missing) by ``acceptThenSetFlags(_:into:length:)``.
    static func accept(_ listener: Int32) -> AcceptResult {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        var descriptor: Int32
        #if os(Linux)
            if let accept4 = accept4Function?.call {
                let flags = Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue)
                descriptor = withUnsafeMutablePointer(to: &storage) { pointer in
                    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept4(listener, $0, &length, flags) }
                }
            } else {
                descriptor = acceptThenSetFlags(listener, into: &storage, length: &length)
            }
        #else
            descriptor = acceptThenSetFlags(listener, into: &storage, length: &length)
        #endif
        guard descriptor >= 0 else {
            switch errno {
            case EAGAIN, EWOULDBLOCK, EINVAL: return .wouldBlock  // EINVAL: the listener was shut
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .backOff(errno)
            default: return .retry  // ECONNABORTED, EINTR, EPROTO, EPERM…
            }
        }
        setOption(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
        return .accepted(descriptor, address: address(of: &storage))
    }

    /// The POSIX form of `accept4(…, SOCK_NONBLOCK | SOCK_CLOEXEC)`: `accept(2)`, then `fcntl`
    /// (and, where sends have no `MSG_NOSIGNAL`, `SO_NOSIGPIPE`). Returns the descriptor, or -1
    /// with `errno` set.
    static func acceptThenSetFlags(
        _ listener: Int32, into storage: inout sockaddr_storage, length: inout socklen_t
    ) -> Int32 {
        let accepted = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                #if canImport(Glibc)
                    Glibc.accept(listener, address, &length)
                #else
                    Darwin.accept(listener, address, &length)
                #endif
            }
        }
        let descriptor = DescriptorFlags.configuredOrClosed(accepted)
        #if !os(Linux)
            if descriptor >= 0 { setOption(descriptor, SOL_SOCKET, SO_NOSIGPIPE, 1) }
        #endif
        return descriptor
    }

    #if os(Linux)
        private typealias Accept4 =
            @convention(c) (
                Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32
            ) -> Int32

        private struct Accept4Function: @unchecked Sendable {
            // An immutable C function pointer resolved once; safe to share between threads.
            let call: Accept4
        }

        /// `accept4(2)`, which the toolchain's Glibc module does not export: looked up once with
        /// `dlsym`, like epoll.
        private static let accept4Function: Accept4Function? = {
            guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "accept4") else { return nil }
            return Accept4Function(call: unsafeBitCast(symbol, to: Accept4.self))
        }()
    #endif
}
