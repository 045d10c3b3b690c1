#if canImport(Glibc)
    import Glibc
#endif

/// Thin access to Linux epoll(7).
///
/// The toolchain's Glibc module does not export `<sys/epoll.h>` and the package has no C
/// target, so the three calls are looked up once with `dlsym` and called through C function
/// pointers; `struct epoll_event` is laid out by hand (packed on x86-64).
enum Epoll {
    static let input: UInt32 = 0x001
    static let output: UInt32 = 0x004
    static let error: UInt32 = 0x008
    static let hangUp: UInt32 = 0x010
    static let readHangUp: UInt32 = 0x2000
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

    /// Registers `descriptor` for `events` (level-triggered).
    @discardableResult
    static func add(_ epoll: Int32, _ descriptor: Int32, events: UInt32) -> Bool {
        control(epoll, controlAdd, descriptor, events)
    }

    /// Changes the events `descriptor` is registered for.
    @discardableResult
    static func modify(_ epoll: Int32, _ descriptor: Int32, events: UInt32) -> Bool {
        control(epoll, controlModify, descriptor, events)
    }

    /// Unregisters `descriptor`.
    @discardableResult
    static func remove(_ epoll: Int32, _ descriptor: Int32) -> Bool {
        control(epoll, controlDelete, descriptor, 0)
    }

    private static func control(_ epoll: Int32, _ operation: Int32, _ descriptor: Int32, _ events: UInt32) -> Bool {
        guard let functions else { return false }
        var storage = [UInt8](repeating: 0, count: eventSize)
        return storage.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: events, toByteOffset: 0, as: UInt32.self)
            raw.storeBytes(of: UInt64(UInt32(bitPattern: descriptor)), toByteOffset: dataOffset, as: UInt64.self)
            return functions.control(epoll, operation, descriptor, raw.baseAddress) == 0
        }
    }

    /// Waits up to `timeout` milliseconds (-1: forever) and returns the ready descriptors with
    /// their events; empty on timeout or `EINTR`.
    static func wait(_ epoll: Int32, buffer: UnsafeMutableRawBufferPointer, timeout: Int32) -> [(
        descriptor: Int32, events: UInt32
    )] {
        guard let functions else { return [] }
        let capacity = Int32(buffer.count / eventSize)
        let count = functions.wait(epoll, buffer.baseAddress, capacity, timeout)
        guard count > 0 else { return [] }
        return (0..<Int(count)).map { index in
            let base = index * eventSize
            let events = buffer.loadUnaligned(fromByteOffset: base, as: UInt32.self)
            let data = buffer.loadUnaligned(fromByteOffset: base + dataOffset, as: UInt64.self)
            return (Int32(bitPattern: UInt32(truncatingIfNeeded: data)), events)
        }
    }
}
