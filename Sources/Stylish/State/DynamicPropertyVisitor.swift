/// Something that is shown the dynamic properties of a value, each with its label (`value`,
/// `style.isEnabled`): a render installs them, a test records them.
protocol DynamicPropertyVisitor {
    /// Called for each dynamic property the engine binds, with its label.
    mutating func visit<Installer: DynamicPropertyInstaller>(_ installer: Installer, label: String)
}

extension DynamicPropertyVisitor {
    /// Visits the dynamic properties among the stored properties of `value`, by reflecting it with
    /// `Mirror`; returns whether it found any.
    ///
    /// The labels drop a property wrapper's leading `_`; a property inside a nested dynamic
    /// property is labelled `outer.inner`. This is the reference that a ``DynamicPropertyPlan``
    /// reproduces, and what it falls back to for what it cannot plan.
    mutating func visitReflecting(childrenOf value: Any, prefix: String) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
            found = visitReflecting(child.value, label: prefix + label) || found
        }
        return found
    }

    /// Visits one stored value whose type is only known at run time: a dynamic property the engine
    /// binds, or one that holds others (reflected in turn); returns whether it found any.
    mutating func visitReflecting(_ value: Any, label: String) -> Bool {
        if let installer = value as? any DynamicPropertyInstaller {
            visit(installer, label: label)
            return true
        }
        if value is any DynamicProperty {
            return visitReflecting(childrenOf: value, prefix: label + ".")
        }
        return false
    }
}
