#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Socket {
    /// Sends up to `count` bytes of the file `file` from `offset` and advances `offset`: with
    /// Linux's `sendfile(2)`, straight from the page cache; elsewhere by
    /// ``copyFile(_:_:offset:count:)``. Returns the byte count, 0 when the socket would block, or
    /// `nil` when the connection is broken or the file ended early (it shrank: the promised
    /// length cannot be kept). `sendfile` has no `MSG_NOSIGNAL`; the server ignores `SIGPIPE`.
    static func sendFile(_ descriptor: Int32, _ file: Int32, offset: inout Int, count: Int) -> Int? {
        #if os(Linux)
            var position = off_t(offset)
            while true {
                let sent = sendfile(descriptor, file, &position, count)
                if sent > 0 {
                    offset = Int(position)
                    return sent
                }
                if sent == 0 { return nil }
                switch errno {
                case EINTR: continue
                case EAGAIN, EWOULDBLOCK: return 0
                default: return nil
                }
            }
        #else
            copyFile(descriptor, file, offset: &offset, count: count)
        #endif
    }

    /// The POSIX form of ``sendFile(_:_:offset:count:)``, with the same results: `pread` into a
    /// buffer of at most 64 KiB, `send` it, until `count` bytes are sent or the socket is full.
    /// Bytes read but not taken by the socket are read again by the next call.
    static func copyFile(_ descriptor: Int32, _ file: Int32, offset: inout Int, count: Int) -> Int? {
        let capacity = max(1, min(count, 64 * 1024))
        let start = offset
        let outcome: Int? = withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 16) { buffer in
            var total = 0
            while total < count {
                let read = pread(file, buffer.baseAddress, min(capacity, count - total), off_t(start + total))
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return total > 0 ? total : nil }  // an error, or the file shrank
                var taken = 0
                while taken < read {
                    let sent = systemSend(descriptor, buffer.baseAddress! + taken, read - taken, noSignal)
                    if sent > 0 {
                        taken += sent
                    } else if sent < 0, errno == EINTR {
                        continue
                    } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                        return total + taken
                    } else {
                        return nil
                    }
                }
                total += taken
            }
            return total
        }
        if let outcome { offset = start + outcome }
        return outcome
    }
}

/// `send(2)` by its C library's name (``Socket/send(_:_:firstOffset:more:)`` hides it).
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    #if canImport(Glibc)
        Glibc.send(descriptor, bytes, count, flags)
    #else
        Darwin.send(descriptor, bytes, count, flags)
    #endif
}
