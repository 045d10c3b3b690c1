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
    /// The key path and the value read, in one object that the copies of a view share.
    @usableFromInline let cell: EnvironmentCell<Value>

    /// Reads the value at `keyPath`.
    @inlinable
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.cell = EnvironmentCell.make(keyPath)
    }

    /// The current value (the default when the view is not in a render).
    public var wrappedValue: Value {
        cell.isSet ? cell.value : EnvironmentValues()[keyPath: cell.keyPath]
    }
}

/// Where the engine puts the value an `@Environment` reads, from the environment of its view.
///
/// It holds the one value, not the whole environment: a style in the environment that reads the
/// environment would otherwise hold, through its cell, the environment that holds it (a cycle
/// that leaks the style and everything in that environment on every render).
/// The value is stored after a flag in the header, true once it is set.
@usableFromInline
final class EnvironmentCell<Value>: ManagedBuffer<EnvironmentCellHeader, Value> {
    /// An empty cell (its flag false) for the value at `keyPath`.
    @inlinable
    static func make(_ keyPath: KeyPath<EnvironmentValues, Value>) -> EnvironmentCell<Value> {
        unsafeDowncast(
            create(minimumCapacity: 1) { _ in EnvironmentCellHeader(keyPath: keyPath) },
            to: EnvironmentCell<Value>.self
        )
    }

    /// Whether a value is stored: the header's flag, read through its pointer.
    var isSet: Bool {
        withUnsafeMutablePointerToHeader { $0.pointee.isSet }
    }

    /// The key path of the value.
    var keyPath: KeyPath<EnvironmentValues, Value> {
        // The cell was made with a key path of this type (see `make`).
        withUnsafeMutablePointerToHeader { unsafeDowncast($0.pointee.keyPath, to: KeyPath<EnvironmentValues, Value>.self) }
    }

    /// The value stored; only while the header is true.
    var value: Value {
        withUnsafeMutablePointerToElements { $0.pointee }
    }

    /// Stores `newValue`, replacing the value stored, if any.
    func store(_ newValue: Value) {
        withUnsafeMutablePointers { header, value in
            if header.pointee.isSet {
                value.pointee = newValue
            } else {
                value.initialize(to: newValue)
                header.pointee.isSet = true
            }
        }
    }

    deinit {
        withUnsafeMutablePointers { header, value in
            if header.pointee.isSet { value.deinitialize(count: 1) }
        }
    }
}

/// The header of an ``EnvironmentCell``: the key path it reads (typed by the cell) and whether a
/// value is stored.
@usableFromInline
struct EnvironmentCellHeader {
    @usableFromInline let keyPath: AnyKeyPath
    @usableFromInline var isSet = false

    @inlinable
    init(keyPath: AnyKeyPath) {
        self.keyPath = keyPath
    }
}

extension Environment: DynamicPropertyInstaller {
    func install(label: String, in context: inout ResolveContext) {
        cell.store(context.environment[keyPath: cell.keyPath])
    }
}

extension Environment: CustomStructuralEquality {
    /// Not an input of the view: the engine fills it in from the environment, whose values the
    /// view's record compares itself.
    static func structurallyEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}
