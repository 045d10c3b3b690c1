#if canImport(Glibc)
    import Glibc
#endif

/// The thread-confined side of an ``EventLoop``: the epoll wait loop, accepting, and the
/// channels that carry out each ``Connection``'s actions on its socket.
///
/// Level-triggered epoll. A channel with unsent output waits for `EPOLLOUT` only (no reads
/// until the peer takes our bytes: backpressure); while its handler runs it polls for nothing
/// but errors; after the peer's EOF it stops polling input. Requests the router answers without
/// application code (static files, 404, 405) are answered right here; the others run on the
/// ``HandlerPool`` and come back through ``EventLoop/post(_:)`` and the wake-up pipe.
final class EventLoopWorker {
    let loop: EventLoop
    let counter: SharedCounter
    /// The `Date` value, formatted once a second for all of this loop's responses.
    let dateCache = DateCache()
    private var channels: [Int32: Channel] = [:]
    private var nextChannelID: UInt64 = 0
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
                    deliverCompletions()
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

    /// Hands the handlers' responses to their connections, unless those have gone meanwhile.
    private func deliverCompletions() {
        for completion in loop.takeCompletions() {
            guard let channel = channels[completion.descriptor], channel.id == completion.id else { continue }
            dispatch(.handlerFinished(completion.response), to: channel)
        }
    }

    /// Accepts a batch of connections; descriptor exhaustion (`EMFILE`, `ENFILE`) pauses
    /// accepting for 100 ms instead of ending the server or spinning on the ready listener.
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
                let dateCache = dateCache
                let machine = Connection(
                    configuration: loop.configuration, remoteAddress: address, date: { dateCache.current() },
                    logger: loop.logger)
                nextChannelID &+= 1
                let channel = Channel(descriptor: descriptor, id: nextChannelID, machine: machine)
                channels[descriptor] = channel
                channel.interest = Epoll.input | Epoll.readHangUp
                Epoll.add(loop.epoll, descriptor, events: channel.interest)
                dispatch(.opened, to: channel)
            }
        }
    }

    private func service(_ channel: Channel, flags: UInt32) {
        if flags & Epoll.error != 0 {
            closeChannel(channel)
            return
        }
        if flags & Epoll.output != 0, channel.hasOutput {
            switch flush(channel) {
            case .done: dispatch(.writeCompleted, to: channel)
            case .pending(let progressed): if progressed { dispatch(.writeProgressed, to: channel) }
            case .failed: closeChannel(channel)
            }
        }
        guard !channel.closed else { return }
        let wantsRead = !channel.readClosed && !channel.hasOutput && channel.machine.wantsInput
        if flags & (Epoll.input | Epoll.hangUp | Epoll.readHangUp) != 0, wantsRead {
            let count = readBuffer.withUnsafeMutableBytes { recv(channel.descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                dispatch(.bytesRead(Array(readBuffer[0..<count])), to: channel)
            } else if count == 0 {
                channel.readClosed = true
                dispatch(.peerClosed, to: channel)
            } else if errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
                closeChannel(channel)
            }
        } else if flags & Epoll.hangUp != 0, !channel.hasOutput {
            closeChannel(channel)  // both directions gone (or reset) while nothing was being read
        }
    }

    /// Runs the machine on `event` and carries out its actions, feeding back `writeCompleted`
    /// and the responses the router gives without application code.
    private func dispatch(_ event: Connection.Event, to channel: Channel) {
        var pending = [event]
        while !pending.isEmpty, !channel.closed {
            let event = pending.removeFirst()
            let hadOutput = channel.hasOutput
            for action in channel.machine.handle(event) {
                switch action {
                case .runHandler(let request):
                    switch loop.routing(request) {
                    case .respond(let response): pending.append(.handlerFinished(response))
                    case .run(let handler): run(handler, for: channel)
                    }
                case .write(let bytes):
                    if !bytes.isEmpty { channel.outbound.append(bytes) }
                case .sendFile(let file):
                    channel.file = file
                    channel.fileOffset = 0
                case .shutdownWrite:
                    shutdown(channel.descriptor, Int32(SHUT_WR))
                case .close:
                    closeChannel(channel)
                    return
                case .setTimer(let deadline):
                    if let deadline { nextTimerCheck = min(nextTimerCheck, deadline) }
                }
            }
            if !hadOutput, channel.hasOutput {
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

    /// Runs `handler` on the pool and posts its response back to this loop for `channel`.
    private func run(_ handler: @escaping @Sendable () -> HTTPResponse, for channel: Channel) {
        let loop = loop
        let descriptor = channel.descriptor
        let id = channel.id
        loop.pool.submit {
            loop.post(EventLoop.Completion(descriptor: descriptor, id: id, response: handler()))
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
