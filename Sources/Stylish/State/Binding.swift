/// A read-write reference to a value owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads and writes through the two closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
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
        nonmutating set {
            RenderInputChanges.note()
            setValue(newValue)
        }
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
            }
        )
    }
}

extension Binding: DynamicProperty {}
