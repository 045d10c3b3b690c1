/// Reads a value of the environment from inside a view or a style, as SwiftUI's `@Environment`.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.isEnabled) var isEnabled
///     var body: some View { Text(isEnabled ? "On" : "Off") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>
    @usableFromInline let cell: EnvironmentCell<Value>

    /// Reads the value at `keyPath`.
    ///
    /// Inlinable, so that a view's initializer makes its cell of a type it knows, without asking
    /// the runtime for the metadata of `EnvironmentCell<Value>` on each call.
    @inlinable
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        self.cell = EnvironmentCell.make()
    }

    /// The current value (the default when the view is not in a render).
    public var wrappedValue: Value {
        cell.isSet ? cell.value : EnvironmentValues()[keyPath: keyPath]
    }
}

/// Where the engine puts the value an `@Environment` reads, from the environment of its view.
///
/// It holds the one value, not the whole environment: a style in the environment that reads the
/// environment would otherwise hold, through its cell, the environment that holds it (a cycle
/// that leaks the style and everything in that environment on every render).
///
/// The value is stored after a flag (the header, true once it is set) rather than as a
/// `Value?`: freeing a cell then needs no metadata of `Optional<Value>`, which the runtime looked
/// up in its cache for every cell freed (a view's cells are made again each time its parent's
/// `body` runs).
@usableFromInline
final class EnvironmentCell<Value>: ManagedBuffer<Bool, Value> {
    /// An empty cell (its header false).
    ///
    /// Inlinable, so that a view's initializer makes its cell of a type it knows.
    @inlinable
    static func make() -> EnvironmentCell<Value> {
        unsafeDowncast(create(minimumCapacity: 1) { _ in false }, to: EnvironmentCell<Value>.self)
    }

    /// Whether a value is stored: the header, read through its pointer (`header` itself is a
    /// class's stored property, so each read of it was checked for exclusive access at run time).
    var isSet: Bool {
        withUnsafeMutablePointerToHeader { $0.pointee }
    }

    /// The value stored; only while the header is true.
    var value: Value {
        withUnsafeMutablePointerToElements { $0.pointee }
    }

    /// Stores `newValue`, replacing the value stored, if any.
    func store(_ newValue: Value) {
        withUnsafeMutablePointers { isSet, value in
            if isSet.pointee {
                value.pointee = newValue
            } else {
                value.initialize(to: newValue)
                isSet.pointee = true
            }
        }
    }

    deinit {
        withUnsafeMutablePointers { isSet, value in
            if isSet.pointee { value.deinitialize(count: 1) }
        }
    }
}

extension Environment: DynamicPropertyInstaller {
    func install(label: String, in context: inout ResolveContext) {
        cell.store(context.environment[keyPath: keyPath])
    }
}
