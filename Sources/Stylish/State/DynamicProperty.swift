import Synchronization

/// A stored property that the engine updates before it evaluates a view's `body`.
///
/// `@State` and `@Environment` are dynamic properties. A style protocol that refines
/// `DynamicProperty` lets its styles use them too, when the control resolves the concrete style in
/// a generic view (the technique of the "Styling Components in SwiftUI" article).
public protocol DynamicProperty {}

/// A dynamic property that the engine binds itself (state, environment).
protocol DynamicPropertyInstaller {
    func install(label: String, in context: inout ResolveContext)
}

/// Which types have no dynamic property at all, so that their values need no reflection.
private let plainTypes = Mutex<Set<ObjectIdentifier>>([])

extension ResolveContext {
    /// Binds the `@State` and `@Environment` properties of `value`, and of the dynamic properties it
    /// holds (a style inside a resolved-style view), to this render.
    mutating func install<Value>(dynamicPropertiesOf value: Value) {
        let type = ObjectIdentifier(Value.self)
        if plainTypes.withLock({ $0.contains(type) }) { return }
        if !installChildren(of: value, prefix: "") {
            plainTypes.withLock { _ = $0.insert(type) }
        }
    }

    /// Installs what it finds; returns whether it found any dynamic property.
    private mutating func installChildren(of value: Any, prefix: String) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
            if let installer = child.value as? DynamicPropertyInstaller {
                installer.install(label: prefix + label, in: &self)
                found = true
            } else if child.value is DynamicProperty {
                found = installChildren(of: child.value, prefix: prefix + label + ".") || found
            }
        }
        return found
    }
}
