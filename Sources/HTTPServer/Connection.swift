/// The life of one HTTP/1.1 connection as a pure state machine: no sockets, no clocks of its own,
/// no application code.
///
/// The socket shell feeds it ``Event``s and carries out the ``Action``s it returns. Requests are
/// answered one at a time: a parsed request becomes a `runHandler` action, and the shell reports
/// the response with `handlerFinished` (at once for static files, later for handlers running on
/// the pool). While a request is handled or its response written, further (pipelined) bytes are
/// only buffered; they are parsed once the shell reports `writeCompleted`.
///
/// ```swift
/// var connection = Connection(configuration: config, remoteAddress: "::1")
/// var actions = connection.handle(.opened)              // [.setTimer(now + 10 s)]
/// actions = connection.handle(.bytesRead(requestBytes)) // [.setTimer(now + 10 s), .runHandler(request)]
/// actions = connection.handle(.handlerFinished(response)) // [.write(head), .write(body), .setTimer(…)]
/// actions = connection.handle(.writeCompleted)          // [.setTimer(now + 5 s)]: keep-alive idle
/// ```
///
/// Keep-alive follows RFC 9112 §9.3: on by default in HTTP/1.1, on request in HTTP/1.0 (echoed),
/// `Connection: close` honoured and echoed. Every parser rejection is answered with
/// `Connection: close`, then the write side is shut and the input drained briefly before the
/// close (lingering close, RFC 9112 §9.6), so the client can read the error.
///
/// Timers, one armed at a time: the header timeout from the first byte of a request (408), the
/// body timeouts between reads and in total (408), the handler timeout (503, then close; the
/// handler is cancelled and a late result dropped), the send timeout (close), keep-alive idle
/// (silent close) and the lingering close.
///
/// The send timeout is a minimum rate, not mere progress: each `sendTimeout` window must move
/// at least `minSendRate × sendTimeout` bytes for the deadline to move on, and past
/// `connectionLifetime` it moves no more, so a reader that trickles cannot hold a connection
/// for ever. On shutdown the response being written is finished, then the connection closes.
struct Connection {
    enum State: Equatable {
        case reading
        case handling(HTTPRequest, startedAt: UInt64)
        case writing(closeAfter: Bool)
        /// Writing an event stream's events as they come (Connection+Streaming.swift).
        case streaming(EventStreamPhase)
        case lingering
        case closed
    }

    let configuration: ServerConfiguration
    let remoteAddress: String
    private let logger: @Sendable (String) -> Void
    private let clock: () -> UInt64
    private let date: () -> String
    /// The configuration's default response fields, written once.
    private let defaultFields: DefaultFields

    // Internal, not private, for the event streams' transitions (Connection+Streaming.swift).
    var state = State.reading
    private var parser: HTTPParser
    var input = InputBuffer()
    var openedAt: UInt64 = 0
    private var requestStartedAt: UInt64?
    private var bodyStartedAt: UInt64?
    /// When the connection last became idle between requests (the keep-alive timer's start).
    private var idleSince: UInt64 = 0
    /// Bytes sent in the current send window.
    var sentInWindow = 0
    private var peerClosed = false
    var shuttingDown = false
    /// The number of requests answered so far.
    private(set) var requestCount = 0
    /// The instant of the armed timer, if any.
    private(set) var deadline: UInt64?

    /// Whether the connection has been closed.
    var isClosed: Bool {
        // Matched, not compared: `==` would copy the state, and with it a request being handled.
        if case .closed = state { return true }
        return false
    }

    /// Whether the shell should read from the socket now: while a request is being received or
    /// the input drained. Not while a handler runs or a response is sent (backpressure: a
    /// client cannot make the server buffer more than one request ahead).
    var wantsInput: Bool {
        switch state {
        case .reading, .lingering, .streaming: true  // a stream reads to see its client leave
        case .handling, .writing, .closed: false
        }
    }

    /// Creates the machine for one accepted connection; `defaultFields` are the configuration's
    /// `responseHeaders` written once (the event loop's, shared by its connections), made here
    /// when nil.
    init(
        configuration: ServerConfiguration,
        remoteAddress: String,
        clock: @escaping () -> UInt64 = MonotonicClock.now,
        date: @escaping () -> String = HTTPDate.now,
        defaultFields: DefaultFields? = nil,
        logger: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.defaultFields = defaultFields ?? DefaultFields(configuration.responseHeaders)
        self.remoteAddress = remoteAddress
        self.clock = clock
        self.date = date
        self.logger = logger
        self.parser = HTTPParser(configuration: configuration, remoteAddress: remoteAddress)
    }

    /// Takes bytes read from the socket where they lie, as `bytesRead` takes its bytes (kept
    /// while a request is received, handled or answered; dropped while lingering or closed), for
    /// a `bytesRead([])` after it to act on: the shell's read buffer is not first copied into an
    /// array of its own (an allocation a read).
    mutating func receive(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch state {
        case .reading, .handling, .writing, .streaming: input.append(bytes)
        case .lingering, .closed: break
        }
    }

    /// Advances the machine by one event and returns what the shell must do.
    mutating func handle(_ event: Event) -> [Action] {
        var actions: [Action] = []
        handle(event, into: &actions)
        return actions
    }

    /// ``handle(_:)`` appending the actions to `actions`: a shell that keeps one list for every
    /// event (its room kept) makes no list per event, where each request made three (the
    /// request's, its response's, and the keep-alive timer's after the write).
    mutating func handle(_ event: Event, into actions: inout [Action]) {
        guard !isClosed else { return }
        let now = clock()
        switch event {
        case .opened:
            openedAt = now
            requestStartedAt = now
            actions.append(arm(now + seconds(configuration.headerTimeout)))
        case .bytesRead(let bytes):
            switch state {
            case .reading:
                input.append(bytes)
                process(now: now, into: &actions)
            case .handling, .writing:
                input.append(bytes)
                return
            case .streaming:
                input.append(bytes)
                return streamInputReceived(into: &actions)
            case .lingering, .closed:
                return
            }
        case .handlerFinished(let response):
            guard case .handling(let request, let startedAt) = state else {
                // Late (timed out): a stream it made is never attached.
                if let stream = response.stream { actions.append(.abandonStream(stream)) }
                return
            }
            respond(response, to: request, now: now, forceClose: false, elapsed: now &- startedAt, into: &actions)
        case .writeProgressed(let count):
            guard isSending else { return }
            sentInWindow += count
            let lifetimeOver = now &- openedAt >= seconds(configuration.connectionLifetime)
            guard sentInWindow >= minimumBytesPerWindow, !lifetimeOver else { return }  // the deadline stays
            sentInWindow = 0
            actions.append(arm(now + seconds(configuration.sendTimeout)))
        case .writeCompleted:
            if case .streaming(let phase) = state { return streamWritten(phase, now: now, into: &actions) }
            guard case .writing(let closeAfter) = state else { return }
            if closeAfter {
                if peerClosed { return close(into: &actions) }
                state = .lingering
                actions.append(.shutdownWrite)
                actions.append(arm(now + seconds(configuration.lingerTimeout)))
                return
            }
            state = .reading
            requestStartedAt = nil
            bodyStartedAt = nil
            idleSince = now
            process(now: now, into: &actions)
        case .timerFired:
            guard let deadline, now >= deadline else { return }
            switch state {
            case .reading:
                if requestStartedAt == nil || (requestCount == 0 && input.isBlank && parser.isIdle) {
                    return close(into: &actions)  // idle keep-alive (or a connection that never sent a byte)
                }
                // RFC 9110 §15.5.9: the head or body did not arrive in time.
                respond(
                    HTTPError(.requestTimeout, "The request was not received in time").response,
                    to: parser.requestInProgress, now: now, forceClose: true, elapsed: 0, into: &actions)
            case .handling(let request, let startedAt):
                // RFC 9110 §15.6.4: the handler overran its budget; its result will be dropped.
                let error = HTTPError(.serviceUnavailable, "The request took too long to handle")
                let elapsed = now &- startedAt
                actions.append(.cancelHandler)
                respond(error.response, to: request, now: now, forceClose: true, elapsed: elapsed, into: &actions)
            case .streaming(let phase):
                return streamTimerFired(phase, now: now, into: &actions)
            case .writing, .lingering, .closed:
                return close(into: &actions)  // a client that stopped reading, or the end of the lingering close
            }
        case .peerClosed:
            peerClosed = true
            switch state {
            case .writing:
                state = .writing(closeAfter: true)
                return
            case .handling:
                return  // a half-close after a whole request: answer it, then close
            case .reading, .lingering, .closed, .streaming:
                return close(into: &actions)  // mid-request, or a stream's client left: resources freed
            }
        case .shutdown:
            shuttingDown = true
            switch state {
            case .reading where input.isBlank && parser.isIdle:
                return close(into: &actions)
            case .writing:
                // Finish the response in flight (its head may be out already), then close:
                // no further pipelined request is started.
                state = .writing(closeAfter: true)
                return
            case .streaming(let phase):
                return endStream(phase, now: now, into: &actions)
            case .reading, .handling, .lingering, .closed:
                return  // a request in flight finishes and is answered with `Connection: close`
            }
        case .streamReady:
            streamReady(into: &actions)
        case .streamTaken(let batch):
            streamTaken(batch, now: now, into: &actions)
        }
    }

    /// Parses the buffer and answers at most one request.
    private mutating func process(now: UInt64, into actions: inout [Action]) {
        switch input.parse(with: &parser) {
        case .needMore:
            if parser.takeContinueExpectation() {
                actions.append(.write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)))
            }
            if parser.isReadingBody {
                let started = bodyStartedAt ?? now
                bodyStartedAt = started
                let total = started + seconds(configuration.bodyTotalTimeout)
                actions.append(arm(min(now + seconds(configuration.bodyReadTimeout), total)))
            } else if let started = requestStartedAt {
                actions.append(arm(started + seconds(configuration.headerTimeout)))
            } else if input.isBlank, parser.isIdle {
                // Idle: stray empty lines (RFC 9112 §2.2) do not extend the keep-alive time.
                actions.append(arm(idleSince + seconds(configuration.keepAliveTimeout)))
            } else {
                requestStartedAt = now
                actions.append(arm(now + seconds(configuration.headerTimeout)))
            }
        case .error(let error):
            respond(error.response, to: parser.requestInProgress, now: now, forceClose: true, elapsed: 0, into: &actions)
        case .request(let request):
            state = .handling(request, startedAt: now)
            actions.append(arm(now + seconds(configuration.handlerTimeout)))
            actions.append(.runHandler(request))
        }
    }

    /// Validates and serialises `response`, decides keep-alive, logs the request and moves to
    /// `writing`. An invalid response (see ``ResponseWriter/problem(in:)``) is replaced by a
    /// 500 with `Connection: close` before anything is decided, so the log, the `Connection`
    /// field and the machine agree.
    private mutating func respond(
        _ response: HTTPResponse, to request: HTTPRequest?, now: UInt64, forceClose: Bool,
        elapsed: UInt64, into actions: inout [Action]
    ) {
        var response = response
        var forceClose = forceClose
        let stream = response.stream
        let route = response.route
        if let problem = ResponseWriter.problem(in: response) {
            response = HTTPError(.internalServerError, problem).response
            forceClose = true
        }
        // An event stream is chunked in HTTP/1.1 and ends with the connection in HTTP/1.0.
        let chunked = response.stream != nil && request?.version == .http1_1
        let streams = response.stream != nil && request != nil && request?.method != .head
        if streams, !chunked { forceClose = true }
        requestCount += 1
        let keepAlive =
            !forceClose && request.map { shouldKeepAlive(request: $0, response: response, now: now) } ?? false
        let connectionField: String? =
            keepAlive ? (request?.version == .http1_0 ? "keep-alive" : nil) : "close"
        let output = ResponseWriter.serialize(
            response, isHead: request?.method == .head, connection: connectionField, date: date(),
            defaults: defaultFields, checked: true, chunked: chunked)
        if configuration.accessLog {
            logger(
                AccessLog.line(
                    request: request, raw: request == nil ? input.unread.prefix(AccessLog.maxRawLength + 1) : [],
                    remoteAddress: remoteAddress, status: response.status, bytes: output.contentLength,
                    nanoseconds: elapsed))
        }
        configuration.requestObserver?.observe(
            RequestSummary(route: route, method: request?.method, status: response.status, nanoseconds: elapsed))
        state = .writing(closeAfter: !keepAlive)
        actions.append(.write(output.head))
        if !output.body.isEmpty { actions.append(.write(output.body)) }
        if let file = output.file, file.size > 0 { actions.append(.sendFile(file)) }
        sentInWindow = 0
        actions.append(arm(now + seconds(configuration.sendTimeout)))
        if let stream {
            if streams {
                beginStream(stream, chunked: chunked, keepAlive: keepAlive, into: &actions)
            } else {
                actions.append(.abandonStream(stream))  // HEAD, or replaced by a 500
            }
        }
    }

    /// The bytes each send window must move for the send deadline to move on (at least 1).
    private var minimumBytesPerWindow: Int {
        let bytes = configuration.minSendRate * configuration.sendTimeout
        guard bytes.isFinite, bytes > 1 else { return bytes == .infinity ? Int.max : 1 }
        return bytes >= Double(Int.max) ? Int.max : Int(bytes)
    }

    /// RFC 9112 §9.3: persistent by default in 1.1, opt-in with `keep-alive` in 1.0; never past
    /// the request limit, the connection lifetime, a handler's `Connection: close`, the peer's
    /// half-close or shutdown.
    private func shouldKeepAlive(request: HTTPRequest, response: HTTPResponse, now: UInt64) -> Bool {
        if peerClosed { return false }
        let options = request.headers.tokens(for: "Connection")
        if options.contains("close") { return false }
        if request.version == .http1_0, !options.contains("keep-alive") { return false }
        if response.headers.tokens(for: "Connection").contains("close") { return false }
        if shuttingDown || requestCount >= configuration.maxRequestsPerConnection { return false }
        return now &- openedAt < seconds(configuration.connectionLifetime)
    }

    mutating func arm(_ instant: UInt64) -> Action {
        deadline = instant
        return .setTimer(instant)
    }

    mutating func close(into actions: inout [Action]) {
        state = .closed
        deadline = nil
        input.removeAll()
        actions.append(.close)
    }

    func seconds(_ value: Double) -> UInt64 { MonotonicClock.nanoseconds(value) }
}
