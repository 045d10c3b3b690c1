#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one event loop waits with, on its own thread: epoll(7) or poll(2) (``EventLoopKind``).
///
/// Both take the same registrations (a descriptor, the ``Readiness`` events wanted, and a token
/// that comes back with its events; see ``ChannelTable``) and report the same way:
/// level-triggered, errors and hang-ups always. An enum rather than a protocol, so the loop calls
/// its poller with a switch on two cases, never through a witness table.
///
/// ```swift
/// let poller = Poller.epoll(EpollPoller(descriptor: try Epoll.create()))
/// poller.add(descriptor, events: Readiness.input, token: token)
/// var ready: [(token: UInt64, events: UInt32)] = []
/// poller.wait(timeout: 1000, into: &ready)
/// ```
enum Poller {
    case epoll(EpollPoller)
    case poll(PollPoller)

    /// How a shared listening socket was registered by ``addListener(_:token:)``.
    enum ListenerRegistration: Equatable {
        /// One loop is woken per incoming connection (epoll's `EPOLLEXCLUSIVE`).
        case exclusive
        /// Every loop that polls the listener is woken, and all but one find nothing to accept:
        /// `refusal` is the `errno` with which the kernel refused an exclusive registration, nil
        /// when the mechanism has none (poll).
        case shared(refusal: Int32?)
        /// Not registered at all (this `errno`).
        case failed(Int32)
    }

    /// Which mechanism this is.
    var kind: EventLoopKind {
        switch self {
        case .epoll: .epoll
        case .poll: .poll
        }
    }

    /// Registers `descriptor` for `events`, tagged with `token`; false (with `errno` set) when
    /// it cannot be (already registered, or not a descriptor).
    @discardableResult
    func add(_ descriptor: Int32, events: UInt32, token: UInt64) -> Bool {
        switch self {
        case .epoll(let epoll): Epoll.add(epoll.descriptor, descriptor, events: events, token: token)
        case .poll(let poll): poll.add(descriptor, events: events, token: token)
        }
    }

    /// Registers the listening socket that every loop of the server shares, for input.
    func addListener(_ descriptor: Int32, token: UInt64) -> ListenerRegistration {
        switch self {
        case .epoll(let epoll): Epoll.addListener(epoll.descriptor, descriptor, token: token)
        case .poll(let poll):
            poll.add(descriptor, events: Readiness.input, token: token) ? .shared(refusal: nil) : .failed(errno)
        }
    }

    /// Changes the events `descriptor` is registered for (and its token).
    @discardableResult
    func modify(_ descriptor: Int32, events: UInt32, token: UInt64) -> Bool {
        switch self {
        case .epoll(let epoll): Epoll.modify(epoll.descriptor, descriptor, events: events, token: token)
        case .poll(let poll): poll.modify(descriptor, events: events, token: token)
        }
    }

    /// Unregisters `descriptor`.
    @discardableResult
    func remove(_ descriptor: Int32) -> Bool {
        switch self {
        case .epoll(let epoll): Epoll.remove(epoll.descriptor, descriptor)
        case .poll(let poll): poll.remove(descriptor)
        }
    }

    /// Waits up to `timeout` milliseconds (-1: forever) and puts the tokens of the ready
    /// registrations with their events into `ready` (emptied first; none on timeout or `EINTR`).
    func wait(timeout: Int32, into ready: inout [(token: UInt64, events: UInt32)]) {
        switch self {
        case .epoll(let epoll): Epoll.wait(epoll.descriptor, buffer: epoll.events, timeout: timeout, into: &ready)
        case .poll(let poll): poll.wait(timeout: timeout, into: &ready)
        }
    }
}
