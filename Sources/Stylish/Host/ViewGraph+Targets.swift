/// What the graph keeps of the interactive elements between events: their handlers, the
/// buttons held down and the drags in progress.
extension ViewGraph {
    /// Whether the button at `id` is held down.
    func isPressed(_ id: String) -> Bool {
        let pressed = self.pressed
        return pressed.contains(id)
    }

    /// Holds the button at `id` down (`true`) or lets it go (`false`).
    func setPressed(_ isPressed: Bool, _ id: String) {
        var changed = pressed
        pressed = []
        if isPressed { changed.insert(id) } else { changed.remove(id) }
        pressed = changed
    }

    /// The handlers registered for the interactive element at `id` in the last render.
    func handlers(at id: String) -> TargetHandlers? {
        let targets = self.targets
        return targets[id]
    }

    /// The drag in progress on the element at `id`, if any.
    func dragSession(at id: String) -> DragSession? {
        let sessions = dragSessions
        return sessions[id]
    }

    /// Keeps `session` as the drag in progress on the element at `id` (none, for `nil`).
    func setDragSession(_ session: DragSession?, at id: String) {
        var changed = dragSessions
        dragSessions = Dictionary()
        changed[id] = session
        dragSessions = changed
    }

    /// Whether a drag of the element `id` is under way (past its minimum distance, not ended).
    func isDragging(_ id: String) -> Bool {
        noteTouch()
        let sessions = dragSessions
        return sessions[id]?.isActive ?? false
    }

    /// Registers what an interactive element at `id` responds to.
    ///
    /// While the pass registers the last pass's ids in the last pass's order (the usual pass),
    /// the entry is overwritten (or merged into, for an id registered again) where the last pass
    /// left it: no hash of the id, no search of the table, no emptying of it when the pass began.
    func register(_ handlers: TargetHandlers, at id: String) {
        noteTouch()
        // Taken out and put back, not changed in place (see ``ViewGraph``).
        var visits = targetVisits
        targetVisits = []
        defer { targetVisits = visits }
        var targets = self.targets
        self.targets = Dictionary()
        defer { self.targets = targets }
        if targetsFollowLastPass {
            let previous = previousTargetVisits
            if visits.count < previous.count, let index = previous[visits.count].index,
                previous[visits.count].id == id
            {
                let visit = previous[visits.count]
                if visit.merges {
                    targets.values[index].merge(handlers)
                } else {
                    targets.values[index] = handlers
                }
                visits.append(visit)
                return
            }
            targetsFollowLastPass = false
            // Every entry of the last pass registered again: the table holds this pass's already.
            if visits.count != previous.count { targets = Self.entries(of: visits, in: targets) }
        }
        // The usual first registration of an id is stored as it is: merging it into empty
        // handlers gives the same handlers (for one tap handler at most), at the cost of a new
        // array of taps.
        guard handlers.taps.count <= 1 else {
            let merges = targets[id] != nil
            targets[id, default: TargetHandlers()].merge(handlers)
            visits.append(TargetVisit(id: id, index: nil, merges: merges))
            return
        }
        guard var merged = targets.updateValue(handlers, forKey: id) else {
            visits.append(TargetVisit(id: id, index: nil, merges: false))
            return
        }
        merged.merge(handlers)
        targets[id] = merged
        visits.append(TargetVisit(id: id, index: nil, merges: true))
    }

    /// The entries of `targets` that `visits`, registrations that followed the last pass's,
    /// made: the last pass's entries not registered again are left out.
    private static func entries(
        of visits: [TargetVisit], in targets: [String: TargetHandlers]
    ) -> [String: TargetHandlers] {
        var kept: [String: TargetHandlers] = [:]
        kept.reserveCapacity(targets.count)
        for visit in visits where !visit.merges {
            if let index = visit.index { kept[visit.id] = targets.values[index] }
        }
        return kept
    }

    /// Starts a pass's registrations: the last pass's become the order this pass may follow.
    /// A pass that did not end (``endTargets()``) left no order to follow: the targets are
    /// emptied, as every pass did before they were kept.
    func beginTargets() {
        var visits = previousTargetVisits
        previousTargetVisits = targetVisits
        visits.removeAll(keepingCapacity: true)
        targetVisits = visits
        targetsFollowLastPass = targetsEnded
        targetsEnded = false
        if !targetsFollowLastPass {
            previousTargetVisits = []
            var targets = self.targets
            self.targets = Dictionary()
            targets.removeAll(keepingCapacity: true)
            self.targets = targets
        }
    }

    /// Ends a pass's registrations: the last pass's entries not registered again are dropped,
    /// and where each of this pass's ids is is noted for the next pass (found by hashing only
    /// when the table was rebuilt or its entries moved).
    func endTargets() {
        defer { targetsEnded = true }
        var visits = targetVisits
        if targetsFollowLastPass {
            // The same registrations as the last pass: the same entries, where they were.
            if visits.count == previousTargetVisits.count { return }
            self.targets = Self.entries(of: visits, in: self.targets)
        }
        targetVisits = []
        let targets = self.targets
        for position in visits.indices {
            visits[position].index = targets.index(forKey: visits[position].id)
        }
        targetVisits = visits
    }
}

/// One registration of a pass (``ViewGraph/register(_:at:)``): its id, whether it merged into
/// an entry registered before it in the pass, and where the id's entry is in the targets once
/// the pass ended.
struct TargetVisit {
    let id: String
    var index: Dictionary<String, TargetHandlers>.Index?
    let merges: Bool
}
