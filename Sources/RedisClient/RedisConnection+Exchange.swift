#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RedisConnection {
    /// Sends `request` on `socket` and reads `count` replies, by `deadline`.
    ///
    /// Replies are read while the request is being written, so that neither side waits for the
    /// other however long the pipeline. Throws ``RedisError/timeout(_:)`` when the replies are
    /// not complete by the deadline, ``RedisError/unavailable(_:)`` when the connection is lost,
    /// ``RedisError/protocolError(_:)`` when the bytes are not RESP2 or more than `count`
    /// replies came.
    func exchange(
        _ request: [UInt8], replies count: Int, on socket: RedisSocket, by deadline: Deadline, state: inout State
    ) throws(RedisError) -> [RESPValue] {
        var replies: [RESPValue] = []
        replies.reserveCapacity(count)
        var written = 0
        while true {
            if written < request.count {
                written += try socket.sendAvailable(request[written...])
            }
            do throws(RESPParseError) {
                while replies.count < count, let reply = try state.parser.next() { replies.append(reply) }
            } catch {
                throw .protocolError("\(address): \(error)")
            }
            if replies.count == count { break }
            let events = Int16(POLLIN) | (written < request.count ? Int16(POLLOUT) : 0)
            guard let ready = try socket.wait(for: events, by: deadline) else {
                throw .timeout("\(address): \(replies.count) of \(count) replies within \(timeout) s")
            }
            if ready & ~Int16(POLLOUT) != 0 {
                let received = try state.readBuffer.withUnsafeMutableBytes { buffer in
                    Result { () throws(RedisError) in try socket.receive(into: buffer) }
                }.get()
                if let received {
                    state.readBuffer.withUnsafeBytes { state.parser.append(UnsafeRawBufferPointer(rebasing: $0[..<received])) }
                }
            }
        }
        guard written == request.count, state.parser.isIdle else {
            throw .protocolError("\(address): Redis sent more than the \(count) replies asked for")
        }
        return replies
    }
}
