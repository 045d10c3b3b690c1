import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One event-loop thread's shared face: its epoll instance, its wake-up pipe, and the
/// commands other threads may send it. The loop's own state lives in ``EventLoopWorker``,
/// which only the loop thread touches.
final class EventLoop: Sendable {
    /// The epoll instance of this loop.
    let epoll: Int32
    /// Read end of the wake-up pipe (registered in `epoll`).
    let wakeReader: Int32
    /// Write end of the wake-up pipe.
    let wakeWriter: Int32
    /// The listening socket, shared by all loops.
    let listener: Int32
    let configuration: ServerConfiguration
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    let logger: @Sendable (String) -> Void
    private let shutdownRequested = Atomic<Bool>(false)

    init(
        listener: Int32, configuration: ServerConfiguration,
        logger: @escaping @Sendable (String) -> Void,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(SocketError) {
        self.epoll = try Epoll.create()
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let code = errno
            close(epoll)
            throw SocketError(operation: "pipe", code: code)
        }
        for end in pipeEnds {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        self.wakeReader = pipeEnds[0]
        self.wakeWriter = pipeEnds[1]
        self.listener = listener
        self.configuration = configuration
        self.logger = logger
        self.handler = handler
    }

    /// Whether `requestShutdown()` has been called.
    var isShuttingDown: Bool { shutdownRequested.load(ordering: .acquiring) }

    /// Runs the loop on the calling thread until it has shut down.
    func run(counter: SharedCounter) {
        let worker = EventLoopWorker(loop: self, counter: counter)
        worker.run()
    }

    /// Asks the loop to stop accepting, finish in-flight requests and exit; thread-safe.
    func requestShutdown() {
        shutdownRequested.store(true, ordering: .releasing)
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }

    /// Releases the loop's descriptors; call only after `run` has returned.
    func closeDescriptors() {
        close(epoll)
        close(wakeReader)
        close(wakeWriter)
    }
}

/// A counter shared by all loops (open connections).
final class SharedCounter: Sendable {
    private let value = Atomic<Int>(0)

    /// Adds one and returns the new value.
    func increment() -> Int { value.wrappingAdd(1, ordering: .relaxed).newValue }

    /// Subtracts one.
    func decrement() { value.wrappingSubtract(1, ordering: .relaxed) }
}
