/// Checks, for tests, that a ``DynamicPropertyPlan`` finds exactly what reflecting each value
/// with `Mirror` finds: set on a host's graph, it compares the two for every value a render
/// installs.
final class DynamicPropertyAudit {
    /// The types checked, by name.
    private(set) var checkedTypes: Set<String> = []
    /// How many dynamic properties the checks found, in all.
    private(set) var propertyCount = 0
    /// One line for each value where the two disagreed.
    private(set) var mismatches: [String] = []

    /// Compares the plan's and the reflection's dynamic properties of `value`.
    func check<Value>(_ value: Value) {
        var planned = DynamicPropertyRecorder()
        DynamicPropertyPlan.visit(value, with: &planned)
        var reflected = DynamicPropertyRecorder()
        _ = reflected.visitReflecting(childrenOf: value, prefix: "")
        checkedTypes.insert(String(reflecting: Value.self))
        propertyCount += reflected.found.count
        if planned.found != reflected.found {
            mismatches.append("\(Value.self): planned \(planned.found), reflected \(reflected.found)")
        }
    }
}

/// Records the dynamic properties it is shown, as `label: Type`.
struct DynamicPropertyRecorder: DynamicPropertyVisitor {
    /// What was found, in order.
    var found: [String] = []

    mutating func visit<Installer: DynamicPropertyInstaller>(_ installer: Installer, label: String) {
        found.append("\(label): \(String(reflecting: Installer.self))")
    }
}
