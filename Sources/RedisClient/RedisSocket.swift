#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A non-blocking TCP connection to Redis whose every wait is bounded by a deadline.
///
/// Errors are ``RedisError``s that name the address: a failed connect or a lost connection is
/// ``RedisError/unavailable(_:)``; the caller closes the socket after any error.
struct RedisSocket {
    /// The socket's descriptor.
    let descriptor: Int32
    /// The address, for error messages.
    let address: RedisAddress

    /// A connection to `address` (each address its host resolves to, in turn) by `deadline`, with
    /// TCP_NODELAY set.
    static func open(to address: RedisAddress, by deadline: Deadline) throws(RedisError) -> RedisSocket {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamType
        hints.ai_flags = AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(address.host, String(address.port), &hints, &list)
        guard status == 0, let first = list else {
            throw .unavailable("\(address): cannot resolve '\(address.host)': \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(first) }
        var lastError = RedisError.unavailable("\(address): no address to connect to")
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let info = candidate {
            candidate = info.pointee.ai_next
            do {
                return try open(to: info.pointee, address: address, by: deadline)
            } catch {
                lastError = error
            }
        }
        throw lastError
    }

    /// A connection to one resolved address of `address`.
    private static func open(to info: addrinfo, address: RedisAddress, by deadline: Deadline) throws(RedisError) -> RedisSocket {
        let descriptor = socket(info.ai_family, streamType, 0)
        guard descriptor >= 0 else { throw .unavailable("\(address): socket: \(errorText(errno))") }
        let socket = RedisSocket(descriptor: descriptor, address: address)
        do throws(RedisError) {
            try socket.configure()
            if connect(descriptor, info.ai_addr, info.ai_addrlen) != 0 {
                guard errno == EINPROGRESS else { throw .unavailable("\(address): connect: \(errorText(errno))") }
                guard try socket.wait(for: Int16(POLLOUT), by: deadline) != nil else {
                    throw .unavailable("\(address): connect timed out")
                }
                var code: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0, code == 0 else {
                    throw .unavailable("\(address): connect: \(errorText(code == 0 ? errno : code))")
                }
            }
            return socket
        } catch {
            socket.closeDescriptor()
            throw error
        }
    }

    /// Makes the socket non-blocking and close-on-exec, without SIGPIPE, with TCP_NODELAY.
    private func configure() throws(RedisError) {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0, fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 else {
            throw .unavailable("\(address): fcntl: \(RedisSocket.errorText(errno))")
        }
        var on: Int32 = 1
        let size = socklen_t(MemoryLayout<Int32>.size)
        guard setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, size) == 0 else {
            throw .unavailable("\(address): TCP_NODELAY: \(RedisSocket.errorText(errno))")
        }
        #if canImport(Darwin)
            guard setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, size) == 0 else {
                throw .unavailable("\(address): SO_NOSIGPIPE: \(RedisSocket.errorText(errno))")
            }
        #endif
    }

    /// Waits until the socket is ready for `events` (`POLLIN`, `POLLOUT`) or has failed or hung
    /// up: the events that came, or nil when `deadline` passed first.
    @discardableResult
    func wait(for events: Int16, by deadline: Deadline) throws(RedisError) -> Int16? {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        while true {
            let ready = poll(&entry, 1, deadline.remainingMilliseconds)
            if ready > 0 { return entry.revents }
            if ready == 0 {
                if deadline.hasPassed { return nil }
                continue
            }
            guard errno == EINTR else { throw .unavailable("\(address): poll: \(RedisSocket.errorText(errno))") }
        }
    }

    /// Whether the socket, idle between round trips, has something to read or has hung up: Redis
    /// closed it (a restart, an idle timeout) or sent what nobody asked for.
    var isStale: Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) != 0
    }

    /// Sends as much of `bytes` as the socket takes now: the count sent, 0 when it takes nothing.
    func sendAvailable(_ bytes: ArraySlice<UInt8>) throws(RedisError) -> Int {
        let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, RedisSocket.sendFlags) }
        if sent >= 0 { return sent }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return 0 }
        throw .unavailable("\(address): connection lost: send: \(RedisSocket.errorText(errno))")
    }

    /// Reads what has arrived into `buffer`: the count read, nil when nothing has arrived; throws
    /// when Redis closed the connection or it failed.
    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(RedisError) -> Int? {
        let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
        if count > 0 { return count }
        if count == 0 { throw .unavailable("\(address): connection closed by Redis") }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
        throw .unavailable("\(address): connection lost: recv: \(RedisSocket.errorText(errno))")
    }

    /// Closes the descriptor.
    func closeDescriptor() {
        _ = close(descriptor)
    }

    /// `SOCK_STREAM` as `socket(2)` takes it.
    private static var streamType: Int32 {
        #if os(Linux)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    /// `send(2)`'s flags: no SIGPIPE when Redis has gone (Darwin sets SO_NOSIGPIPE instead).
    private static var sendFlags: Int32 {
        #if os(Linux)
            Int32(MSG_NOSIGNAL)
        #else
            0
        #endif
    }

    /// `"Connection refused (111)"`.
    static func errorText(_ code: Int32) -> String {
        "\(String(cString: strerror(code))) (\(code))"
    }
}
