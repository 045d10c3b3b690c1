import Foundation

/// A control that turns something on or off, as SwiftUI's `Toggle`; its look comes from the
/// `toggleStyle(_:)` in the environment (a switch when none is set).
///
/// The element is the control whatever style draws it: `role="switch"` (`checkbox` in the
/// checkbox style, `button` with `aria-pressed` in the button style) with `aria-checked`, focus,
/// and a `tap` target that flips the binding (a click, Enter or Space); a text label is its
/// accessible name (`aria-label`), whatever the style draws beside it. A disabled toggle is inert
/// (no target) and marked `aria-disabled`. A style only draws: `configuration.isOn` is the state,
/// and a style that flips `configuration.isOn` from a gesture of its own may.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isWiFiOn)
/// Toggle(isOn: $isBold) { Label("Bold", systemImage: "bold") }.toggleStyle(.button)
/// ```
public struct Toggle<Label: View>: PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle of `isOn`, labelled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let id = context.key
        let isEnabled = context.environment.isEnabled
        let style = context.environment.toggleStyle
        let isOn = view.isOn
        let configuration = ToggleStyleConfiguration(label: .init(view.label), isOn: isOn)
        let nodes = context.child(0) { style._resolve(configuration, in: &$0) }
        let node = context.single(nodes)
        let isDisabled = node.isDisabled
        let role = style._toggleRole
        let checked = isOn.wrappedValue ? "true" : "false"
        context.editAttributes(of: node) { attributes in
            attributes.removeAll { ["role", "aria-checked", "aria-pressed"].contains($0.name) }
            attributes.append(("role", role.rawValue))
            // Named by its label, not by what the style draws beside it (a check mark's symbol).
            if let title = view.label as? Text, !attributes.contains(where: { $0.name == "aria-label" }) {
                attributes.append(("aria-label", title.content))
            }
            attributes.append((role == .button ? "aria-pressed" : "aria-checked", checked))
            if isEnabled {
                Node.markTarget(id, gesture: "tap", in: &attributes, isDisabled: isDisabled)
            } else {
                attributes.append(("aria-disabled", "true"))
            }
        }
        guard isEnabled else { return [node] }
        context.register(TargetHandlers(tap: { _ in isOn.wrappedValue.toggle() }), at: id)
        return [node]
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` labelled with `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
