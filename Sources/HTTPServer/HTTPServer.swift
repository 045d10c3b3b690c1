import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server: event loops (epoll or poll, see ``ServerConfiguration/eventLoop``)
/// on a fixed number of threads, keep-alive, limits and timeouts, graceful shutdown.
///
/// The event loops parse requests, serve static files (streamed with `sendfile(2)` on Linux) and write
/// responses; route handlers run on a separate pool of `handlerThreads` threads. A handler that
/// takes longer than `handlerTimeout` gets its client a 503 (and the connection closed) while
/// everything else keeps being served.
///
/// ```swift
/// var router = Router()
/// router.add(.get, "/hello") { _ in .text("Hello") }
/// let server = HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0),
///                         logger: { print($0) }, router: router)
/// try server.start()
/// print("listening on \(server.port)")
/// server.installSignalHandlers()
/// server.waitUntilStopped()
/// ```
public final class HTTPServer: Sendable {
    private struct Running: Sendable {
        var listener: Int32
        var port: Int
        var loops: [EventLoop]
        var pool: HandlerPool
    }

    private enum State: Sendable {
        case idle
        case running(Running)
        case stopping
        case stopped
    }

    private let configuration: ServerConfiguration
    private let logger: @Sendable (String) -> Void
    private let routing: @Sendable (HTTPRequest) -> RequestRouting
    /// The router's ``Router/turnEnded``, run by each loop at the end of its turns.
    private let turnEnded: (@Sendable () -> Void)?
    private let counter = SharedCounter()
    private let state = Mutex<State>(.idle)
    private let boundPort = Atomic<Int>(0)
    private let loopsRunning = DispatchGroup()
    private let stopped = DispatchSemaphore(value: 0)
    private let signalSources = Mutex<[SignalSources]>([])

    /// Creates a server that answers every request with `handler` (run on the handler pool),
    /// logging one line per request.
    public convenience init(
        configuration: ServerConfiguration,
        logger: @escaping @Sendable (String) -> Void = { _ in },
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) {
        self.init(configuration: configuration, logger: logger, routing: { request in .run(handler, request) })
    }

    /// Creates a server that answers with `router`: its handlers on the handler pool, its
    /// quick handlers, static files, 404s and 405s on the event loop.
    public convenience init(
        configuration: ServerConfiguration,
        logger: @escaping @Sendable (String) -> Void = { _ in },
        router: Router
    ) {
        self.init(
            configuration: configuration, logger: logger, routing: { router.routing(for: $0) },
            turnEnded: router.turnEnded)
    }

    init(
        configuration: ServerConfiguration, logger: @escaping @Sendable (String) -> Void,
        routing: @escaping @Sendable (HTTPRequest) -> RequestRouting, turnEnded: (@Sendable () -> Void)? = nil
    ) {
        self.configuration = configuration
        self.logger = logger
        self.routing = routing
        self.turnEnded = turnEnded
        self.boundPort.store(configuration.port, ordering: .relaxed)
    }

    /// The number of open connections (for tests and monitoring).
    var connectionCount: Int { counter.current }

    /// The number of handler calls waiting for a handler thread (for tests and monitoring).
    var queuedHandlerCount: Int {
        state.withLock { state in
            if case .running(let running) = state { return running.pool.queuedCount }
            return 0
        }
    }

    /// What the running event loops wait with; nil before ``start()`` and once shut down.
    public var eventLoop: EventLoopKind? {
        state.withLock { state in
            if case .running(let running) = state { return running.loops.first?.kind }
            return nil
        }
    }

    /// The port the server listens on: the real one once started, even for port 0.
    public var port: Int { boundPort.load(ordering: .acquiring) }

    /// Binds, listens and starts the event-loop threads, then returns.
    ///
    /// Ignores `SIGPIPE` for the process (writes also use `MSG_NOSIGNAL`, or `SO_NOSIGPIPE`).
    /// - Throws: ``SocketError`` if the address cannot be bound or the configured event loop is
    ///   not available here (epoll outside Linux); `HTTPError` is never thrown.
    public func start() throws {
        try state.withLock { state in
            guard case .idle = state else {
                throw SocketError(operation: "start (already started)", code: EINVAL)
            }
            guard configuration.eventLoop.isAvailable else {
                throw SocketError(
                    operation: "start (eventLoop \(configuration.eventLoop) is not available on this system)", code: ENOSYS)
            }
            signal(SIGPIPE, SIG_IGN)
            let defaults = HTTPHeaders(configuration.responseHeaders.map { ($0.name, $0.value) })
            guard ResponseWriter.isValid(defaults) else {
                throw SocketError(operation: "start (responseHeaders holds an invalid field)", code: EINVAL)
            }
            let (listener, port) = try Socket.listen(
                host: configuration.host, port: configuration.port, backlog: configuration.backlog)
            var loops: [EventLoop] = []
            let pool = HandlerPool(
                threads: configuration.handlerThreads, capacity: configuration.maxQueuedHandlers, name: "http-handler")
            do {
                for _ in 0..<max(1, configuration.workers) {
                    loops.append(
                        try EventLoop(
                            listener: listener, configuration: configuration, pool: pool, logger: logger,
                            routing: routing, turnEnded: turnEnded))
                }
            } catch {
                for loop in loops { loop.closeDescriptors() }
                pool.stop()
                close(listener)
                throw error
            }
            let counter = counter
            let group = LoopGroup(loops)
            for (index, loop) in loops.enumerated() {
                loopsRunning.enter()
                let thread = Thread { [loopsRunning] in
                    loop.run(counter: counter, group: group)
                    loopsRunning.leave()
                }
                thread.name = "http-loop-\(index)"
                thread.start()
            }
            boundPort.store(port, ordering: .releasing)
            state = .running(Running(listener: listener, port: port, loops: loops, pool: pool))
        }
    }

    /// Stops accepting, lets in-flight requests finish within the grace period, closes every
    /// connection and returns once all loops have exited. Safe to call more than once.
    ///
    /// A handler still running when the grace period ends is abandoned: its connection is
    /// closed and its result dropped. Do not call it from a handler: it would wait for itself.
    public func shutdown() {
        let running: Running? = state.withLock { state in
            switch state {
            case .running(let running):
                state = .stopping
                return running
            case .idle:
                state = .stopped
                stopped.signal()
                return nil
            case .stopping, .stopped:
                return nil
            }
        }
        guard let running else {
            waitUntilStopped()
            return
        }
        for loop in running.loops { loop.requestShutdown() }
        // Stop listening at once (Linux: a listening socket shut for reading refuses new
        // connections), while the descriptor stays valid until the loops have let go of it.
        shutdownReading(running.listener)
        loopsRunning.wait()
        running.pool.stop()
        for loop in running.loops { loop.closeDescriptors() }
        close(running.listener)
        state.withLock { $0 = .stopped }
        stopped.signal()
    }

    /// Blocks until ``shutdown()`` has finished (from any thread, e.g. a signal handler).
    public func waitUntilStopped() {
        stopped.wait()
        stopped.signal()  // let other waiters through too
    }

    /// Shuts the server down gracefully on `SIGINT` or `SIGTERM` (or the given signals).
    ///
    /// Uses `DispatchSource` signal sources, so no work runs inside a signal handler, on a private
    /// serial queue: work waiting on a global concurrent queue makes libdispatch open
    /// `/proc/TID/stat` once a second, and it traps (`SIGILL`) if no descriptor is left.
    public func installSignalHandlers(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        let queue = DispatchQueue(label: "http-server.signals")
        let sources = signals.map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [weak self] in
                self?.logger("received signal \(number), shutting down")
                self?.shutdown()
            }
            source.resume()
            return source
        }
        let retained = SignalSources(sources)
        signalSources.withLock { $0.append(retained) }
    }
}

/// `shutdown(2)` of `descriptor` for reading, by its C library's name (``HTTPServer/shutdown()``
/// hides it).
private func shutdownReading(_ descriptor: Int32) {
    #if canImport(Glibc)
        _ = Glibc.shutdown(descriptor, Int32(SHUT_RD))
    #else
        _ = Darwin.shutdown(descriptor, Int32(SHUT_RD))
    #endif
}

/// Keeps signal sources alive for the server's lifetime.
///
/// `@unchecked Sendable`: the array is immutable after init and only retained, never used
/// again; the sources themselves are thread-safe Dispatch objects.
private final class SignalSources: @unchecked Sendable {
    let sources: [any DispatchSourceSignal]

    init(_ sources: [any DispatchSourceSignal]) {
        self.sources = sources
    }
}
