/// An action to run once a render is laid out, as ``ViewGraph/addEffect(_:)`` was given it.
///
/// An array of closures would hold each behind a reabstraction thunk of its own, one allocation
/// more per effect; a closure stored in a struct is kept as it was made.
struct Effect {
    /// The action.
    let run: () -> Void
}

/// One `@State` box met in a pass, with the path of its view (the box holds its label and key).
struct StateVisit {
    let path: String
    let box: AnyStateBox
}

/// What one `.animation(_:value:)` saw: its last value, the last pass that visited it, and its
/// value when the current update began (`nil` when it was not met before the update).
final class AnimationValueBox {
    var value: Any
    var pass: Int
    var baseline: Any?

    init(value: Any, pass: Int, baseline: Any?) {
        self.value = value
        self.pass = pass
        self.baseline = baseline
    }
}

/// One slot handed out in a pass (see ``ViewGraph/slot(_:_:)``): the path and suffix it was asked
/// for, and the index and key it got. The next pass that asks for it at the same place in its
/// order is given the same record.
@usableFromInline
final class SlotVisit {
    let path: String
    let suffix: String
    let index: Int
    let key: String
    /// The observer memory found or made for ``key`` (see ``ViewGraph/observed(in:as:)``); used
    /// while it is still the graph's (``AnyObservedBox/isStored``).
    var observed: AnyObservedBox?

    init(path: String, suffix: String, index: Int, key: String) {
        self.path = path
        self.suffix = suffix
        self.index = index
        self.key = key
    }
}
