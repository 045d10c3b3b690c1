import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One event-loop thread's shared face: its epoll instance (none when it polls with poll(2)),
/// its wake-up pipe, and what other
/// threads may hand it (a shutdown request, handler results). The loop's own state lives in
/// ``EventLoopWorker``, which only the loop thread touches.
final class EventLoop: Sendable {
    /// A handler's response for the connection `descriptor`, opened as connection `id`.
    struct Completion: Sendable {
        var descriptor: Int32
        var id: UInt64
        var response: HTTPResponse
    }

    /// A connection another loop accepted and gave this one, which has fewer.
    struct Adoption: Sendable {
        var descriptor: Int32
        var address: String
    }

    /// An event stream of the connection `descriptor`, opened as connection `id`, has output
    /// or has ended (see ``EventStream``).
    struct StreamWakeUp: Sendable {
        var descriptor: Int32
        var id: UInt64
    }

    private struct Mailbox {
        var completions: [Completion] = []
        var adoptions: [Adoption] = []
        var streams: [StreamWakeUp] = []
        var isOpen = true
        /// False once the loop has left its run loop: it would never open another connection.
        var takesAdoptions = true

        var isEmpty: Bool { completions.isEmpty && adoptions.isEmpty && streams.isEmpty }
    }

    /// The epoll instance of this loop; nil when it waits with poll(2), whose registrations the
    /// loop thread keeps itself (``PollPoller``).
    let epoll: Int32?
    /// Read end of the wake-up pipe (registered in `epoll`).
    let wakeReader: Int32
    /// Write end of the wake-up pipe; written by a poster that saw the mailbox open (see ``post(_:)``).
    private let wakeWriter: Int32
    /// The listening socket, shared by all loops.
    let listener: Int32
    let configuration: ServerConfiguration
    /// The configuration's default response fields, written once for the loop's connections.
    let defaultFields: DefaultFields
    /// Decides, on the loop, whether a request is answered at once or by a handler.
    let routing: @Sendable (HTTPRequest) -> RequestRouting
    /// Run after quick handlers ran, at the end of their turn (``Router/turnEnded``).
    let turnEnded: (@Sendable () -> Void)?
    /// The threads that run handlers, shared by all loops.
    let pool: HandlerPool
    let logger: @Sendable (String) -> Void
    /// The connections given to this loop and not yet closed, adopted ones included from the
    /// moment they are handed over: what an accepting loop balances (see ``LoopGroup``).
    let assigned = Atomic<Int>(0)
    private let shutdownRequested = Atomic<Bool>(false)
    private let mailbox = Mutex(Mailbox())
    /// Posters about to write to the wake-up pipe outside the lock: it is closed only once none
    /// is left (none can start once the mailbox is closed).
    private let wakers = Atomic<Int>(0)

    init(
        listener: Int32, configuration: ServerConfiguration, pool: HandlerPool,
        logger: @escaping @Sendable (String) -> Void,
        routing: @escaping @Sendable (HTTPRequest) -> RequestRouting, turnEnded: (@Sendable () -> Void)? = nil
    ) throws(SocketError) {
        let epoll = configuration.eventLoop == .epoll ? try Epoll.create() : nil
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let code = errno
            if let epoll { close(epoll) }
            throw SocketError(operation: "pipe", code: code)
        }
        for end in pipeEnds { _ = DescriptorFlags.setNonBlockingAndCloseOnExec(end) }
        self.epoll = epoll
        self.wakeReader = pipeEnds[0]
        self.wakeWriter = pipeEnds[1]
        self.listener = listener
        self.configuration = configuration
        self.defaultFields = DefaultFields(configuration.responseHeaders)
        self.pool = pool
        self.logger = logger
        self.routing = routing
        self.turnEnded = turnEnded
    }

    /// The mechanism this loop waits with.
    var kind: EventLoopKind { epoll == nil ? .poll : .epoll }

    /// Whether `requestShutdown()` has been called.
    var isShuttingDown: Bool { shutdownRequested.load(ordering: .acquiring) }

    /// Runs the loop on the calling thread until it has shut down.
    func run(counter: SharedCounter, group: LoopGroup) {
        let worker = EventLoopWorker(loop: self, counter: counter, group: group)
        worker.run()
    }

    /// Asks the loop to stop accepting, finish in-flight requests and exit; thread-safe.
    func requestShutdown() {
        shutdownRequested.store(true, ordering: .releasing)
        mailbox.withLock { mailbox in
            if mailbox.isOpen { wake() }
        }
    }

    /// Hands a handler's response to the loop; thread-safe. Dropped once the loop is closed.
    ///
    /// The lock covers only the append: the wake-up write (one per batch, when the mailbox was
    /// empty) happens after it, so the loop taking a batch never waits for a system call.
    func post(_ completion: Completion) {
        _ = deliver { mailbox in
            mailbox.completions.append(completion)
            return true
        }
    }

    /// Tells the loop that the event stream of connection `id` on `descriptor` has something
    /// to take; thread-safe. Dropped once the loop is closed.
    func wakeStream(descriptor: Int32, id: UInt64) {
        _ = deliver { mailbox in
            mailbox.streams.append(StreamWakeUp(descriptor: descriptor, id: id))
            return true
        }
    }

    /// Hands the loop an accepted connection to serve; thread-safe. False when the loop has left
    /// its run loop or is closed: the caller still owns the descriptor.
    func adopt(_ adoption: Adoption) -> Bool {
        deliver { mailbox in
            guard mailbox.takesAdoptions else { return false }  // the loop has left its run loop
            mailbox.adoptions.append(adoption)
            return true
        }
    }

    /// Refuses further adoptions and returns those not yet opened, for the loop to close (loop
    /// thread, once it has left its run loop): the accepting loop then serves a connection itself.
    func stopAdopting() -> [Adoption] {
        mailbox.withLock { mailbox in
            mailbox.takesAdoptions = false
            defer { mailbox.adoptions = [] }
            return mailbox.adoptions
        }
    }

    /// Puts something in the mailbox (`put` says whether it did) and wakes the loop if it was
    /// empty; false when the mailbox is closed or `put` declined.
    private func deliver(_ put: (inout Mailbox) -> Bool) -> Bool {
        let (delivered, wakes) = mailbox.withLock { mailbox -> (Bool, Bool) in
            guard mailbox.isOpen else { return (false, false) }
            let wasEmpty = mailbox.isEmpty
            guard put(&mailbox) else { return (false, false) }
            guard wasEmpty else { return (true, false) }
            wakers.add(1, ordering: .acquiringAndReleasing)
            return (true, true)
        }
        if wakes {
            wake()
            wakers.subtract(1, ordering: .acquiringAndReleasing)
        }
        return delivered
    }

    /// Moves the responses posted and the connections handed over since the last call into
    /// `completions` and `adoptions`, which must be empty (loop thread). Both at once: a poster
    /// wakes the loop only when the mailbox was empty, so a mailbox emptied in two steps could
    /// take a post between them that wakes nobody, and then no later post would either. The
    /// arrays swap, so both sides keep their capacity and posting allocates nothing under the lock.
    func takeMail(completions: inout [Completion], adoptions: inout [Adoption], streams: inout [StreamWakeUp]) {
        mailbox.withLock { mailbox in
            swap(&mailbox.completions, &completions)
            swap(&mailbox.adoptions, &adoptions)
            swap(&mailbox.streams, &streams)
        }
    }

    /// Releases the loop's descriptors; call only after `run` has returned. Later `post`s are
    /// dropped, so a handler finishing after shutdown never writes to a reused descriptor.
    func closeDescriptors() {
        let orphans = mailbox.withLock { mailbox in
            mailbox.isOpen = false
            mailbox.completions = []
            mailbox.streams = []
            defer { mailbox.adoptions = [] }
            return mailbox.adoptions
        }
        for orphan in orphans { close(orphan.descriptor) }
        while wakers.load(ordering: .acquiring) > 0 { sched_yield() }
        close(wakeWriter)
        if let epoll { close(epoll) }
        close(wakeReader)
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }
}

/// A counter shared by all loops (open connections).
final class SharedCounter: Sendable {
    private let value = Atomic<Int>(0)

    /// The current value.
    var current: Int { value.load(ordering: .relaxed) }

    /// Adds one and returns the new value.
    func increment() -> Int { value.wrappingAdd(1, ordering: .relaxed).newValue }

    /// Subtracts one.
    func decrement() { value.wrappingSubtract(1, ordering: .relaxed) }
}
