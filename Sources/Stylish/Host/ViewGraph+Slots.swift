/// Slots: a key of its own for each of several modifiers alike on one view (`onChange`,
/// `onGeometryChange`, `.animation`, overlays), found in the last pass's order when the pass
/// follows it.
extension ViewGraph {
    /// A key of its own for one modifier of several alike on one view: `base` for the first this
    /// pass, `base#1`, `base#2`… for the next (modifiers resolve in the same order every pass).
    @usableFromInline
    func slot(_ base: String) -> String {
        slotVisit(base, "").key
    }

    /// The key of ``slot(_:)`` for the base `path + suffix` (`suffix` a literal such as
    /// `/onChange`), made only when the slot is not where the last pass had it: the usual pass
    /// gets the last pass's key, with no string made or hashed.
    @usableFromInline
    func slot(_ path: String, _ suffix: String) -> String {
        slotVisit(path, suffix).key
    }

    /// The slot of ``slot(_:_:)`` as its record, for ``observed(in:as:)`` and
    /// ``commitObserved(_:in:)``.
    @usableFromInline
    func observerSlot(_ path: String, _ suffix: String) -> SlotVisit {
        slotVisit(path, suffix)
    }

    /// Which of several modifiers alike on one view this is, this pass: 0, 1, 2…
    func slotIndex(_ base: String) -> Int {
        slotVisit(base, "").index
    }

    /// The slot of the base `path + suffix` this pass, listed in ``slotVisits``.
    ///
    /// While the pass's slots so far are the last pass's, in order, the base's count is the same
    /// as it was then, so the slot is the last pass's at this place. At the first that differs,
    /// the counts of the slots so far are made, and every slot from then on is counted by its
    /// base string. A base is the same whichever way it is cut into path and suffix.
    private func slotVisit(_ path: String, _ suffix: String) -> SlotVisit {
        noteTouch()
        var visits = slotVisits
        slotVisits = []
        defer { slotVisits = visits }
        if slotsFollowLastPass {
            let previous = previousSlotVisits
            let position = visits.count
            if position < previous.count {
                let last = previous[position]
                if last.suffix == suffix, last.path == path {
                    visits.append(last)
                    return last
                }
            }
            slotsFollowLastPass = false
            var counts = [String: Int]()
            for visit in visits { counts[visit.path + visit.suffix, default: 0] += 1 }
            slotCounts = counts
        }
        let base = path + suffix
        var counts = slotCounts
        slotCounts = Dictionary()
        // Read and counted up in one access of the entry: one hash of `base`, not a lookup and a store.
        let index = Self.postIncrement(&counts[base, default: 0])
        slotCounts = counts
        let visit = SlotVisit(path: path, suffix: suffix, index: index, key: index == 0 ? base : base + "#\(index)")
        visits.append(visit)
        return visit
    }

    /// `count`, then counts it up.
    private static func postIncrement(_ count: inout Int) -> Int {
        defer { count += 1 }
        return count
    }
}
