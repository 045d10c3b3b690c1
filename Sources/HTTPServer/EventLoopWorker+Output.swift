#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension EventLoopWorker {
    enum FlushResult: Equatable {
        case done
        /// The socket is full (or the file budget spent) after `sent` bytes went out.
        case pending(sent: Int)
        case failed
    }

    /// The most file bytes sent to one connection per wake-up, so a fast reader of a large file
    /// cannot starve the loop's other connections.
    static let fileBudget = 4 * 1024 * 1024

    /// Sends queued output until done or blocked: the byte chunks with one `sendmsg` (`MSG_MORE`
    /// on Linux when a file follows, so the head and the file's first bytes share packets), then
    /// the file with ``Socket/sendFile(_:_:offset:count:)`` (Linux: `sendfile(2)` straight from the
    /// page cache).
    func flush(_ channel: Channel) -> FlushResult {
        var total = 0
        while !channel.outbound.isEmpty {
            guard
                let sent = Socket.send(
                    channel.descriptor, channel.outbound[...], firstOffset: channel.outboundOffset,
                    more: channel.file != nil)
            else { return .failed }
            if sent == 0 { return .pending(sent: total) }
            total += sent
            consume(sent, from: channel)
        }
        var budget = Self.fileBudget
        while let file = channel.file {
            let remaining = file.size - channel.fileOffset
            guard remaining > 0 else {
                channel.file = nil
                channel.fileOffset = 0
                break
            }
            guard budget > 0 else { return .pending(sent: total) }
            guard
                let sent = Socket.sendFile(
                    channel.descriptor, file.descriptor, offset: &channel.fileOffset, count: min(remaining, budget))
            else { return .failed }
            if sent == 0 { return .pending(sent: total) }
            total += sent
            budget -= sent
        }
        return .done
    }

    /// Removes `sent` bytes from the front of the byte queue.
    private func consume(_ sent: Int, from channel: Channel) {
        var remaining = sent
        while remaining > 0, let first = channel.outbound.first {
            let available = first.count - channel.outboundOffset
            if remaining >= available {
                remaining -= available
                channel.outbound.removeFirst()
                channel.outboundOffset = 0
            } else {
                channel.outboundOffset += remaining
                remaining = 0
            }
        }
    }

    /// Polls for output while some is queued, for input while the machine wants it, else for
    /// nothing (errors and hang-ups are always reported).
    func updateInterest(_ channel: Channel) {
        guard !channel.closed else { return }
        let wanted: UInt32
        if channel.hasOutput {
            wanted = Readiness.output
        } else if channel.readClosed || !channel.machine.wantsInput {
            wanted = 0
        } else {
            wanted = Readiness.input | Readiness.readHangUp
        }
        if wanted != channel.interest {
            channel.interest = wanted
            poller.modify(channel.descriptor, events: wanted, token: channel.token)
        }
    }

    /// Best-effort 503 with `Retry-After` for a connection over `maxConnections`, then close.
    ///
    /// What the client already sent is read first (a close with unread input would reset the
    /// connection and could destroy the 503 in flight).
    func rejectOverCapacity(_ descriptor: Int32) {
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        for _ in 0..<4 where recv(descriptor, &scratch, scratch.count, Int32(MSG_DONTWAIT)) > 0 {}
        let error = HTTPError(.serviceUnavailable, "Too many connections", headers: ["Retry-After": "1"])
        let output = ResponseWriter.serialize(
            error.response, isHead: false, connection: "close", date: dateCache.current(),
            defaults: loop.defaultFields)
        _ = Socket.send(descriptor, [output.head, output.body], firstOffset: 0)
        shutdown(descriptor, Int32(SHUT_WR))
        close(descriptor)
        counter.decrement()
    }
}
