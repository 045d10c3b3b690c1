/// Source of truth owned by a view, as SwiftUI's `@State`: it survives re-renders and lives in the
/// session's state store under the view's structural identity.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Button("\(count)") { count += 1 } }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The initial value and the box, in one object: a view is copied several times a render
    /// (each closure of its `body` that captures `self` holds a copy), and each copy retained
    /// every reference the property held (the value's too, held here before in the cell as well).
    @usableFromInline let cell: StateCell<Value>

    /// State that starts at `wrappedValue`.
    ///
    /// Inlinable, so that a view's initializer makes its cell of a type it knows, without asking
    /// the runtime for the metadata of `State<Value>` and `StateCell<Value>` on each call.
    @inlinable
    public init(wrappedValue: Value) {
        cell = StateCell(initialValue: wrappedValue)
    }

    /// State that starts at `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value; setting it re-renders the views that read it.
    ///
    /// Inlinable, so that a view in another module reads its state with code made for the
    /// value's type: the generic getter took the box through a call and copied the value through
    /// the runtime's value witnesses, for every read of every `@State` in a `body`.
    @inlinable
    public var wrappedValue: Value {
        get { cell.box.value }
        nonmutating set { cell.box.value = newValue }
    }

    /// A binding to the value, for a child view to read and write.
    public var projectedValue: Binding<Value> {
        let cell = cell
        return Binding(get: { cell.box.value }, set: { cell.box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state that starts at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicPropertyInstaller {
    func install(label: String, in context: inout ResolveContext) {
        cell.box = context.graph.stateBox(at: context.key, label: label, initialValue: cell.initialValue)
    }
}

/// Where a `State` finds its storage: a box of its own until the engine binds it to the store.
///
/// The box of its own is made only when the value is used before it is bound (outside a
/// render): a view's `@State` is made again each time its parent's `body` runs, and bound at once.
@usableFromInline
final class StateCell<Value> {
    /// The value the state starts at.
    let initialValue: Value
    private var bound: StateBox<Value>?

    @usableFromInline
    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// The box the value lives in.
    @usableFromInline
    var box: StateBox<Value> {
        get {
            if let bound { return bound }
            let box = StateBox(value: initialValue, label: "")
            bound = box
            return box
        }
        set { bound = newValue }
    }
}

/// One `@State` value in a session's store.
@usableFromInline
final class StateBox<Value>: AnyStateBox {
    /// The value; setting it tells the host that a render's input changed.
    @usableFromInline var value: Value {
        didSet {
            cachedState = nil
            RenderInputChanges.note()
        }
    }
    /// `value` as plain data, kept while `value` is not set again (for plain data only, see
    /// ``isPlainData``).
    private var cachedState: StateValue?

    init(value: Value, label: String, key: String = "") {
        self.value = value
        super.init(label: label, key: key)
    }

    override var anyValue: Any { value }

    override var valueType: Any.Type { Value.self }

    override var stateValue: StateValue {
        if let cachedState { return cachedState }
        let state = StateValue(typed: value)
        if Self.isPlainData { cachedState = state }
        return state
    }

    /// Whether a `Value` can change only through its setter: no references inside (a number, a
    /// point, a range, an enum without payloads of reference type) or a string. A class, or an
    /// array of them, could change inside and describe itself differently; those are converted
    /// on each render.
    private static var isPlainData: Bool { _isPOD(Value.self) || Value.self == String.self }

    override func restore(_ state: StateValue) -> Bool {
        guard let restored = state.value(as: Value.self) else { return false }
        value = restored
        return true
    }

    override func accepts(_ state: StateValue) -> Bool { state.value(as: Value.self) != nil }
}

/// A `StateBox` without its type, as the store holds it.
@usableFromInline
class AnyStateBox {
    let label: String
    /// The key it is stored under in the graph (`path/label`; empty for a box of its own).
    let key: String
    /// The number of the graph's last pass that visited this box (see `ViewGraph.stateBox`).
    var visitedPass = -1
    /// Whether the graph's store still holds this box (false once it died or was replaced).
    var isStored = true

    init(label: String, key: String) {
        self.label = label
        self.key = key
    }

    var anyValue: Any { fatalError("subclass") }

    /// The type of the value: a box whose `valueType` is `V` is a `StateBox<V>`.
    var valueType: Any.Type { fatalError("subclass") }

    /// The value as plain data, for the JSON model.
    var stateValue: StateValue { StateValue(anyValue) }

    /// Sets the value to `state` converted to the box's type; false, changing nothing, when it
    /// does not convert.
    func restore(_ state: StateValue) -> Bool { false }

    /// Whether `state` converts to the box's type.
    func accepts(_ state: StateValue) -> Bool { false }
}
