/// Checkpoints: a host's `@State` values as plain data, and a new host started from them, so that
/// an owner can keep a view's model without keeping every event that built it.
extension ViewHost {
    /// Whether no gesture is under way: no drag in progress, no button or long press held down.
    ///
    /// The gestures in flight live outside `@State`, so a checkpoint is only exact at such a
    /// quiet point.
    public var isQuiet: Bool { graph.dragSessions.isEmpty && graph.pressed.isEmpty && graph.pressSessions.isEmpty }

    /// The `@State` values of the last render by structural key, in tree order.
    ///
    /// Nil when one of them has no exact plain form (a type `StateValue` only describes, or a
    /// value that does not convert back to its type), so the owner keeps its events instead.
    public func stateCheckpoint() -> [(key: String, value: StateValue)]? {
        var checkpoint: [(key: String, value: StateValue)] = []
        for box in graph.states(below: root) {
            let value = StateValue.checkpointing(box.anyValue)
            guard box.accepts(value) else { return nil }
            checkpoint.append((box.key, value))
        }
        return checkpoint
    }

    /// Renders a new host with the state values of a checkpoint.
    ///
    /// The host must not have rendered yet. `state`'s values, from ``stateCheckpoint()``, take
    /// the place of the views' initial values, after `settings` are applied (geometry and
    /// environment events, which set what lives outside `@State`).
    ///
    /// The settings are applied before the first render, so the views meet their restored values
    /// and their geometry at once, as the host the values came from last saw them. Only the values
    /// come back: an owner checks the result against that host. Throws when the host has rendered
    /// before, a setting is another kind of event, or a value does not fit the view it names (the
    /// view's code changed).
    public func restore(state: [(key: String, value: StateValue)], settings: [ViewEvent] = []) throws(ViewEventError) {
        guard current == nil else { throw .invalid("A checkpoint is restored into a host that has not rendered yet.") }
        try applySettings(settings)
        seed(Dictionary(state.map { ($0.key, $0.value) }) { $1 })
        render()
        let unused = takeUnusedSeed()
        if let key = unused.min() { throw .invalid("The checkpoint's state '\(key)' does not fit the view any more.") }
    }
}
