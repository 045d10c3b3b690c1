#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The thread-confined side of an ``EventLoop``: the wait loop (epoll or poll, see ``Poller``),
/// accepting, and the channels that carry out each ``Connection``'s actions on its socket.
///
/// Level-triggered, with either poller. A channel with unsent output waits for output only (no reads
/// until the peer takes our bytes: backpressure); while its handler runs it polls for nothing
/// but errors; after the peer's EOF it stops polling input. Requests the router answers without
/// application code (static files, 404, 405) are answered right here, at most
/// ``requestsPerDispatch`` in a row per connection: a longer pipelined burst goes on at the
/// next turn of the loop, after the other ready connections (the bytes are already read, so
/// the poller would not report them again: the channel is queued for resumption explicitly). A
/// route's quick handler (``Router/QuickHandler``) runs here too, and counts as one of them;
/// the other handlers, and those a quick handler declines, run on the ``HandlerPool`` and come
/// back through ``EventLoop/post(_:)`` and the wake-up pipe. The responses made while one batch
/// of ready events is serviced are written together at the end of the batch (``TurnWrites``),
/// after the router's ``Router/turnEnded`` has finished or handed on the work the batch's quick
/// handlers queued (and the responses it resolved joined them).
final class EventLoopWorker {
    /// The most requests of one connection answered in one go before the others get a turn.
    static let requestsPerDispatch = 16

    let loop: EventLoop
    /// What this loop waits with (``EventLoop/epoll``'s instance, or poll's list of its own).
    let poller: Poller
    let counter: SharedCounter
    /// All the server's loops, among which accepted connections are shared out.
    let group: LoopGroup
    /// The `Date` value, formatted once a second for all of this loop's responses.
    let dateCache = DateCache()
    var channels = ChannelTable()
    var nextChannelID: UInt64 = 0
    /// The token of the wake-up pipe's and the listener's registrations (generation 0).
    let wakeToken: UInt64
    let listenerToken: UInt64
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    var accepting = false
    var acceptResumeAt: UInt64?
    private var nextTimerCheck = UInt64.max
    private(set) var shutdownDeadline: UInt64?
    /// Channels whose pipelined requests go on at the next turn of the loop.
    private var resumable: [Channel] = []
    /// The responses of the batch being serviced that wait to be written together at its end.
    private var writes: TurnWrites
    /// The batch of handler results being delivered (empty between batches, capacity kept).
    private var completions: [EventLoop.Completion] = []
    /// The batch of adopted connections being opened (empty between batches, capacity kept).
    var adoptions: [EventLoop.Adoption] = []
    /// The batch of event-stream wake-ups being delivered (empty between batches, capacity kept).
    var streamWakeUps: [EventLoop.StreamWakeUp] = []
    /// Whether a quick handler ran since the router's ``Router/turnEnded`` last did.
    private var quickHandlersRan = false
    /// The actions of the event being carried out (empty between events, capacity kept, so that
    /// a request makes no list of actions); taken out while in use.
    private var actionBuffer: [Connection.Action] = []

    init(loop: EventLoop, counter: SharedCounter, group: LoopGroup) {
        self.loop = loop
        poller = loop.epoll.map { .epoll(EpollPoller(descriptor: $0)) } ?? .poll(PollPoller())
        self.counter = counter
        self.group = group
        wakeToken = UInt64(UInt32(bitPattern: loop.wakeReader))
        listenerToken = UInt64(UInt32(bitPattern: loop.listener))
        writes = TurnWrites(budget: MonotonicClock.nanoseconds(loop.configuration.heldResponseBudget))
    }

    /// Runs until shutdown has been requested and every connection is closed (or the grace
    /// period is over).
    func run() {
        // The ready events of one wait (emptied by the next, capacity kept).
        var ready: [(token: UInt64, events: UInt32)] = []
        ready.reserveCapacity(256)
        if !poller.add(loop.wakeReader, events: Readiness.input, token: wakeToken) {
            loop.logger("\(poller.kind)(wake-up pipe): \(SocketError(operation: "register", code: errno))")
        }
        startAccepting()
        while true {
            if loop.isShuttingDown, shutdownDeadline == nil { beginShutdown() }
            if let deadline = shutdownDeadline, channels.isEmpty || MonotonicClock.now() >= deadline {
                break
            }
            // Quick handlers that timers, resumptions or the turn's writes started (the next
            // request of a connection) have their turn ended before the loop sleeps.
            while quickHandlersRan { endTurn() }
            poller.wait(timeout: resumable.isEmpty ? timeout() : 0, into: &ready)
            writes.isOpen = true
            for (token, flags) in ready {
                // Held responses that have waited their budget go out before the next event
                // (the clock is read only while some wait).
                if !writes.waiting.isEmpty, writes.isOverdue(now: MonotonicClock.now()) { writeHeld() }
                if token == wakeToken {
                    withUnsafeTemporaryAllocation(byteCount: 64, alignment: 1) { scratch in
                        while read(loop.wakeReader, scratch.baseAddress, scratch.count) > 0 {}
                    }
                    loop.takeMail(completions: &completions, adoptions: &adoptions, streams: &streamWakeUps)
                    deliverCompletions()
                    deliverStreamWakeUps()
                    adoptConnections()
                } else if token == listenerToken {
                    acceptConnections()
                } else if let channel = channels.channel(for: token) {
                    service(channel, flags: flags)
                }  // else: a stale event of a channel closed earlier in this batch
            }
            endTurn()
            writes.isOpen = false
            writeHeld()
            let resuming = resumable
            resumable = []
            for channel in resuming where !channel.closed { dispatch(.writeCompleted, to: channel) }
            let now = MonotonicClock.now()
            if now >= nextTimerCheck { fireTimers(now: now) }
            if let resume = acceptResumeAt, now >= resume, shutdownDeadline == nil {
                acceptResumeAt = nil
                startAccepting()
            }
        }
        stopAccepting()
        for channel in channels.all { closeChannel(channel) }
        // Connections handed over after the last turn: never opened here, closed and uncounted.
        for orphan in loop.stopAdopting() {
            close(orphan.descriptor)
            counter.decrement()
            loop.assigned.subtract(1, ordering: .relaxed)
        }
    }

    /// Milliseconds until the nearest timer, accept resumption or shutdown deadline; -1 if none.
    private func timeout() -> Int32 {
        let nearest = [nextTimerCheck, acceptResumeAt ?? .max, shutdownDeadline ?? .max].min() ?? .max
        guard nearest != .max else { return -1 }
        let now = MonotonicClock.now()
        guard nearest > now else { return 0 }
        return Int32(min((nearest - now + 999_999) / 1_000_000, 60_000))
    }

    private func beginShutdown() {
        stopAccepting()
        acceptResumeAt = nil
        shutdownDeadline = MonotonicClock.now() + MonotonicClock.nanoseconds(loop.configuration.shutdownGracePeriod)
        for channel in channels.all { dispatch(.shutdown, to: channel) }
    }

    /// When quick handlers ran since the last call, runs the router's ``Router/turnEnded`` and
    /// delivers what it resolved (posted to this loop's mailbox) in the same turn.
    private func endTurn() {
        guard quickHandlersRan else { return }
        quickHandlersRan = false
        guard let turnEnded = loop.turnEnded else { return }
        turnEnded()
        loop.takeMail(completions: &completions, adoptions: &adoptions, streams: &streamWakeUps)
        deliverCompletions()
        deliverStreamWakeUps()
        adoptConnections()
    }

    /// Hands the handlers' responses just taken to their connections, unless those have gone meanwhile.
    private func deliverCompletions() {
        for completion in completions {
            guard let channel = channels[completion.descriptor], channel.id == completion.id else {
                completion.response.stream?.detach()  // its connection has gone
                continue
            }
            channel.job = nil
            guard let response = settle(completion.response, for: channel) else { continue }
            dispatch(.handlerFinished(response), to: channel)
        }
        completions.removeAll(keepingCapacity: true)
    }

    private func service(_ channel: Channel, flags: UInt32) {
        if flags & Readiness.error != 0 {
            closeChannel(channel)
            return
        }
        if flags & Readiness.output != 0, channel.hasOutput {
            switch flush(channel) {
            case .done: dispatch(.writeCompleted, to: channel)
            case .pending(let sent): if sent > 0 { dispatch(.writeProgressed(sent), to: channel) }
            case .failed: closeChannel(channel)
            }
        }
        guard !channel.closed else { return }
        let wantsRead = !channel.readClosed && !channel.hasOutput && channel.machine.wantsInput
        if flags & (Readiness.input | Readiness.hangUp | Readiness.readHangUp) != 0, wantsRead {
            let count = readBuffer.withUnsafeMutableBytes { recv(channel.descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                // Taken where they lie, then acted on: no array is made for them.
                readBuffer.withUnsafeBufferPointer { channel.machine.receive(UnsafeBufferPointer(rebasing: $0[0..<count])) }
                dispatch(.bytesRead([]), to: channel)
            } else if count == 0 {
                channel.readClosed = true
                dispatch(.peerClosed, to: channel)
            } else if errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
                closeChannel(channel)
            }
        } else if flags & Readiness.hangUp != 0, !channel.hasOutput {
            closeChannel(channel)  // both directions gone (or reset) while nothing was being read
        }
    }

    /// Runs the machine on `event` and carries out its actions, feeding back `writeCompleted`
    /// and the responses the router gives without application code, for at most
    /// ``requestsPerDispatch`` requests (then the channel is resumed at the next turn).
    func dispatch(_ event: Connection.Event, to channel: Channel) {
        var pending = PendingEvents(event)
        var requests = 0
        var actions = actionBuffer
        actionBuffer = []
        defer {
            actions.removeAll(keepingCapacity: true)
            actionBuffer = actions
        }
        while !channel.closed, let event = pending.removeFirst() {
            let hadOutput = channel.hasOutput
            actions.removeAll(keepingCapacity: true)
            channel.machine.handle(event, into: &actions)
            for action in actions {
                switch action {
                case .runHandler(let request):
                    requests += 1
                    switch loop.routing(request) {
                    case .respond(let response): pending.append(.handlerFinished(response))
                    case .run(let handler, let request):
                        if !run({ RequestRouting.call(handler, request) }, for: channel) {
                            pending.append(.handlerFinished(Self.overloaded))
                        }
                    case .tryQuick(let quick, let handler, let request):
                        quickHandlersRan = true
                        if let response = RequestRouting.call(quick, request) {
                            if let response = settle(response, for: channel) { pending.append(.handlerFinished(response)) }
                        } else if !run({ RequestRouting.call(handler, request) }, for: channel) {
                            pending.append(.handlerFinished(Self.overloaded))
                        }
                    }
                case .cancelHandler:
                    channel.job?.cancel()
                    channel.job = nil
                    channel.later?.abandon()
                    channel.later = nil
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
                case .attachStream(let stream):
                    attach(stream, to: channel)
                case .pullStream:
                    if let batch = takeStream(of: channel) { pending.append(.streamTaken(batch)) }
                case .abandonStream(let stream):
                    stream.detach()
                }
            }
            if !hadOutput, channel.hasOutput {
                // The first output of a dispatch with nothing else pending waits for the end of
                // the batch (TurnWrites); nothing else of this connection is due until it is written.
                if pending.isEmpty, writes.isOpen {
                    if writes.isFull {
                        // The list of actions is lent back while the held ones are written, so
                        // that their dispatches reuse it rather than each making one.
                        actions.removeAll(keepingCapacity: true)
                        swap(&actions, &actionBuffer)
                        writeHeld()
                        swap(&actions, &actionBuffer)
                    }
                    if writes.hold(channel) { return }
                }
                switch flush(channel) {
                case .done where requests >= Self.requestsPerDispatch: resumable.append(channel)
                case .done: pending.append(.writeCompleted)
                case .pending(let sent): if sent > 0 { pending.append(.writeProgressed(sent)) }
                case .failed:
                    closeChannel(channel)
                    return
                }
            }
        }
        updateInterest(channel)
    }

    /// Writes the responses held for the end of the batch, in the order they were made, and
    /// goes on with each connection as an immediate write would have (the next pipelined
    /// request, or waiting for the socket to take the rest). Nothing is held meanwhile.
    private func writeHeld() {
        let wasOpen = writes.isOpen
        writes.isOpen = false
        defer { writes.isOpen = wasOpen }
        // Read one at a time, not iterated: dispatching a connection reaches `writes` (it holds
        // nothing while closed, and nothing is added meanwhile).
        var index = 0
        while index < writes.waiting.count {
            let channel = writes.waiting[index]
            index += 1
            guard !channel.closed else { continue }
            switch flush(channel) {
            case .done: dispatch(.writeCompleted, to: channel)
            case .pending(let sent):
                if sent > 0 { dispatch(.writeProgressed(sent), to: channel) } else { updateInterest(channel) }
            case .failed: closeChannel(channel)
            }
        }
        writes.removeAll()
    }

    /// `response` to hand to the connection now; nil when it is pending and not resolved yet: it
    /// comes back through ``EventLoop/post(_:)`` once it is, as a handler thread's result does.
    private func settle(_ response: HTTPResponse, for channel: Channel) -> HTTPResponse? {
        channel.later = nil
        guard let later = response.later else { return response }
        let delivery = PendingResponse.Delivery(
            loop: loop, descriptor: channel.descriptor, id: channel.id, route: response.route)
        guard var ready = later.deliver(to: delivery) else {
            channel.later = later
            return nil
        }
        ready.route = response.route
        return ready
    }

    /// The answer when the handler queue is full (RFC 9110 §15.6.4).
    static let overloaded = HTTPError(
        .serviceUnavailable, "Too many requests are waiting; try again shortly",
        headers: ["Retry-After": "1", "Connection": "close"]
    ).response

    /// Queues `handler` on the pool, to post its response back to this loop for `channel`;
    /// `false` when the queue is full. The job is skipped if the connection closes or its
    /// handler timeout passes before a thread takes it.
    private func run(_ handler: @escaping @Sendable () -> HTTPResponse, for channel: Channel) -> Bool {
        let loop = loop
        let descriptor = channel.descriptor
        let id = channel.id
        let deadline =
            channel.machine.deadline
            ?? MonotonicClock.now() + MonotonicClock.nanoseconds(loop.configuration.handlerTimeout)
        let job = HandlerJob(deadline: deadline) {
            loop.post(EventLoop.Completion(descriptor: descriptor, id: id, response: handler()))
        }
        guard loop.pool.submit(job) else { return false }
        channel.job = job
        return true
    }

    /// Fires every due timer and recomputes the next check.
    private func fireTimers(now: UInt64) {
        nextTimerCheck = .max
        for channel in channels.all {
            if let deadline = channel.machine.deadline, deadline <= now {
                dispatch(.timerFired, to: channel)
            }
        }
        for channel in channels.all {
            if let deadline = channel.machine.deadline { nextTimerCheck = min(nextTimerCheck, deadline) }
        }
    }

    func closeChannel(_ channel: Channel) {
        guard !channel.closed else { return }
        channel.closed = true
        channel.job?.cancel()
        channel.job = nil
        channel.later?.abandon()
        channel.later = nil
        channel.stream?.detach()
        channel.stream = nil
        channels.remove(channel)
        poller.remove(channel.descriptor)
        close(channel.descriptor)
        counter.decrement()
        loop.assigned.subtract(1, ordering: .relaxed)
    }
}
