#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension EventLoopWorker {
    /// Polls the shared listener: with epoll, with `EPOLLEXCLUSIVE` if the kernel takes it and
    /// without it otherwise (logged); if even that fails, logs and tries again in 100 ms, so a loop
    /// never silently stops accepting.
    func startAccepting() {
        guard !accepting else { return }
        switch poller.addListener(loop.listener, token: listenerToken) {
        case .exclusive, .shared(refusal: nil):
            accepting = true
        case .shared(let refusal?):
            accepting = true
            let error = SocketError(operation: "epoll_ctl(EPOLLEXCLUSIVE)", code: refusal)
            loop.logger("\(error); accepting without it")
        case .failed(let code):
            let error = SocketError(operation: "\(poller.kind)(listener)", code: code)
            loop.logger("\(error); retrying in 100 ms")
            acceptResumeAt = MonotonicClock.now() + 100_000_000
        }
    }

    func stopAccepting() {
        guard accepting else { return }
        poller.remove(loop.listener)
        accepting = false
    }

    /// Accepts a batch of connections; descriptor exhaustion (`EMFILE`, `ENFILE`) pauses
    /// accepting for 100 ms instead of ending the server or spinning on the ready listener.
    func acceptConnections() {
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
                let target = group.leastLoaded(preferring: loop)
                target.assigned.add(1, ordering: .relaxed)
                if target === loop {
                    open(descriptor, address: address)
                } else if !target.adopt(EventLoop.Adoption(descriptor: descriptor, address: address)) {
                    target.assigned.subtract(1, ordering: .relaxed)  // it has closed: serve it here
                    loop.assigned.add(1, ordering: .relaxed)
                    open(descriptor, address: address)
                }
            }
        }
    }

    /// Opens the connections just taken that other loops accepted for this one; during shutdown they are told
    /// at once, as the others were.
    func adoptConnections() {
        for adoption in adoptions {
            open(adoption.descriptor, address: adoption.address)
            if shutdownDeadline != nil, let channel = channels[adoption.descriptor], !channel.closed {
                dispatch(.shutdown, to: channel)
            }
        }
        adoptions.removeAll(keepingCapacity: true)
    }

    /// Makes a channel for an accepted connection and registers it; one that the poller refuses is
    /// closed at once (and logged) instead of lingering unpolled until shutdown.
    private func open(_ descriptor: Int32, address: String) {
        let dateCache = dateCache
        let machine = Connection(
            configuration: loop.configuration, remoteAddress: address, date: { dateCache.current() },
            defaultFields: loop.defaultFields, logger: loop.logger)
        nextChannelID &+= 1
        let channel = Channel(descriptor: descriptor, id: nextChannelID, machine: machine)
        channels.insert(channel)
        channel.interest = Readiness.input | Readiness.readHangUp
        guard poller.add(descriptor, events: channel.interest, token: channel.token) else {
            loop.logger("\(SocketError(operation: "\(poller.kind)(\(address))", code: errno)); connection closed")
            closeChannel(channel)
            return
        }
        dispatch(.opened, to: channel)
    }
}
