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
    /// The values set, one per key, in the order their keys were first set; a key's box always
    /// holds a `Key.Value`.
    ///
    /// A short list searched from the front, not a dictionary: an environment sets a few keys, and
    /// comparing their identifiers costs less than hashing one, for reads (every node reads two
    /// values) and for the copy a modifier makes to change one.
    private var values: [(key: ObjectIdentifier, box: AnyEnvironmentBox)] = []

    /// The defaults of every key.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            for entry in values where entry.key == id {
                // Only the setter below stores under this key, always a box of `Key.Value`: no
                // cast at run time needed (reading is far more frequent than setting).
                return unsafeDowncast(entry.box, to: EnvironmentBox<Key.Value>.self).value
            }
            return Key.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            let box = EnvironmentBox(newValue)
            if let index = values.firstIndex(where: { $0.key == id }) {
                values[index].box = box
            } else {
                values.append((id, box))
            }
        }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

/// A value set in an ``EnvironmentValues``, without its type.
class AnyEnvironmentBox {}

/// A value set in an ``EnvironmentValues``, of the type of its key's value.
final class EnvironmentBox<Value>: AnyEnvironmentBox {
    let value: Value

    init(_ value: Value) { self.value = value }
}
