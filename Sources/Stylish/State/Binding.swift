/// A read-write reference to a value owned elsewhere, as SwiftUI's `@Binding`.
///
/// A body that reads a binding to a `@State` depends on that state, as if it read the state
/// itself. Two bindings to the same state (or to the same property of it) are the same input: a
/// view handed an equal binding is not evaluated again for it.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    /// What the binding points to, when the engine knows (a `@State`, or a property of one).
    let identity: BindingIdentity?

    /// A binding that reads and writes through the two closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, identity: nil)
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, identity: BindingIdentity?) {
        getValue = get
        setValue = set
        self.identity = identity
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Binds to the same value as `binding` (for `@Binding var value: Double` in an `init`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The value, read and written through.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, as `$value`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            },
            identity: identity?.appending(keyPath)
        )
    }
}

extension Binding: DynamicProperty {}

extension Binding: CustomStructuralEquality {
    /// Bindings to the same storage (the same state, the same path into it) are equal; others,
    /// made of closures the engine cannot look into, are not.
    static func structurallyEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard let first = a.assumingMemoryBound(to: Binding.self).pointee.identity,
            let second = b.assumingMemoryBound(to: Binding.self).pointee.identity
        else { return false }
        return first.location === second.location && first.path == second.path
    }
}

/// Where a binding points: a state's box and the key paths into its value.
struct BindingIdentity {
    let location: AnyObject
    var path: [AnyKeyPath] = []

    func appending(_ keyPath: AnyKeyPath) -> BindingIdentity {
        BindingIdentity(location: location, path: path + [keyPath])
    }
}
