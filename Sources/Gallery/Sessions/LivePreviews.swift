import Synchronization

/// The live previews of every session, at most ``limit`` of them: beyond it, the least recently
/// used go to sleep (``PreviewInstance/hibernate()``), dropping their view host until next used.
///
/// A live preview holds a view host (node tree, cached rendering and its HTML): about 16 KB for a
/// slider, against a few hundred bytes asleep. The bound is kept with the CLOCK approximation of
/// least-recently-used: each live preview has a ``LiveSlot`` on a ring, and a use only sets the
/// slot's `used` flag (one atomic store, no lock, on the drag path). When a preview wakes or is
/// made, its slot joins the ring (one short lock); when the ring is over the limit, a hand goes
/// round it, giving each slot that was used since the hand last passed a second chance (clearing
/// its flag) and taking the first that was not. Nothing is rendered under the lock: the slots
/// taken are handed back, and their owner's session puts each preview to sleep under the
/// session's own lock, or gives the slot back when it cannot (see ``Session``).
final class LivePreviews: Sendable {
    private struct Ring {
        var slots: [LiveSlot] = []
        var hand = 0
    }

    /// The most live previews kept across all sessions (previews that cannot sleep aside).
    let limit: Int
    /// Whether a preview put to sleep keeps the digest of its snapshot (see
    /// ``PreviewInstance/hibernate(keepingDigest:)``): only sessions that are saved need it.
    let keepsDigests: Bool
    private let ring = Mutex(Ring())

    /// A bound of `limit` live previews (at least 1), whose previews keep the digest of their
    /// snapshot when they sleep if `keepsDigests`.
    init(limit: Int, keepsDigests: Bool = true) {
        self.limit = max(1, limit)
        self.keepsDigests = keepsDigests
    }

    /// The number of slots on the ring now.
    var count: Int { ring.withLock { $0.slots.count } }

    /// The most slots one ``admit(_:)`` takes off, so that a ring held over the limit by previews
    /// that cannot sleep (in the middle of a drag, say) costs each admission a bounded amount.
    static let maximumVictims = 8

    /// Puts `slot` on the ring (as just used) and takes off the slots whose previews should go to
    /// sleep to keep within ``limit``: the caller puts those previews to sleep, outside any lock.
    func admit(_ slot: LiveSlot) -> [LiveSlot] {
        slot.used.store(true, ordering: .relaxed)
        return ring.withLock { ring in
            slot.position.store(ring.slots.count, ordering: .relaxed)
            ring.slots.append(slot)
            var victims: [LiveSlot] = []
            // Two rounds clear every flag, so the hand always finds a victim within them.
            var steps = 2 * ring.slots.count
            while ring.slots.count > limit, steps > 0, victims.count < Self.maximumVictims {
                steps -= 1
                if ring.hand >= ring.slots.count { ring.hand = 0 }
                let candidate = ring.slots[ring.hand]
                if candidate.session == nil {
                    // Its session is gone (expired, evicted), and its preview with it.
                    Self.remove(at: ring.hand, from: &ring)
                } else if candidate.used.exchange(false, ordering: .relaxed) {
                    ring.hand += 1
                } else {
                    Self.remove(at: ring.hand, from: &ring)
                    victims.append(candidate)
                }
            }
            return victims
        }
    }

    /// Previews taken off the ring whose sleep was left to another thread and has not happened yet.
    private let deferredSleeps = Atomic<Int>(0)

    /// The most sleeps left to other threads at once. Beyond it, whoever took the previews off the
    /// ring puts them to sleep itself: previews made faster than another thread puts them to sleep
    /// (a flood of new sessions on the event loops) would otherwise pile up awake, about 16 KB each.
    static let maximumDeferredSleeps = 64

    /// Whether the sleep of `count` previews may be left to another thread: if so, they are counted
    /// as outstanding until ``finishDeferredSleeps(_:)``; if not, the caller puts them to sleep itself.
    func reserveDeferredSleeps(_ count: Int) -> Bool {
        if deferredSleeps.add(count, ordering: .relaxed).newValue <= Self.maximumDeferredSleeps { return true }
        deferredSleeps.subtract(count, ordering: .relaxed)
        return false
    }

    /// Counts `count` sleeps reserved with ``reserveDeferredSleeps(_:)`` as done.
    func finishDeferredSleeps(_ count: Int) {
        deferredSleeps.subtract(count, ordering: .relaxed)
    }

    /// Puts back on the ring a slot that ``admit(_:)`` took off but whose preview could not sleep
    /// (in use, or not quiet): marked used, so the hand passes it once before taking it again.
    func readmit(_ slot: LiveSlot) {
        slot.used.store(true, ordering: .relaxed)
        ring.withLock { ring in
            slot.position.store(ring.slots.count, ordering: .relaxed)
            ring.slots.append(slot)
        }
    }

    /// Takes `slot` off the ring, if it is on it (its preview was reset or dropped).
    func remove(_ slot: LiveSlot) {
        ring.withLock { ring in
            let position = slot.position.load(ordering: .relaxed)
            guard position >= 0, position < ring.slots.count, ring.slots[position] === slot else { return }
            Self.remove(at: position, from: &ring)
        }
    }

    /// Removes the slot at `position` in O(1), moving the last slot into its place.
    private static func remove(at position: Int, from ring: inout Ring) {
        ring.slots[position].position.store(-1, ordering: .relaxed)
        let last = ring.slots.removeLast()
        if position < ring.slots.count {
            ring.slots[position] = last
            last.position.store(position, ordering: .relaxed)
        }
    }
}

/// A live preview's place on the ``LivePreviews`` ring: which session's preview it is, and whether
/// it was used since the ring's hand last passed.
///
/// `@unchecked Sendable` for its one weak reference, written once in `init` (Swift's weak
/// references are safe to load from any thread); the rest is atomic.
final class LiveSlot: @unchecked Sendable {
    /// The session whose preview this is; nil once the store has dropped the session (the slot
    /// must not keep it, and its previews, alive).
    private(set) weak var session: Session?
    /// The preview's key in its session (its id, or its id and variant for a matrix cell).
    let key: String
    /// Whether the preview was used since the hand last passed.
    let used = Atomic<Bool>(true)
    /// The slot's index on the ring (-1: off it); read and written under the ring's lock.
    let position = Atomic<Int>(-1)

    /// The slot of `session`'s preview `key`.
    init(session: Session, key: String) {
        self.session = session
        self.key = key
    }

    /// Notes a use of the preview: one relaxed load, and a store only when the flag was clear.
    func markUsed() {
        if !used.load(ordering: .relaxed) { used.store(true, ordering: .relaxed) }
    }
}
