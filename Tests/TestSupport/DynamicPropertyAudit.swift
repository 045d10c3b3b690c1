// The engine's internals are visible to a debug build only (`@testable import`), and only tests use this.
#if DEBUG
    @testable import Stylish

    /// Checks that a ``DynamicPropertyPlan`` finds exactly what reflecting each value with `Mirror`
    /// finds, for every value a host's records installed (a view, a modifier of your own, a style).
    public final class DynamicPropertyAudit {
        /// The types checked, by name.
        public private(set) var checkedTypes: Set<String> = []
        /// How many dynamic properties the checks found, in all.
        public private(set) var propertyCount = 0
        /// One line for each value where the two disagreed.
        public private(set) var mismatches: [String] = []

        /// An audit that has checked nothing yet.
        public init() {}

        /// Checks every value the records of `host` installed in their last evaluation.
        public func checkRecords(of host: ViewHost) {
            var records: [Record] = [host.root]
            while let record = records.popLast() {
                if let value = Mirror(reflecting: record).children.first(where: { $0.label == "value" })?.value {
                    checkAny(installed(value))
                }
                records += record.children
            }
        }

        /// ``check(_:)`` of `value` as its dynamic type.
        private func checkAny(_ value: Any) {
            func open<Value>(_ value: Value) { check(value) }
            _openExistential(value, do: open)
        }

        /// What a record of `value` installs: a style's style, a modifier's modifier, else the value.
        private func installed(_ value: Any) -> Any {
            let mirror = Mirror(reflecting: value)
            let name = String(describing: type(of: value))
            if name.hasPrefix("_ResolvedStyle<"), let style = mirror.children.first(where: { $0.label == "style" }) {
                return style.value
            }
            if name.hasPrefix("ModifiedContent<"), let modifier = mirror.children.first(where: { $0.label == "modifier" }) {
                return modifier.value
            }
            return value
        }

        /// Compares the plan's and the reflection's dynamic properties of `value`.
        public func check<Value>(_ value: Value) {
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
    public struct DynamicPropertyRecorder: DynamicPropertyVisitor {
        /// What was found, in order.
        public var found: [String] = []

        /// A recorder that has found nothing yet.
        public init() {}

        public mutating func visit<Installer: DynamicPropertyInstaller>(_ installer: Installer, label: String) {
            found.append("\(label): \(String(reflecting: Installer.self))")
        }
    }
#endif
