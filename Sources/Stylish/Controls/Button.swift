import Foundation

/// A control that performs an action when tapped, clicked or activated with Enter or Space, as
/// SwiftUI's `Button`; its look comes from the `buttonStyle(_:)` in the environment.
///
/// The element carries `role="button"` and focus whatever style draws it; a disabled button is
/// inert (no targets) and marked `aria-disabled`. Under a ``ButtonStyle`` or a built-in style the
/// button triggers on a `tap`, and a `press` event holds it down so that the style can draw
/// `configuration.isPressed`; under a ``PrimitiveButtonStyle`` of your own the style decides when
/// it triggers (`configuration.trigger()`, from a gesture of the style's).
///
/// ```swift
/// Button("Delete", role: .destructive) { items.removeAll() }
/// Button { count += 1 } label: { Image(systemName: "plus.circle") }
/// ```
public struct Button<Label: View>: PrimitiveView {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    /// A button that runs `action`, labelled by `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a `role`, that runs `action`, labelled by `label`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let id = context.key
        let isEnabled = context.environment.isEnabled
        let style = context.environment.primitiveButtonStyle
        let handlesInteraction = style._buttonHandlesInteraction
        let isPressed = handlesInteraction && isEnabled && context.graph.isPressed(id)
        let node = resolveAndMark(view, style: style, isPressed: isPressed, isEnabled: isEnabled, in: &context)
        guard isEnabled, handlesInteraction else { return [node] }
        let action = view.action
        // The graph keeps these handlers, so they must not keep the graph (nor its state) alive:
        // the tap lets the button go through the press handler, which holds the graph weakly.
        let press: (Bool) -> Void = { [unowned graph = context.graph] isPressed in graph.setPressed(isPressed, id) }
        let tap: (TapSample) -> Void = { _ in
            press(false)
            action()
        }
        context.register(TargetHandlers(tap: tap, press: press), at: id)
        return [node]
    }

    /// The node `style` draws the button as, resolved, and marked as the button's element: its
    /// role, and its target when the button handles taps and presses itself.
    static func resolveAndMark(
        _ view: Self, style: any PrimitiveButtonStyle, isPressed: Bool, isEnabled: Bool,
        in context: inout ResolveContext
    ) -> Node {
        let id = context.key
        let handlesInteraction = style._buttonHandlesInteraction
        let configuration = PrimitiveButtonStyleConfiguration(
            role: view.role, label: .init(view.label), isPressed: isPressed,
            trigger: isEnabled ? view.action : {})
        let nodes = context.child(0) { style._resolve(configuration, in: &$0) }
        let node = context.single(nodes)
        let isDisabled = node.isDisabled
        let state = context.environment.styledButtonState
        context.editAttributes(of: node) { attributes in
            if attributes.contains(where: { $0.name == "role" }) { attributes.removeAll { $0.name == "role" } }
            if let state { attributes.append((state.name, state.value)) }
            attributes.reserveCapacity(attributes.count + 5)  // role, data-role, target, gestures, tabindex
            attributes.append(("role", "button"))
            if view.role == .destructive { attributes.append(("data-role", "destructive")) }
            if !isEnabled {
                attributes.append(("aria-disabled", "true"))
            } else if !handlesInteraction, !attributes.contains(where: { $0.name == "tabindex" }) {
                // The style's own gestures trigger the button; it stays focusable all the same.
                attributes.append(("tabindex", "0"))
            }
            if isEnabled, handlesInteraction {
                Node.markTarget(id, gesture: "tap", in: &attributes, isDisabled: isDisabled)
                Node.markTarget(id, gesture: "press", in: &attributes, isDisabled: isDisabled)
            }
        }
        return node
    }
}

extension Button where Label == Text {
    /// A button labelled with `title`, with an optional `role`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, for its style and assistive technology, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String

    /// Deletes user data or does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
}
