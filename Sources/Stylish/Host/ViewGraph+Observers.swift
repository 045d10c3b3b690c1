/// What `onChange` and `onGeometryChange` last acted on, by key or through a slot's record: read
/// each pass, committed when the action runs, forgotten with the views that left.
extension ViewGraph {
    /// The value that `onChange`/`onGeometryChange` at `key` last acted on (`nil` the first time).
    ///
    /// Nothing is remembered here: ``commitObserved(_:at:)`` records the value when the action
    /// runs, so an action that a render's pass cap leaves pending fires on the next render.
    @usableFromInline
    func observed<Value>(at key: String, as type: Value.Type = Value.self) -> (old: Value?, isFirst: Bool) {
        noteTouch()
        let values = observedValues
        guard let box = values[key] else { return (nil, true) }
        box.visitedPass = currentPass
        // Compared by value type rather than cast, as ``stateBox(for:label:initialValue:)`` does.
        guard box.valueType == Value.self else { return (nil, false) }
        return (unsafeDowncast(box, to: ObservedBox<Value>.self).value, false)
    }

    /// ``observed(at:as:)`` of the slot's key, from the box the slot kept while the graph still
    /// holds it: the usual pass does not hash the key.
    @usableFromInline
    func observed<Value>(in slot: SlotVisit, as type: Value.Type = Value.self) -> (old: Value?, isFirst: Bool) {
        noteTouch()
        let box: AnyObservedBox
        if let kept = slot.observed, kept.isStored {
            box = kept
        } else {
            let values = observedValues
            guard let found = values[slot.key] else { return (nil, true) }
            slot.observed = found
            box = found
        }
        box.visitedPass = currentPass
        guard box.valueType == Value.self else { return (nil, false) }
        return (unsafeDowncast(box, to: ObservedBox<Value>.self).value, false)
    }

    /// ``commitObserved(_:at:)`` of the slot's key, to the box the slot kept while the graph
    /// still holds it and it is of the value's type.
    @usableFromInline
    func commitObserved<Value>(_ value: Value, in slot: SlotVisit) {
        if let kept = slot.observed, kept.isStored, kept.valueType == Value.self {
            noteTouch()
            unsafeDowncast(kept, to: ObservedBox<Value>.self).value = value
            kept.visitedPass = currentPass
        } else {
            slot.observed = storeObserved(value, at: slot.key)
        }
    }

    /// Records that the observer at `key` acted on `value`.
    ///
    /// A commit counts as a visit of `key` in this pass. Every commit today follows an
    /// ``observed(at:as:)`` of the same key in the same pass (or runs in that pass's effects), so
    /// this keeps what the visit kept before; a commit of a key nobody observed would be kept one
    /// pass longer.
    @usableFromInline
    func commitObserved<Value>(_ value: Value, at key: String) {
        _ = storeObserved(value, at: key)
    }

    /// ``commitObserved(_:at:)``, giving the box that holds `value`.
    private func storeObserved<Value>(_ value: Value, at key: String) -> AnyObservedBox {
        noteTouch()
        let values = observedValues
        if let box = values[key], box.valueType == Value.self {
            unsafeDowncast(box, to: ObservedBox<Value>.self).value = value
            box.visitedPass = currentPass
            return box
        }
        // Committed in the pass that observed it (or after it, in its effects): kept by this
        // pass's end as a key visited, as the box would have been had it existed.
        var changed = values
        observedValues = Dictionary()
        let box = ObservedBox(value, visitedPass: currentPass)
        changed.updateValue(box, forKey: key)?.isStored = false
        observedValues = changed
        return box
    }
}
