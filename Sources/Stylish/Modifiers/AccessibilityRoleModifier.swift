extension View {
    /// Gives this view a WAI-ARIA role, for a drawn control whose role no built-in view provides.
    ///
    /// A role other than a slider drops `aria-orientation` (which only sliders and a few
    /// containers support), so that a stepper made adjustable with
    /// ``accessibilityAdjustableValue(_:in:step:label:orientation:onEditingChanged:)`` can be
    /// announced as the spin button it is. Under `.disabled(true)` the element is marked
    /// `aria-disabled`, as a disabled built-in control is.
    ///
    /// ```swift
    /// HStack { Image(systemName: isOn ? "checkmark.square.fill" : "square"); Text("Email") }
    ///     .onTapGesture { isOn.toggle() }
    ///     .accessibilityRole(.checkbox)
    ///     .accessibilityChecked(isOn)
    /// ```
    public consuming func accessibilityRole(_ role: AccessibilityRole) -> some View {
        modifier(_AccessibilityRoleModifier(role: role))
    }

    /// Whether this checkbox is checked, for assistive technology (`aria-checked`).
    public consuming func accessibilityChecked(_ isChecked: Bool) -> some View {
        modifier(_AttributeModifier(name: "aria-checked", value: isChecked ? "true" : "false"))
    }
}

/// A WAI-ARIA role a drawn control can take (an open set: `AccessibilityRole(rawValue: "switch")`).
public struct AccessibilityRole: RawRepresentable, Hashable, Sendable {
    /// The role's name in the `role` attribute.
    public let rawValue: String

    /// The role called `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A box that is checked or not (`aria-checked`).
    public static let checkbox = AccessibilityRole(rawValue: "checkbox")
    /// A value picked from a discrete range with increase and decrease controls.
    public static let spinButton = AccessibilityRole(rawValue: "spinbutton")
}

/// Replaces the `role` of each node of the content.
@usableFromInline
struct _AccessibilityRoleModifier: PrimitiveViewModifier {
    let role: AccessibilityRole

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        let dropsOrientation = modifier.role.rawValue != "slider"
        let isEnabled = context.environment.isEnabled
        for node in nodes {
            context.editAttributes(of: node) { attributes in
                attributes.removeAll {
                    $0.name == "role" || ($0.name == "aria-orientation" && dropsOrientation)
                        || ($0.name == "aria-disabled" && !isEnabled)
                }
                attributes.append(("role", modifier.role.rawValue))
                if !isEnabled { attributes.append(("aria-disabled", "true")) }
            }
        }
        return nodes
    }
}
