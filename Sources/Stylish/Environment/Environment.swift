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
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let cell = EnvironmentCell<Value>()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
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
final class EnvironmentCell<Value> {
    var value: Value?
}

extension Environment: DynamicPropertyInstaller {
    func install(label: String, in context: inout ResolveContext) {
        cell.value = context.environment[keyPath: keyPath]
    }
}
