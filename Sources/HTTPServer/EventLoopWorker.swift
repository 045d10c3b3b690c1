#if canImport(Glibc)
    import Glibc
#endif

/// The thread-confined side of an ``EventLoop``: the epoll wait loop, accepting, and the
/// channels that carry out each ``Connection``'s actions on its socket.
///
/// Level-triggered epoll. A channel with unsent output waits for `EPOLLOUT` only (no reads
/// until the peer takes our bytes: backpressure); after the peer's EOF it stops polling input.
final class EventLoopWorker {
    /// One accepted socket and its state machine.
    private final class Channel {
        let descriptor: Int32
        var machine: Connection
        var outbound: [[UInt8]] = []
        var outboundOffset = 0
        var readClosed = false
        var closed = false
        var interest: UInt32 = 0

        init(descriptor: Int32, machine: Connection) {
            self.descriptor = descriptor
            self.machine = machine
        }
    }

    private let loop: EventLoop
    private let counter: SharedCounter
    private var channels: [Int32: Channel] = [:]
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var accepting = false
    private var acceptResumeAt: UInt64?
    private var nextTimerCheck = UInt64.max
    private var shutdownDeadline: UInt64?

    init(loop: EventLoop, counter: SharedCounter) {
        self.loop = loop
        self.counter = counter
    }

    /// Runs until shutdown has been requested and every connection is closed (or the grace
    /// period is over).
    func run() {
        let events = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * Epoll.eventSize, alignment: 8)
        defer { events.deallocate() }
        Epoll.add(loop.epoll, loop.wakeReader, events: Epoll.input)
        startAccepting()
        while true {
            if loop.isShuttingDown, shutdownDeadline == nil { beginShutdown() }
            if let deadline = shutdownDeadline, channels.isEmpty || MonotonicClock.now() >= deadline {
                break
            }
            let ready = Epoll.wait(loop.epoll, buffer: events, timeout: timeout())
            for (descriptor, flags) in ready {
                if descriptor == loop.wakeReader {
                    var scratch = [UInt8](repeating: 0, count: 64)
                    while read(loop.wakeReader, &scratch, scratch.count) > 0 {}
                } else if descriptor == loop.listener {
                    acceptConnections()
                } else if let channel = channels[descriptor] {
                    service(channel, flags: flags)
                }
            }
            let now = MonotonicClock.now()
            if now >= nextTimerCheck { fireTimers(now: now) }
            if let resume = acceptResumeAt, now >= resume, shutdownDeadline == nil {
                acceptResumeAt = nil
                startAccepting()
            }
        }
        stopAccepting()
        for channel in Array(channels.values) { closeChannel(channel) }
    }

    /// Milliseconds until the nearest timer, accept resumption or shutdown deadline; -1 if none.
    private func timeout() -> Int32 {
        let nearest = [nextTimerCheck, acceptResumeAt ?? .max, shutdownDeadline ?? .max].min() ?? .max
        guard nearest != .max else { return -1 }
        let now = MonotonicClock.now()
        guard nearest > now else { return 0 }
        return Int32(min((nearest - now + 999_999) / 1_000_000, 60_000))
    }

    private func startAccepting() {
        guard !accepting else { return }
        accepting = Epoll.add(loop.epoll, loop.listener, events: Epoll.input | Epoll.exclusive)
    }

    private func stopAccepting() {
        guard accepting else { return }
        Epoll.remove(loop.epoll, loop.listener)
        accepting = false
    }

    private func beginShutdown() {
        stopAccepting()
        acceptResumeAt = nil
        shutdownDeadline = MonotonicClock.now() + MonotonicClock.nanoseconds(loop.configuration.shutdownGracePeriod)
        for channel in Array(channels.values) { dispatch(.shutdown, to: channel) }
    }

    /// Accepts a batch of connections; descriptor exhaustion pauses accepting for 100 ms
    /// instead of ending the server.
    private func acceptConnections() {
        for _ in 0..<64 {
            switch Socket.accept(loop.listener) {
            case .wouldBlock:
                return
            case .retry:
                continue
            case .backOff(let code):
                loop.logger("accept: \(SocketError(operation: "accept", code: code)); pausing 100 ms")
                stopAccepting()
                acceptResumeAt = MonotonicClock.now() + 100_000_000
                return
            case .accepted(let descriptor, let address):
                if counter.increment() > loop.configuration.maxConnections {
                    rejectOverCapacity(descriptor)
                    continue
                }
                let machine = Connection(
                    configuration: loop.configuration, remoteAddress: address, logger: loop.logger,
                    handler: loop.handler)
                let channel = Channel(descriptor: descriptor, machine: machine)
                channels[descriptor] = channel
                channel.interest = Epoll.input | Epoll.readHangUp
                Epoll.add(loop.epoll, descriptor, events: channel.interest)
                dispatch(.opened, to: channel)
            }
        }
    }

    /// Best-effort 503 with `Retry-After` for a connection over `maxConnections`, then close.
    private func rejectOverCapacity(_ descriptor: Int32) {
        let error = HTTPError(.serviceUnavailable, "Too many connections", headers: ["Retry-After": "1"])
        let output = ResponseWriter.serialize(error.response, isHead: false, connection: "close", date: HTTPDate.now())
        _ = Socket.send(descriptor, [output.head, output.body], firstOffset: 0)
        close(descriptor)
        counter.decrement()
    }

    private func service(_ channel: Channel, flags: UInt32) {
        if flags & Epoll.error != 0 {
            closeChannel(channel)
            return
        }
        if flags & Epoll.output != 0, !channel.outbound.isEmpty {
            switch flush(channel) {
            case .done: dispatch(.writeCompleted, to: channel)
            case .pending: break
            case .failed: closeChannel(channel)
            }
        }
        guard !channel.closed else { return }
        if flags & (Epoll.input | Epoll.hangUp | Epoll.readHangUp) != 0, !channel.readClosed,
            channel.outbound.isEmpty
        {
            let count = readBuffer.withUnsafeMutableBytes { recv(channel.descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                dispatch(.bytesRead(Array(readBuffer[0..<count])), to: channel)
            } else if count == 0 {
                channel.readClosed = true
                dispatch(.peerClosed, to: channel)
            } else if errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
                closeChannel(channel)
            }
        } else if flags & Epoll.hangUp != 0, channel.readClosed, channel.outbound.isEmpty {
            closeChannel(channel)
        }
    }

    /// Runs the machine on `event` and carries out its actions, feeding back `writeCompleted`.
    private func dispatch(_ event: Connection.Event, to channel: Channel) {
        var pending = [event]
        while !pending.isEmpty, !channel.closed {
            let event = pending.removeFirst()
            let hadOutput = !channel.outbound.isEmpty
            for action in channel.machine.handle(event) {
                switch action {
                case .write(let bytes):
                    if !bytes.isEmpty { channel.outbound.append(bytes) }
                case .shutdownWrite:
                    shutdown(channel.descriptor, Int32(SHUT_WR))
                case .close:
                    closeChannel(channel)
                    return
                case .setTimer(let deadline):
                    if let deadline { nextTimerCheck = min(nextTimerCheck, deadline) }
                }
            }
            if !hadOutput, !channel.outbound.isEmpty {
                switch flush(channel) {
                case .done: pending.append(.writeCompleted)
                case .pending: break
                case .failed:
                    closeChannel(channel)
                    return
                }
            }
        }
        updateInterest(channel)
    }

    private enum FlushResult { case done, pending, failed }

    /// Sends queued output (head and body together through `sendmsg`) until done or blocked.
    private func flush(_ channel: Channel) -> FlushResult {
        while !channel.outbound.isEmpty {
            guard let sent = Socket.send(channel.descriptor, channel.outbound[...], firstOffset: channel.outboundOffset)
            else { return .failed }
            if sent == 0 { return .pending }
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
        return .done
    }

    private func updateInterest(_ channel: Channel) {
        guard !channel.closed else { return }
        let wanted: UInt32
        if !channel.outbound.isEmpty {
            wanted = Epoll.output
        } else if channel.readClosed {
            wanted = 0
        } else {
            wanted = Epoll.input | Epoll.readHangUp
        }
        if wanted != channel.interest {
            channel.interest = wanted
            Epoll.modify(loop.epoll, channel.descriptor, events: wanted)
        }
    }

    /// Fires every due timer and recomputes the next check.
    private func fireTimers(now: UInt64) {
        nextTimerCheck = .max
        for channel in Array(channels.values) {
            if let deadline = channel.machine.deadline, deadline <= now {
                dispatch(.timerFired, to: channel)
            }
        }
        for channel in channels.values {
            if let deadline = channel.machine.deadline { nextTimerCheck = min(nextTimerCheck, deadline) }
        }
    }

    private func closeChannel(_ channel: Channel) {
        guard !channel.closed else { return }
        channel.closed = true
        channels[channel.descriptor] = nil
        Epoll.remove(loop.epoll, channel.descriptor)
        close(channel.descriptor)
        counter.decrement()
    }
}
