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
    /// The values set, newest first, one per key; a key's entry always holds a `Key.Value`.
    ///
    /// A chain of shared, immutable entries: a modifier that sets a key in its copy adds one entry
    /// in front of the chain it was given; setting a key that is set already copies only the
    /// entries in front of it. Reads search from the front, comparing key identities.
    private var newest: AnyEnvironmentBox?

    /// The defaults of every key.
    public init() {}

    /// The value for `key`, or its default. Read while a body is evaluated, it is one the body
    /// depends on: the body is evaluated again when its parent gives it another value for `key`.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            if let record = Record.evaluating { record.noteEnvironmentRead(key) }
            return value(of: key)
        }
        set {
            let id = ObjectIdentifier(key)
            newest = EnvironmentBox(newValue, key: id, next: Self.removing(id, from: newest))
        }
    }

    /// The value for `key`, or its default, not noted as read.
    func value<Key: EnvironmentKey>(of key: Key.Type) -> Key.Value {
        guard let entry = entry(for: ObjectIdentifier(key)) else { return Key.defaultValue }
        // Only the setter stores under this key, always a box of `Key.Value`.
        return unsafeDowncast(entry, to: EnvironmentBox<Key.Value>.self).value
    }

    /// The entry that holds the value for the key `id`, if one is set.
    func entry(for id: ObjectIdentifier) -> AnyEnvironmentBox? {
        var entry = newest
        while let current = entry, current.key != id { entry = current.next }
        return entry
    }

    /// Whether this is the very chain of values `other` is: then every key reads the same (the
    /// entries are immutable). Values set alike in two chains are not identical.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        newest === other.newest
    }

    /// Unsets `key`: it reads its default again.
    mutating func removeValue<Key: EnvironmentKey>(for key: Key.Type) {
        newest = Self.removing(ObjectIdentifier(key), from: newest)
    }

    /// `chain` without the entry for `id`: the chain itself when it has none, else a copy of the
    /// entries in front of that entry, linked to the ones behind it (which stay shared).
    private static func removing(_ id: ObjectIdentifier, from chain: AnyEnvironmentBox?) -> AnyEnvironmentBox? {
        var entry = chain
        while let current = entry, current.key != id { entry = current.next }
        guard let found = entry else { return chain }
        return copying(chain, upTo: found, onto: found.next)
    }

    /// The entries of `chain` in front of `end`, copied, then `rest`.
    private static func copying(
        _ chain: AnyEnvironmentBox?, upTo end: AnyEnvironmentBox, onto rest: AnyEnvironmentBox?
    ) -> AnyEnvironmentBox? {
        guard let chain, chain !== end else { return rest }
        return chain.copy(next: copying(chain.next, upTo: end, onto: rest))
    }

    public var description: String {
        var count = 0
        var entry = newest
        while let current = entry {
            count += 1
            entry = current.next
        }
        return "EnvironmentValues(\(count) set)"
    }
}

extension EnvironmentKey {
    /// Whether `a` and `b` hold provably equal values for this key: the same entry, or values that
    /// are (``StructuralEquality``).
    static func _isEqual(in a: EnvironmentValues, _ b: EnvironmentValues) -> Bool {
        let id = ObjectIdentifier(Self.self)
        if a.entry(for: id) === b.entry(for: id) { return true }
        return StructuralEquality.isEqual(a.value(of: Self.self), b.value(of: Self.self))
    }
}

/// A value set in an ``EnvironmentValues``, without its type: one entry of its chain.
class AnyEnvironmentBox {
    /// The identity of the key the value is set for.
    let key: ObjectIdentifier
    /// The entry set before this one, if any.
    let next: AnyEnvironmentBox?

    init(key: ObjectIdentifier, next: AnyEnvironmentBox?) {
        self.key = key
        self.next = next
    }

    /// This entry with `next` behind it instead.
    func copy(next: AnyEnvironmentBox?) -> AnyEnvironmentBox {
        fatalError("EnvironmentBox overrides copy(next:)")
    }
}

/// A value set in an ``EnvironmentValues``, of the type of its key's value.
final class EnvironmentBox<Value>: AnyEnvironmentBox {
    let value: Value

    init(_ value: Value, key: ObjectIdentifier, next: AnyEnvironmentBox?) {
        self.value = value
        super.init(key: key, next: next)
    }

    override func copy(next: AnyEnvironmentBox?) -> AnyEnvironmentBox {
        EnvironmentBox(value, key: key, next: next)
    }
}
