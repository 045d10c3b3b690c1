/// The live side of one root view in one session: its records (and through them its `@State`),
/// the handlers of its interactive elements, the gestures in flight, and what the update under
/// way has changed. Not thread-safe: its owner (a session) serialises access.
@usableFromInline
final class ViewGraph {
    /// What an interactive element responds to, and the record whose evaluation registered it.
    struct TargetEntry {
        var handlers: TargetHandlers
        unowned(unsafe) let owner: Record
        /// The owner's evaluation that registered it: a second registration by that evaluation
        /// merges into it.
        let runStamp: Int
    }

    /// The interactive elements, by target id.
    @exclusivity(unchecked) private(set) var targets: [String: TargetEntry] = [:]
    /// The buttons held down now (a `press` event began), by target id.
    @exclusivity(unchecked) private(set) var pressed: Set<String> = []
    /// Drags in progress, by target id.
    @exclusivity(unchecked) var dragSessions: [String: DragSession] = [:]
    /// Long presses in progress, by target id.
    @exclusivity(unchecked) var pressSessions: [String: PressSession] = [:]
    /// What is being changed, and how it should animate.
    @exclusivity(unchecked) var transaction = Transaction()
    /// The animation of the update under way, if any part of it animates.
    @exclusivity(unchecked) var renderedAnimation: Animation?
    /// Actions to run once the update is laid out (`onChange`, `onGeometryChange`).
    @exclusivity(unchecked) private(set) var effects: [Effect] = []
    /// The `onDisappear` actions of the views that left during the update under way.
    @exclusivity(unchecked) private(set) var disappearances: [() -> Void] = []
    /// The sheets presented in the last full update, drawn over the canvas.
    let presentations = PresentationStack()
    /// What views asked of the app that it does not have, in the order first noted.
    @exclusivity(unchecked) private(set) var problems: [String] = []
    /// Values to start new `@State` boxes with instead of their initial values, by key (a
    /// checkpoint being restored, see ``ViewHost/restore(state:settings:)``); each is used once.
    @exclusivity(unchecked) var seed: [String: StateValue] = [:]
    /// The keys of `seed` whose value did not fit the box's type.
    @exclusivity(unchecked) var unusedSeed: Set<String> = []

    /// Whether the update under way evaluates every record again (nothing is kept).
    @exclusivity(unchecked) private(set) var isFullUpdate = true
    /// Counts the updates (each one `render()`, of one or more passes).
    @exclusivity(unchecked) private(set) var update = 0
    /// Counts the evaluations of records: each gets its own number.
    @exclusivity(unchecked) private var runs = 0
    /// What the update under way changed in the laid-out tree.
    let layoutChanges = LayoutChanges()
    /// The `@State` boxes in tree order, made again when records come or go.
    @exclusivity(unchecked) private var orderedStates: [AnyStateBox]?

    /// A number for a record's evaluation, unique in this graph.
    func nextRunStamp() -> Int {
        runs &+= 1
        return runs
    }

    /// Starts an update: with `full`, every record is evaluated again and every node made anew.
    func beginUpdate(full: Bool) {
        update &+= 1
        isFullUpdate = full
        renderedAnimation = nil
        layoutChanges.reset()
    }

    /// Makes the rest of the update under way a full one (see ``beginUpdate(full:)``).
    func escalateToFullUpdate() {
        isFullUpdate = true
        effects = []
        layoutChanges.reset()
    }

    /// Adds the `onDisappear` action of a view that left, to run with the update's actions (kept
    /// when the update starts over: the view that left is not evaluated again to add it anew).
    func noteDisappearance(_ action: @escaping () -> Void) {
        disappearances.append(action)
    }

    /// Takes the `onDisappear` actions to run.
    func takeDisappearances() -> [() -> Void] {
        defer { disappearances = [] }
        return disappearances
    }

    /// Adds an action to run once the update is laid out, on behalf of `record`.
    func addEffect(for record: Record, _ effect: @escaping () -> Void) {
        effects.append(Effect(run: effect, record: record))
    }

    /// Takes the actions to run.
    func takeEffects() -> [Effect] {
        defer { effects = [] }
        return effects
    }

    /// Marks the records of the actions left to run for evaluation at the next update, which finds
    /// them again (an update runs at most a few passes of actions).
    func deferPendingEffects() {
        for effect in effects { effect.record.invalidate() }
        effects = []
    }

    /// Registers what the interactive element at `id` responds to, on behalf of `record`.
    func register(_ handlers: TargetHandlers, at id: String, by record: Record, priority: GesturePriority = .exclusive) {
        if var entry = targets[id], entry.owner === record, entry.runStamp == record.runStamp {
            entry.handlers.merge(handlers, priority: priority)
            targets[id] = entry
        } else if priority == .exclusive {
            targets[id] = TargetEntry(handlers: handlers, owner: record, runStamp: record.runStamp)
        } else {
            var fresh = TargetHandlers()
            fresh.merge(handlers, priority: priority)
            targets[id] = TargetEntry(handlers: fresh, owner: record, runStamp: record.runStamp)
        }
        record.memory.noteTarget(id)
    }

    /// Drops the target at `id` when `record` registered it: its element left.
    func unregisterTarget(_ id: String, of record: Record) {
        guard let entry = targets[id], entry.owner === record else { return }
        targets[id] = nil
        pressed.remove(id)
        pressSessions[id] = nil
    }

    /// The handlers of the interactive element at `id`.
    func handlers(at id: String) -> TargetHandlers? {
        targets[id]?.handlers
    }

    /// Whether the button at `id` is held down.
    func isPressed(_ id: String) -> Bool {
        pressed.contains(id)
    }

    /// Holds the button at `id` down (`true`) or lets it go (`false`): the record that drew it is
    /// evaluated again.
    func setPressed(_ isPressed: Bool, _ id: String) {
        let changed = isPressed ? pressed.insert(id).inserted : pressed.remove(id) != nil
        if changed { targets[id]?.owner.invalidate() }
    }

    /// Whether a drag of the element `id` is under way (past its minimum distance, not ended).
    func isDragging(_ id: String) -> Bool {
        dragSessions[id]?.isActive ?? false
    }

    /// Drops the drags in progress on targets that no longer take them.
    func dropStaleDrags() {
        if dragSessions.contains(where: { targets[$0.key]?.handlers.drag == nil }) {
            dragSessions = dragSessions.filter { targets[$0.key]?.handlers.drag != nil }
        }
    }

    /// Notes that `node`'s content will be made again where it is laid out (a geometry reader's).
    func noteContentChanged(_ node: Node) {
        layoutChanges.noteRemade(node, sizes: node.chosenSizes, dependence: node.knownProposalDependence)
    }

    /// Gives `box` its value from the seed, if the seed has one for its key.
    func seed(_ box: AnyStateBox) {
        guard !seed.isEmpty, let value = seed.removeValue(forKey: box.key) else { return }
        if !box.restore(value) { unusedSeed.insert(box.key) }
    }

    /// Notes that the states in tree order must be listed again.
    func stateOrderChanged() {
        orderedStates = nil
    }

    /// The `@State` boxes of the tree below `root`, in tree order.
    func states(below root: Record) -> [AnyStateBox] {
        if let orderedStates { return orderedStates }
        var states: [AnyStateBox] = []
        func visit(_ record: Record) {
            states += record.memory.states
            for child in record.children { visit(child) }
        }
        visit(root)
        orderedStates = states
        return states
    }
}

/// An action to run once an update is laid out, and the record it acts for.
struct Effect {
    let run: () -> Void
    let record: Record
}

extension ViewGraph {
    /// Notes `problem` once.
    func noteProblem(_ problem: String) {
        if !problems.contains(problem) { problems.append(problem) }
    }
}
