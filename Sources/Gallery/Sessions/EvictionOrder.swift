/// Which idle session a full ``SessionStore`` evicts next, kept from one eviction to the next so
/// that each is not a walk of every session.
///
/// The policy is the store's: the least recently used idle session that never did work, else the
/// least recently used idle session that did; a session in use never goes. A walk of the sessions
/// keeps the ``limit`` oldest idle sessions of each kind, oldest first, with the time of each one's
/// last use then, and the sessions that were in use. Until the next walk:
///
/// - A kept session still in the store whose last use is still that time is *unchanged*: it was
///   not used since (a use moves the time on, and a session gets work only while in use), so it
///   is still idle and of its kind, and older than every session used or made since the walk.
/// - So the first unchanged session on a kind's list is the one to evict, unless one *changed*
///   since the walk is older and of the same kind: that can only be a session in use at the walk,
///   one added since, or one on a list that was used since, and they are looked at only when the
///   list has no unchanged session left. When the walk kept only part of the sessions of a kind
///   and the list runs out, a session it left out may be next: the sessions are walked again.
///
/// A walk costs one look at every session; it is made again after about ``limit`` evictions, or
/// when the sessions added since it pass four times ``limit``. With the store's 10,000 sessions
/// an eviction had walked them all, under the store's lock, for every new session of a full store.
///
/// Sessions are named by their ids, not held: a session the store drops is not kept alive here.
struct EvictionOrder {
    /// The most sessions of each kind a walk keeps.
    static let limit = 64

    /// A session kept by the walk, with the time of its last use then.
    private struct Kept {
        let key: SessionID
        let lastUsed: UInt64
    }

    /// Whether the lists below come from a walk still in force.
    private var walked = false
    /// The oldest idle sessions that never did work at the walk, oldest first, from `nextFresh` on.
    private var fresh: [Kept] = []
    private var nextFresh = 0
    /// The oldest idle sessions that did work at the walk, oldest first, from `nextWorked` on.
    private var worked: [Kept] = []
    private var nextWorked = 0
    /// Whether the walk kept every idle session of the kind (none was left out).
    private var keptEveryFresh = false
    private var keptEveryWorked = false
    /// The sessions in use at the walk, and those added since.
    private var changed: [SessionID] = []
    /// How many of ``changed`` were added since the walk (the rest were in use at it).
    private var addedSinceWalk = 0

    /// Forgets the walk (the store took in sessions it did not make).
    mutating func reset() {
        walked = false
        fresh = []
        worked = []
        changed = []
    }

    /// Notes a session added to the store since the walk.
    mutating func added(_ key: SessionID) {
        guard walked else { return }
        if addedSinceWalk >= 4 * Self.limit {
            reset()
        } else {
            changed.append(key)
            addedSinceWalk += 1
        }
    }

    /// The id of the idle session to evict from `sessions`, by the store's policy; nil when every
    /// session is in use. The caller removes it.
    mutating func victim(in sessions: [SessionID: Session]) -> SessionID? {
        if !walked { walk(sessions) }
        if let key = nextUnchanged(worked: false, in: sessions) { return key }
        if !keptEveryFresh { return walkAgain(sessions) }
        if let key = oldestChanged(worked: false, in: sessions) { return key }
        if let key = nextUnchanged(worked: true, in: sessions) { return key }
        // The walk left out sessions that did work: one of them may be next.
        if !keptEveryWorked { return walkAgain(sessions) }
        return oldestChanged(worked: true, in: sessions)
    }

    /// Walks the sessions again and answers from that walk (whose lists need no second walk).
    private mutating func walkAgain(_ sessions: [SessionID: Session]) -> SessionID? {
        walk(sessions)
        return nextUnchanged(worked: false, in: sessions) ?? oldestChanged(worked: false, in: sessions)
            ?? nextUnchanged(worked: true, in: sessions) ?? oldestChanged(worked: true, in: sessions)
    }

    /// Keeps the oldest idle sessions of each kind and the ids of those in use.
    private mutating func walk(_ sessions: [SessionID: Session]) {
        var oldestFresh = Oldest()
        var oldestWorked = Oldest()
        changed.removeAll(keepingCapacity: true)
        addedSinceWalk = 0
        for (key, session) in sessions {
            if session.isInUse {
                changed.append(key)
            } else if session.hasWorked {
                oldestWorked.offer(Kept(key: key, lastUsed: session.lastUsedNanoseconds))
            } else {
                oldestFresh.offer(Kept(key: key, lastUsed: session.lastUsedNanoseconds))
            }
        }
        (fresh, keptEveryFresh) = oldestFresh.sorted()
        (worked, keptEveryWorked) = oldestWorked.sorted()
        nextFresh = 0
        nextWorked = 0
        walked = true
    }

    /// The first session on the kind's list that is unchanged since the walk, passing over (for
    /// good) those that are not; nil when none is left.
    private mutating func nextUnchanged(worked isWorked: Bool, in sessions: [SessionID: Session]) -> SessionID? {
        let list = isWorked ? worked : fresh
        var index = isWorked ? nextWorked : nextFresh
        defer { if isWorked { nextWorked = index } else { nextFresh = index } }
        while index < list.count {
            let kept = list[index]
            index += 1
            // Its kind is checked too, though it cannot have changed: a session gets work only
            // while a request uses it, which moves its last use (``Session/recordWork()``).
            if let session = sessions[kept.key], session.lastUsedNanoseconds == kept.lastUsed, !session.isInUse,
                session.hasWorked == isWorked
            {
                return kept.key
            }
        }
        return nil
    }

    /// The least recently used idle session of the kind among those changed since the walk: in
    /// use then, added since, or kept and used since.
    private func oldestChanged(worked isWorked: Bool, in sessions: [SessionID: Session]) -> SessionID? {
        var best: (key: SessionID, lastUsed: UInt64)?
        func consider(_ key: SessionID) {
            guard let session = sessions[key], !session.isInUse, session.hasWorked == isWorked else { return }
            let lastUsed = session.lastUsedNanoseconds
            if best.map({ lastUsed < $0.lastUsed }) ?? true { best = (key, lastUsed) }
        }
        for key in changed { consider(key) }
        for list in [fresh, worked] {
            for kept in list {
                if let session = sessions[kept.key], session.lastUsedNanoseconds != kept.lastUsed { consider(kept.key) }
            }
        }
        return best?.key
    }

    /// The ``limit`` oldest of the sessions offered, and whether they were all.
    private struct Oldest {
        /// A max-heap by last use: its top is the newest kept, the first to give way.
        private var heap: [Kept] = []
        private var offered = 0

        mutating func offer(_ kept: Kept) {
            offered += 1
            if heap.count < EvictionOrder.limit {
                heap.append(kept)
                siftUp(heap.count - 1)
            } else if kept.lastUsed < heap[0].lastUsed {
                heap[0] = kept
                siftDown(0)
            }
        }

        /// The sessions kept, oldest first, and whether every one offered was kept.
        func sorted() -> ([Kept], Bool) {
            (heap.sorted { $0.lastUsed < $1.lastUsed }, offered <= EvictionOrder.limit)
        }

        private mutating func siftUp(_ start: Int) {
            var child = start
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[child].lastUsed > heap[parent].lastUsed else { return }
                heap.swapAt(child, parent)
                child = parent
            }
        }

        private mutating func siftDown(_ start: Int) {
            var parent = start
            while true {
                var largest = parent
                for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count {
                    if heap[child].lastUsed > heap[largest].lastUsed { largest = child }
                }
                guard largest != parent else { return }
                heap.swapAt(parent, largest)
                parent = largest
            }
        }
    }
}
