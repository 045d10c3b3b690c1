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

extension ResolveContext: DynamicPropertyVisitor {
    /// Binds the `@State` and `@Environment` properties of `value`, and of the dynamic properties it
    /// holds (a style inside a resolved-style view), to this render.
    @usableFromInline
    mutating func install<Value>(dynamicPropertiesOf value: Value) {
        DynamicPropertyPlan.visit(value, with: &self)
    }

    /// Installs one dynamic property found in the value being installed.
    mutating func visit<Installer: DynamicPropertyInstaller>(_ installer: Installer, label: String) {
        installer.install(label: label, in: &self)
    }
}
