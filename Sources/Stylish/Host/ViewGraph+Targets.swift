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
    func register(_ handlers: TargetHandlers, at id: String) {
        noteTouch()
        // The usual first registration of an id is stored as it is: merging it into empty
        // handlers gives the same handlers (for one tap handler at most), at the cost of a new
        // array of taps.
        // Taken out and put back, not changed in place (see ``beginRender()``).
        var targets = self.targets
        self.targets = Dictionary()
        defer { self.targets = targets }
        guard handlers.taps.count <= 1 else {
            targets[id, default: TargetHandlers()].merge(handlers)
            return
        }
        guard var merged = targets.updateValue(handlers, forKey: id) else { return }
        merged.merge(handlers)
        targets[id] = merged
    }
}
