/// What the views of one record keep between its evaluations, besides `@State`: the values that
/// `onChange`, `onGeometryChange`, `.animation(_:value:)` and sheets last saw, by slot key, and the
/// targets they registered. An entry not asked for again by an evaluation is dropped at its end,
/// as state dies when its view leaves.
struct RecordMemory {
    /// The `@State` boxes of the record's views, in the order they were installed.
    private(set) var states: [AnyStateBox] = []
    /// Where the running evaluation's next state is looked for in `states`.
    private var stateCursor = 0
    /// The values kept, by slot key.
    private var boxes: [String: MemoryBox] = [:]
    /// How many slots of each base the running evaluation handed out.
    private var slotCounts: [(base: String, count: Int)] = []
    /// The ids of the targets registered by the running (or last) evaluation.
    private(set) var targetIDs: [String] = []
    private var previousTargetIDs: [String] = []
    /// Counts the record's evaluations: an entry carries the last one that asked for it.
    private var run = 0

    /// Starts an evaluation.
    mutating func beginRun() {
        run &+= 1
        stateCursor = 0
        if !slotCounts.isEmpty { slotCounts.removeAll(keepingCapacity: true) }
        swap(&previousTargetIDs, &targetIDs)
        targetIDs.removeAll(keepingCapacity: true)
    }

    /// Ends an evaluation: drops the entries and targets it did not ask for again.
    mutating func endRun(of record: Record) {
        let run = run
        if !boxes.values.allSatisfy({ $0.lastRun == run }) {
            for box in boxes.values where box.lastRun != run { (box as? DisappearBox)?.disappear(in: record.graph) }
            boxes = boxes.filter { $0.value.lastRun == run }
        }
        for id in previousTargetIDs where !targetIDs.contains(id) { record.graph.unregisterTarget(id, of: record) }
        previousTargetIDs.removeAll(keepingCapacity: true)
    }

    /// Forgets everything: the record left the tree.
    mutating func destroy(of record: Record) {
        for box in states { box.isAlive = false }
        for box in boxes.values { (box as? DisappearBox)?.disappear(in: record.graph) }
        for id in targetIDs + previousTargetIDs { record.graph.unregisterTarget(id, of: record) }
        self = RecordMemory()
    }

    /// The next state of the running evaluation, when it has the label and type of the one
    /// installed at that place before (or of any installed before).
    mutating func nextState<Value>(label: String, as type: Value.Type) -> StateBox<Value>? {
        defer { stateCursor += 1 }
        if stateCursor < states.count, states[stateCursor].label == label, states[stateCursor].valueType == Value.self {
            return unsafeDowncast(states[stateCursor], to: StateBox<Value>.self)
        }
        guard let found = states.first(where: { $0.label == label && $0.valueType == Value.self }) else { return nil }
        return unsafeDowncast(found, to: StateBox<Value>.self)
    }

    /// Adds a state made for the running evaluation.
    mutating func addState(_ box: AnyStateBox) {
        states.append(box)
    }

    /// A key of its own for one modifier of several alike on one view: `base` for the first of an
    /// evaluation, `base#1`, `base#2`… for the next (modifiers are met in the same order each time),
    /// and which one it is.
    mutating func slot(_ base: String) -> (key: String, index: Int) {
        if let position = slotCounts.firstIndex(where: { $0.base == base }) {
            let index = slotCounts[position].count
            slotCounts[position].count += 1
            return (base + "#\(index)", index)
        }
        slotCounts.append((base, 1))
        return (base, 0)
    }

    /// The box kept at `key` for values of type `Value`, made empty the first time (or when the
    /// one kept holds another type).
    mutating func observedBox<Value>(at key: String, as type: Value.Type = Value.self) -> ObservedBox<Value> {
        if let box = boxes[key], box.valueType == Value.self {
            box.lastRun = run
            return unsafeDowncast(box, to: ObservedBox<Value>.self)
        }
        let box = ObservedBox<Value>(lastRun: run)
        boxes[key] = box
        return box
    }

    /// The `onDisappear` action kept at `key`, made if the slot had none.
    mutating func disappearBox(at key: String) -> DisappearBox {
        if let box = boxes[key] as? DisappearBox {
            box.lastRun = run
            return box
        }
        let box = DisappearBox(lastRun: run)
        boxes[key] = box
        return box
    }

    /// Whether `value` differs from what the `.animation(_:value:)` at `key` saw when the update
    /// `update` began; remembers it.
    mutating func animationValueChanged<Value: Equatable>(at key: String, to value: Value, update: Int) -> Bool {
        let box: AnimationValueBox
        if let kept = boxes[key] as? AnimationValueBox {
            box = kept
            box.lastRun = run
            if box.update != update {
                box.baseline = box.value
                box.update = update
            }
        } else {
            box = AnimationValueBox(value: value, lastRun: run, update: update)
            boxes[key] = box
        }
        box.value = value
        guard let old = box.baseline as? Value else { return false }
        return old != value
    }

    /// Notes that the running evaluation registered a target at `id`.
    mutating func noteTarget(_ id: String) {
        if !targetIDs.contains(id) { targetIDs.append(id) }
    }
}

/// A value a record keeps between evaluations, with the last evaluation that asked for it.
class MemoryBox {
    @exclusivity(unchecked) var lastRun: Int

    init(lastRun: Int) { self.lastRun = lastRun }

    /// The type of the value kept.
    var valueType: Any.Type { Void.self }
}

/// The value an observer (`onChange`, `onGeometryChange`, a sheet) last acted on; nil before the
/// first time.
final class ObservedBox<Value>: MemoryBox {
    @exclusivity(unchecked) var value: Value?

    override var valueType: Any.Type { Value.self }
}

/// An `onDisappear` action: run once its view leaves (its slot is not asked for again, or its
/// record leaves the tree).
final class DisappearBox: MemoryBox {
    @exclusivity(unchecked) var action: (() -> Void)?

    /// Hands the action to `graph`, to run with the update's actions.
    func disappear(in graph: ViewGraph) {
        if let action { graph.noteDisappearance(action) }
        action = nil
    }
}

/// What one `.animation(_:value:)` saw: its last value, and its value when the current update
/// began (`nil` when it was not met before the update).
final class AnimationValueBox: MemoryBox {
    @exclusivity(unchecked) var value: Any
    @exclusivity(unchecked) var baseline: Any?
    /// The update whose start `baseline` is the value at.
    @exclusivity(unchecked) var update: Int

    init(value: Any, lastRun: Int, update: Int) {
        self.value = value
        self.update = update
        super.init(lastRun: lastRun)
    }
}
