/// A key into ``EnvironmentValues``, with the value used where none was set.
///
/// ```swift
/// struct InactiveTrackKey: EnvironmentKey {
///     static var defaultValue: Color { Color(white: 0.6, opacity: 0.4) }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view above has set one.
    static var defaultValue: Value { get }
}

/// The values that flow down the view tree: style, tint, font, colour scheme and your own keys.
///
/// A modifier such as `.tint(_:)` or `.environment(_:_:)` changes a copy for its subtree only.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The defaults of every key.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = values[ObjectIdentifier(key)] as? Key.Value { return value }
            return Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}
