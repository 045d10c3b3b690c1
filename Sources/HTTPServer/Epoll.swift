#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin access to Linux epoll(7), for ``EpollPoller``.
///
/// The toolchain's Glibc module does not export `<sys/epoll.h>` and the package has no C
/// target, so the three calls are looked up once with `dlsym` and called through C function
/// pointers; `struct epoll_event` is laid out by hand (packed on x86-64).
///
/// Each registration carries a 64-bit token that comes back with its events (the event loop
/// puts a connection's generation next to its descriptor there, so an event queued for a
/// closed connection is never taken for a new one that reuses the descriptor).
enum Epoll {
    /// `EPOLLEXCLUSIVE`; the other event bits are ``Readiness``'s.
    static let exclusive: UInt32 = 1 << 28

    private static let controlAdd: Int32 = 1
    private static let controlDelete: Int32 = 2
    private static let controlModify: Int32 = 3

    #if arch(x86_64)
        /// `sizeof(struct epoll_event)`: packed on x86-64.
        static let eventSize = 12
        private static let dataOffset = 4
    #else
        static let eventSize = 16
        private static let dataOffset = 8
    #endif

    private typealias CreateFunction = @convention(c) (Int32) -> Int32
    private typealias ControlFunction = @convention(c) (Int32, Int32, Int32, UnsafeMutableRawPointer?) -> Int32
    private typealias WaitFunction = @convention(c) (Int32, UnsafeMutableRawPointer?, Int32, Int32) -> Int32

    private struct Functions: @unchecked Sendable {
        // Immutable C function pointers resolved once; safe to share between threads.
        let create: CreateFunction
        let control: ControlFunction
        let wait: WaitFunction
    }

    private static let functions: Functions? = {
        guard let library = dlopen(nil, RTLD_NOW),
            let create = dlsym(library, "epoll_create1"),
            let control = dlsym(library, "epoll_ctl"),
            let wait = dlsym(library, "epoll_wait")
        else { return nil }
        return Functions(
            create: unsafeBitCast(create, to: CreateFunction.self),
            control: unsafeBitCast(control, to: ControlFunction.self),
            wait: unsafeBitCast(wait, to: WaitFunction.self))
    }()

    /// Creates an epoll instance (close-on-exec).
    static func create() throws(SocketError) -> Int32 {
        guard let functions else { throw SocketError(operation: "dlsym(epoll)", code: ENOSYS) }
        let descriptor = functions.create(O_CLOEXEC)
        guard descriptor >= 0 else { throw SocketError(operation: "epoll_create1", code: errno) }
        return descriptor
    }

    /// Registers `descriptor` for `events` (level-triggered), tagged with `token`.
    @discardableResult
    static func add(_ epoll: Int32, _ descriptor: Int32, events: UInt32, token: UInt64) -> Bool {
        control(epoll, controlAdd, descriptor, events, token)
    }

    /// Registers a listening socket shared by several epoll instances for input, with
    /// `EPOLLEXCLUSIVE` when the kernel accepts it and without it otherwise (older kernels,
    /// or a descriptor it does not support), so a loop never ends up not accepting.
    static func addListener(_ epoll: Int32, _ descriptor: Int32, token: UInt64) -> Poller.ListenerRegistration {
        if add(epoll, descriptor, events: Readiness.input | exclusive, token: token) { return .exclusive }
        let refusal = errno
        guard add(epoll, descriptor, events: Readiness.input, token: token) else { return .failed(errno) }
        return .shared(refusal: refusal)
    }

    /// Changes the events `descriptor` is registered for (and its token).
    @discardableResult
    static func modify(_ epoll: Int32, _ descriptor: Int32, events: UInt32, token: UInt64) -> Bool {
        control(epoll, controlModify, descriptor, events, token)
    }

    /// Unregisters `descriptor`.
    @discardableResult
    static func remove(_ epoll: Int32, _ descriptor: Int32) -> Bool {
        control(epoll, controlDelete, descriptor, 0, 0)
    }

    private static func control(
        _ epoll: Int32, _ operation: Int32, _ descriptor: Int32, _ events: UInt32, _ token: UInt64
    ) -> Bool {
        guard let functions else {
            errno = ENOSYS
            return false
        }
        // The event lives on the stack: a registration allocates nothing.
        return withUnsafeTemporaryAllocation(byteCount: eventSize, alignment: 8) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            raw.storeBytes(of: events, toByteOffset: 0, as: UInt32.self)
            raw.storeBytes(of: token, toByteOffset: dataOffset, as: UInt64.self)
            return functions.control(epoll, operation, descriptor, raw.baseAddress) == 0
        }
    }

    /// Waits up to `timeout` milliseconds (-1: forever) and puts the tokens of the ready
    /// registrations with their events into `ready` (emptied first; none on timeout or `EINTR`).
    /// `buffer` holds the kernel's events: a multiple of ``eventSize`` bytes.
    static func wait(
        _ epoll: Int32, buffer: UnsafeMutableRawBufferPointer, timeout: Int32,
        into ready: inout [(token: UInt64, events: UInt32)]
    ) {
        ready.removeAll(keepingCapacity: true)
        guard let functions else { return }
        let capacity = Int32(buffer.count / eventSize)
        let count = functions.wait(epoll, buffer.baseAddress, capacity, timeout)
        guard count > 0 else { return }
        for index in 0..<Int(count) {
            let base = index * eventSize
            let events = buffer.loadUnaligned(fromByteOffset: base, as: UInt32.self)
            let token = buffer.loadUnaligned(fromByteOffset: base + dataOffset, as: UInt64.self)
            ready.append((token, events))
        }
    }
}
