/// Source of truth owned by a view, as SwiftUI's `@State`: it survives re-renders and lives as long
/// as its view stays in the tree.
///
/// Reading `wrappedValue` in a `body` makes that body depend on the value: setting a value that is
/// not provably equal (``StructuralEquality``) evaluates that body again, and only bodies that read
/// it. Taking `$value` does not read it.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Button("\(count)") { count += 1 } }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The initial value and the box, in one object, so that copies of a view share it.
    @usableFromInline let cell: StateCell<Value>

    /// State that starts at `wrappedValue`.
    @inlinable
    public init(wrappedValue: Value) {
        cell = StateCell(initialValue: wrappedValue)
    }

    /// State that starts at `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value; setting it evaluates again the bodies that read it.
    @inlinable
    public var wrappedValue: Value {
        get { cell.box.value }
        nonmutating set { cell.box.value = newValue }
    }

    /// A binding to the value, for a child view to read and write; taking it reads nothing.
    public var projectedValue: Binding<Value> {
        let cell = cell
        return Binding(
            get: { cell.box.value }, set: { cell.box.value = $0 }, identity: BindingIdentity(location: cell.box))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state that starts at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicPropertyInstaller {
    func install(label: String, in context: inout ResolveContext) {
        cell.box = context.stateBox(label: label, initialValue: cell.initialValue)
    }
}

extension State: CustomStructuralEquality {
    /// Not an input of the view: the engine decides what it holds.
    static func structurallyEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

/// Where a `State` finds its storage: a box of its own until the engine binds it to its view's.
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

/// One `@State` value: read by bodies (which it then invalidates when it changes) and written by
/// actions.
@usableFromInline
final class StateBox<Value>: AnyStateBox {
    private var stored: Value

    init(value: Value, label: String, key: String = "") {
        stored = value
        super.init(label: label, key: key)
    }

    /// The value. A read while a body is evaluated makes that body a reader; a write of a value not
    /// provably equal to the stored one invalidates the readers.
    @usableFromInline var value: Value {
        get {
            noteRead()
            return stored
        }
        set {
            if StructuralEquality.isEqual(stored, newValue) { return }
            stored = newValue
            cachedState = nil
            invalidateReaders()
        }
    }

    /// `value` as plain data, kept until `value` changes (for plain data only, see ``isPlainData``).
    private var cachedState: StateValue?

    override var anyValue: Any { stored }

    override var valueType: Any.Type { Value.self }

    override var stateValue: StateValue {
        if let cachedState { return cachedState }
        let state = StateValue(typed: stored)
        if Self.isPlainData { cachedState = state }
        return state
    }

    /// Whether a `Value` can change only through its setter (no references inside, or a string).
    private static var isPlainData: Bool { _isPOD(Value.self) || Value.self == String.self }

    override func restore(_ state: StateValue) -> Bool {
        guard let restored = state.value(as: Value.self) else { return false }
        value = restored
        return true
    }

    override func accepts(_ state: StateValue) -> Bool { state.value(as: Value.self) != nil }
}

/// A `StateBox` without its type.
@usableFromInline
class AnyStateBox {
    let label: String
    /// Its view's key and its label (`path/label`; empty for a box of its own).
    let key: String
    /// Whether its view is still in the tree (false once the view left and the state died).
    var isAlive = true
    /// The bodies that read the value in their last evaluation.
    @exclusivity(unchecked) private var readers: [Unowned<Record>] = []

    init(label: String, key: String) {
        self.label = label
        self.key = key
    }

    /// Makes the body being evaluated on this thread, if any, a reader of this value.
    @usableFromInline
    final func noteRead() {
        guard let record = Record.evaluating else { return }
        if let last = readers.last, last.value === record { return }
        if record.subscribe(to: self) { readers.append(Unowned(record)) }
    }

    /// Forgets `record` as a reader (it is evaluated again, or left the tree).
    final func removeReader(_ record: Record) {
        readers.removeAll { $0.value === record }
    }

    /// Marks every reader for evaluation.
    final func invalidateReaders() {
        for reader in readers { reader.value.invalidate() }
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

/// An unowned reference as an array element.
struct Unowned<Object: AnyObject> {
    unowned(unsafe) let value: Object

    init(_ value: Object) { self.value = value }
}
