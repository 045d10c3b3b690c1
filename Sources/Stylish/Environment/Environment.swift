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
    private let cell = EnvironmentCell()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value (the default when the view is not in a render).
    public var wrappedValue: Value {
        (cell.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// Where the engine puts the environment of the view that holds an `@Environment`.
final class EnvironmentCell {
    var values: EnvironmentValues?
}

extension Environment: DynamicPropertyInstaller {
    func install(label: String, in context: inout ResolveContext) {
        cell.values = context.environment
    }
}
