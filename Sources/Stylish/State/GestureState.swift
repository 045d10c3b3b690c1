/// State that a gesture updates while it is under way and that goes back to its initial value
/// when the gesture ends or is cancelled, as SwiftUI's `@GestureState`.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
///
/// Circle()
///     .offset(dragOffset)
///     .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    /// The initial value and the box, in one object, as a `State`'s.
    @usableFromInline let cell: StateCell<Value>

    /// Gesture state that starts, and resets, at `wrappedValue`.
    public init(wrappedValue: Value) {
        cell = StateCell(initialValue: wrappedValue)
    }

    /// Gesture state that starts, and resets, at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value: the initial one unless a gesture is updating it.
    public var wrappedValue: Value { cell.box.value }

    /// The state itself, for a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value (a gesture's update).
    func update(to value: Value) { cell.box.value = value }

    /// Puts the initial value back (the gesture ended or was cancelled).
    func reset() { cell.box.value = cell.initialValue }

    /// Sets the value as a gesture's `updating` body does for the gesture's `value`; the body's
    /// transaction animation, if it sets one, animates the change.
    func update<GestureValue>(
        for value: GestureValue, by body: (GestureValue, inout Value, inout Transaction) -> Void
    ) {
        var next = wrappedValue
        var transaction = Transaction()
        body(value, &next, &transaction)
        if let animation = transaction.animation, let graph = currentGraph() { graph.transaction.animation = animation }
        update(to: next)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional gesture state that starts, and resets, at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension GestureState: DynamicPropertyInstaller {
    func install(label: String, in context: inout ResolveContext) {
        cell.box = context.stateBox(label: label, initialValue: cell.initialValue)
    }
}

extension GestureState: CustomStructuralEquality {
    /// Not an input of the view: the engine decides what it holds.
    static func structurallyEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

extension DragGesture {
    /// Updates `state` with `body` as the drag moves (its transaction's animation, if set, animates
    /// the change); `state` goes back to its initial value when the drag ends or is cancelled.
    public consuming func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> DragGesture {
        onChanged { value in state.update(for: value, by: body) }
            .onEnded { _ in state.reset() }
            .onCancelled { state.reset() }
    }
}
