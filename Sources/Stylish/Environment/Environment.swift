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
        self.cell = EnvironmentCell()
    }

    /// The current value (the default when the view is not in a render).
    public var wrappedValue: Value {
        cell.value ?? EnvironmentValues()[keyPath: keyPath]
    }
}

/// Where the engine puts the value an `@Environment` reads, from the environment of its view.
///
/// It holds the one value, not the whole environment: a style in the environment that reads the
/// environment would otherwise hold, through its cell, the environment that holds it (a cycle
/// that leaks the style and everything in that environment on every render).
@usableFromInline
final class EnvironmentCell<Value> {
    var value: Value?

    @usableFromInline init() {}
}

extension Environment: DynamicPropertyInstaller {
    func install(label: String, in context: inout ResolveContext) {
        cell.value = context.environment[keyPath: keyPath]
    }
}
