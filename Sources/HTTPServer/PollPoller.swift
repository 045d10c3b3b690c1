#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The poll(2) side of a ``Poller``: the loop's registrations, kept by the loop itself and handed
/// to the kernel whole at every wait.
///
/// Registrations are stored as the `pollfd` array `poll` takes, with each one's token beside it,
/// and found by descriptor through a table indexed by descriptor (descriptors are small numbers),
/// so adding, changing and removing one is constant time. Removing moves the last entry into the
/// freed place. A wait copies the ready entries out before the loop acts on them, so the loop
/// may change registrations while it handles a batch.
final class PollPoller {
    private var entries: [pollfd] = []
    /// The token of each entry, at the same index.
    private var tokens: [UInt64] = []
    /// For each descriptor, the index of its entry, or -1.
    private var positions: [Int] = []

    /// An empty set of registrations.
    init() {}

    /// The number of descriptors registered.
    var count: Int { entries.count }

    /// Registers `descriptor` for `events` (``Readiness`` bits), tagged with `token`; false with
    /// `errno` `EBADF` for a negative descriptor, `EEXIST` for one already registered.
    func add(_ descriptor: Int32, events: UInt32, token: UInt64) -> Bool {
        guard descriptor >= 0 else {
            errno = EBADF
            return false
        }
        let slot = Int(descriptor)
        if slot >= positions.count { positions += repeatElement(-1, count: max(slot + 1, 2 * positions.count) - positions.count) }
        guard positions[slot] < 0 else {
            errno = EEXIST
            return false
        }
        positions[slot] = entries.count
        entries.append(pollfd(fd: descriptor, events: Self.pollEvents(events), revents: 0))
        tokens.append(token)
        return true
    }

    /// Changes the events `descriptor` is registered for, and its token; false with `errno`
    /// `ENOENT` if it is not registered.
    func modify(_ descriptor: Int32, events: UInt32, token: UInt64) -> Bool {
        guard let index = index(of: descriptor) else { return false }
        entries[index].events = Self.pollEvents(events)
        tokens[index] = token
        return true
    }

    /// Unregisters `descriptor`; false with `errno` `ENOENT` if it is not registered.
    func remove(_ descriptor: Int32) -> Bool {
        guard let index = index(of: descriptor) else { return false }
        positions[Int(descriptor)] = -1
        let last = entries.count - 1
        if index != last {
            entries[index] = entries[last]
            tokens[index] = tokens[last]
            positions[Int(entries[index].fd)] = index
        }
        entries.removeLast()
        tokens.removeLast()
        return true
    }

    /// Waits up to `timeout` milliseconds (-1: forever) and puts the tokens of the ready
    /// registrations with their events (``Readiness`` bits) into `ready` (emptied first; none on
    /// timeout or `EINTR`).
    func wait(timeout: Int32, into ready: inout [(token: UInt64, events: UInt32)]) {
        ready.removeAll(keepingCapacity: true)
        let count = entries.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), timeout) }
        guard count > 0 else { return }
        var left = Int(count)
        for index in entries.indices where entries[index].revents != 0 {
            ready.append((tokens[index], Self.readiness(entries[index].revents)))
            left -= 1
            if left == 0 { break }
        }
    }

    private func index(of descriptor: Int32) -> Int? {
        guard descriptor >= 0, Int(descriptor) < positions.count, positions[Int(descriptor)] >= 0 else {
            errno = ENOENT
            return nil
        }
        return positions[Int(descriptor)]
    }

    /// poll's events for `readiness`: input and output; errors and hang-ups are always reported.
    /// The peer's end of input (``Readiness/readHangUp``) shows as `POLLIN`.
    static func pollEvents(_ readiness: UInt32) -> Int16 {
        var events: Int16 = 0
        if readiness & (Readiness.input | Readiness.readHangUp) != 0 { events |= Int16(POLLIN) }
        if readiness & Readiness.output != 0 { events |= Int16(POLLOUT) }
        return events
    }

    /// The ``Readiness`` bits of poll's `revents` (`POLLNVAL`, a descriptor that is not open,
    /// counts as an error).
    static func readiness(_ revents: Int16) -> UInt32 {
        var readiness: UInt32 = 0
        if revents & Int16(POLLIN) != 0 { readiness |= Readiness.input }
        if revents & Int16(POLLOUT) != 0 { readiness |= Readiness.output }
        if revents & Int16(POLLERR | POLLNVAL) != 0 { readiness |= Readiness.error }
        if revents & Int16(POLLHUP) != 0 { readiness |= Readiness.hangUp }
        return readiness
    }
}
