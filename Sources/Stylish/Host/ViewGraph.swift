/// The live side of one root view in one session: its `@State` store and the handlers of its
/// last render. Not thread-safe: its owner (a session) serialises access.
final class ViewGraph {
    /// `@State` boxes by key (`path/label`).
    private(set) var store: [String: AnyStateBox] = [:]
    /// State keys in the order the last render met them, for the JSON model.
    private(set) var stateOrder: [String] = []
    /// The interactive elements of the last render, by target id.
    var targets: [String: TargetHandlers] = [:]
    /// The last value each `.animation(_:value:)` saw, by key.
    private var animationValues: [String: Any] = [:]
    /// What is being changed, and how it should animate.
    var transaction = Transaction()
    /// The animation of the last render, if any part of it animated.
    var renderedAnimation: Animation?
    /// The type each `AnyView` wrapped last time, by key.
    private var erasedTypes: [String: ObjectIdentifier] = [:]

    /// The last value each `onChange`/`onGeometryChange` saw, by key.
    private var observedValues: [String: Any] = [:]
    private var visitedObserved: Set<String> = []
    /// Actions to run once the render is laid out (`onChange`, `onGeometryChange`).
    var effects: [() -> Void] = []
    /// The buttons held down now (a `press` event began), by target id.
    var pressed: Set<String> = []

    private var visitedStates: Set<String> = []
    private var visitedAnimations: Set<String> = []
    private var visitedErasedTypes: Set<String> = []

    /// The box for `key`, made with `initialValue` the first time (or when its type changed).
    func stateBox<Value>(for key: String, label: String, initialValue: @autoclosure () -> Value) -> StateBox<Value> {
        if visitedStates.insert(key).inserted { stateOrder.append(key) }
        if let box = store[key] as? StateBox<Value> { return box }
        let box = StateBox(value: initialValue(), label: label)
        store[key] = box
        return box
    }

    /// Whether `value` differs from what the animation at `key` saw last time; remembers it.
    func animationValueChanged<Value: Equatable>(at key: String, to value: Value) -> Bool {
        visitedAnimations.insert(key)
        defer { animationValues[key] = value }
        guard let old = animationValues[key] as? Value else { return false }
        return old != value
    }

    /// Remembers `value` at `key`; returns the value seen before (`nil` the first time).
    func observe<Value>(_ value: Value, at key: String) -> (old: Value?, isFirst: Bool) {
        visitedObserved.insert(key)
        let old = observedValues.updateValue(value, forKey: key)
        return (old as? Value, old == nil)
    }

    /// Starts a render: forgets the last render's handlers and visit marks.
    func beginRender() {
        targets.removeAll(keepingCapacity: true)
        visitedStates.removeAll(keepingCapacity: true)
        visitedAnimations.removeAll(keepingCapacity: true)
        visitedErasedTypes.removeAll(keepingCapacity: true)
        stateOrder.removeAll(keepingCapacity: true)
        visitedObserved.removeAll(keepingCapacity: true)
        effects.removeAll()
        renderedAnimation = nil
    }

    /// Ends a render: state of views that left the tree dies, as in SwiftUI.
    func endRender() {
        store = store.filter { visitedStates.contains($0.key) }
        animationValues = animationValues.filter { visitedAnimations.contains($0.key) }
        erasedTypes = erasedTypes.filter { visitedErasedTypes.contains($0.key) }
        observedValues = observedValues.filter { visitedObserved.contains($0.key) }
    }

    /// Records the type an `AnyView` at `key` wraps; when it changed, the state below dies.
    func noteType(_ type: ObjectIdentifier, at key: String) {
        visitedErasedTypes.insert(key)
        let old = erasedTypes.updateValue(type, forKey: key)
        guard let old, old != type else { return }
        for stateKey in store.keys where stateKey.hasPrefix(key + ".") || stateKey.hasPrefix(key + "/") {
            store.removeValue(forKey: stateKey)
        }
        for animationKey in animationValues.keys where animationKey.hasPrefix(key + ".") || animationKey.hasPrefix(key + "/") {
            animationValues.removeValue(forKey: animationKey)
        }
    }

    /// Registers what an interactive element at `id` responds to.
    func register(_ handlers: TargetHandlers, at id: String) {
        targets[id, default: TargetHandlers()].merge(handlers)
    }

    /// The state values by key, in tree order.
    var stateEntries: [(key: String, box: AnyStateBox)] {
        stateOrder.compactMap { key in store[key].map { (key, $0) } }
    }
}

/// What the current change is: a drag in progress draws without animation.
struct Transaction {
    /// Whether a continuous gesture is in progress (no animations then).
    var isContinuous = false
    /// The animation of `withAnimation`, for every change of this transaction.
    var animation: Animation?
}
