/// What a view's resolution does to nodes it did not make and to the graph: every change of a
/// node goes through here, so that the record being evaluated knows which other records' nodes
/// it changed (``ResolveContext/willEdit(_:)``).
extension ResolveContext {
    /// Calls `edit` with `node`'s attributes.
    func editAttributes<Result>(of node: Node, _ edit: (inout [(name: String, value: String)]) -> Result) -> Result {
        willEdit(node)
        return node.editAttributes(edit)
    }

    /// Calls `edit` with `node`'s style declarations.
    func editStyle<Result>(of node: Node, _ edit: (inout [String]) -> Result) -> Result {
        willEdit(node)
        return node.editStyle(edit)
    }

    /// Calls `edit` with `node`'s effects.
    func editEffects<Result>(of node: Node, _ edit: (inout [NodeEffect]) -> Result) -> Result {
        willEdit(node)
        return node.editEffects(edit)
    }

    /// Marks `node` as the element of target `id` for `gesture`.
    func markTarget(_ node: Node, id: String, gesture: String) {
        willEdit(node)
        node.markTarget(id, gesture: gesture)
    }

    /// Adds `observer` to the actions called with `node`'s size after layout.
    func addGeometryObserver(to node: Node, _ observer: @escaping (CGSize) -> Void) {
        willEdit(node)
        node.addGeometryObserver(observer)
    }

    /// Registers what the interactive element at `id` responds to, for the record being evaluated,
    /// added to what it responds to already at `priority`.
    func register(_ handlers: TargetHandlers, at id: String, priority: GesturePriority = .exclusive) {
        graph.register(handlers, at: id, by: record, priority: priority)
    }

    /// Adds an action to run once the update is laid out, for the record being evaluated.
    func addEffect(_ effect: @escaping () -> Void) {
        graph.addEffect(for: record, effect)
    }
}

extension ResolveContext {
    /// The memory of the modifier of kind `base` (`key/onChange`) of the view being resolved, kept
    /// by the record being evaluated: the first such modifier of the view has `base`, the next
    /// `base#1`… (modifiers are met in the same order every time).
    func observedBox<Value>(at base: String, as type: Value.Type = Value.self) -> ObservedBox<Value> {
        let key = record.memory.slot(base).key
        return record.memory.observedBox(at: key, as: Value.self)
    }

    /// Which of several modifiers of kind `base` of the view being resolved this is: 0, 1, 2…
    func slotIndex(_ base: String) -> Int {
        record.memory.slot(base).index
    }
}
