#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Non-blocking socket calls for the server shell, with `EINTR` and `EAGAIN` handled.
enum Socket {
    /// Creates a non-blocking listening socket on `host`:`port` (`SO_REUSEADDR`), trying every
    /// address `host` resolves to; returns the descriptor and the bound port.
    static func listen(host: String, port: Int, backlog: Int) throws(SocketError) -> (Int32, Int) {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamType
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw SocketError(operation: "getaddrinfo(\(host))", code: status == EAI_SYSTEM ? errno : EINVAL)
        }
        defer { freeaddrinfo(list) }
        var lastError = SocketError(operation: "bind", code: EADDRNOTAVAIL)
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry?.pointee {
            entry = info.ai_next
            let descriptor = makeStreamSocket(family: info.ai_family)
            guard descriptor >= 0 else {
                lastError = SocketError(operation: "socket", code: errno)
                continue
            }
            setOption(descriptor, SOL_SOCKET, SO_REUSEADDR, 1)
            guard bind(descriptor, info.ai_addr, info.ai_addrlen) == 0 else {
                lastError = SocketError(operation: "bind(\(host):\(port))", code: errno)
                close(descriptor)
                continue
            }
            guard systemListen(descriptor, Int32(clamping: backlog)) == 0 else {
                lastError = SocketError(operation: "listen", code: errno)
                close(descriptor)
                continue
            }
            return (descriptor, boundPort(descriptor) ?? port)
        }
        throw lastError
    }

    /// The numeric IP address in `storage` (`127.0.0.1`, `::1`).
    static func address(of storage: inout sockaddr_storage) -> String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        let family = Int32(storage.ss_family)
        let converted: UnsafePointer<CChar>? = withUnsafePointer(to: &storage) { pointer in
            if family == AF_INET {
                return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                    var address = inet.pointee.sin_addr
                    return inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
                }
            } else if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { inet6 in
                    var address = inet6.pointee.sin6_addr
                    return inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
                }
            }
            return nil
        }
        guard converted != nil else { return "-" }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The local port a socket is bound to.
    static func boundPort(_ descriptor: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            switch family {
            case AF_INET:
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin_port))
                }
            case AF_INET6:
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            default: nil
            }
        }
    }

    /// Sends as much of `chunks` as the socket takes in one `sendmsg` (a `writev` with
    /// ``noSignal``, so a reset peer never raises SIGPIPE; ``moreFollows`` when `more` data
    /// follows). Returns the byte count, 0 when the socket would block, or `nil` when the
    /// connection is broken.
    static func send(_ descriptor: Int32, _ chunks: ArraySlice<[UInt8]>, firstOffset: Int, more: Bool = false) -> Int? {
        let flags = noSignal | (more ? moreFollows : 0)
        let pinned = chunks.prefix(64)
        // The vectors live on the stack: a send allocates nothing.
        let sent = withUnsafeTemporaryAllocation(of: iovec.self, capacity: max(pinned.count, 1)) { vectors in
            withPinned(pinned, firstOffset: firstOffset, into: vectors, count: 0) { count in
                while true {
                    var message = msghdr()
                    message.msg_iov = vectors.baseAddress
                    message.msg_iovlen = numericCast(count)  // size_t on Linux, Int32 on Darwin
                    let sent = sendmsg(descriptor, &message, flags)
                    if sent >= 0 { return sent }
                    switch errno {
                    case EINTR: continue
                    case EAGAIN, EWOULDBLOCK: return 0
                    default: return -1
                    }
                }
            }
        }
        return sent >= 0 ? sent : nil
    }

    /// Pins every chunk's storage while `body` runs, storing one `iovec` per non-empty chunk
    /// into `vectors` after the first `count`; `body` gets the number stored.
    private static func withPinned(
        _ chunks: ArraySlice<[UInt8]>, firstOffset: Int, into vectors: UnsafeMutableBufferPointer<iovec>, count: Int,
        _ body: (Int) -> Int
    ) -> Int {
        guard let chunk = chunks.first else { return body(count) }
        return chunk.withUnsafeBytes { raw in
            var count = count
            if let base = raw.baseAddress, raw.count > firstOffset {
                vectors[count] = iovec(
                    iov_base: UnsafeMutableRawPointer(mutating: base + firstOffset), iov_len: raw.count - firstOffset)
                count += 1
            }
            return withPinned(chunks.dropFirst(), firstOffset: 0, into: vectors, count: count, body)
        }
    }

    /// Sets an integer socket option, ignoring failure (the options used are best effort).
    static func setOption(_ descriptor: Int32, _ level: Int32, _ name: Int32, _ value: Int32) {
        var value = value
        _ = setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
    }
}

/// `listen(2)` by its C library's name (``Socket/listen(host:port:backlog:)`` hides it).
private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.listen(descriptor, backlog)
    #else
        Darwin.listen(descriptor, backlog)
    #endif
}
