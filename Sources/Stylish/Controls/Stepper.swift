import Foundation

/// A control that steps a value up and down, as SwiftUI's `Stepper`: the label, then − and +
/// buttons side by side in a rounded segment, sized by `controlSize`.
///
/// The stepper is one element for assistive technology and the keyboard, the WAI-ARIA spin
/// button (`role="spinbutton"` with `aria-valuenow`, and `aria-valuemin/max` when bounded; a
/// `group` when it only has actions): the arrow keys step, Page Up and Page Down step too, Home
/// and End go to the bounds. At a bound the matching button is disabled, as in SwiftUI. Each step
/// reports `onEditingChanged(true)` then `(false)`. A disabled stepper is `aria-disabled` and
/// ignores taps and keys.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// Stepper("Font size", onIncrement: { size += 1 }, onDecrement: { size -= 1 })
/// ```
public struct Stepper<Label: View>: PrimitiveView {
    let label: Label
    let actions: StepperActions

    /// A stepper of `value` within `bounds`, moving `step` at a time, labelled by `label`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        actions = StepperActions(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` without bounds, moving `step` at a time, labelled by `label`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        actions = StepperActions(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
    }

    /// A stepper that calls `onIncrement` and `onDecrement` (a `nil` action disables its button),
    /// labelled by `label`.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        actions = StepperActions(increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let id = context.key
        let actions = view.actions
        let isEnabled = context.environment.isEnabled
        let nodes = context.child(0) {
            resolve(StepperRow(label: view.label, increment: actions.increment, decrement: actions.decrement), in: &$0)
        }
        let node = context.single(nodes)
        let title = view.label as? Text
        context.editAttributes(of: node) { attributes in
            attributes.removeAll { ["role", "aria-valuenow", "aria-valuemin", "aria-valuemax"].contains($0.name) }
            if let now = actions.valueNow {
                attributes.append(("role", "spinbutton"))
                attributes.append(("aria-valuenow", now))
                if let (lower, upper) = actions.bounds {
                    attributes.append(("aria-valuemin", lower))
                    attributes.append(("aria-valuemax", upper))
                }
            } else {
                attributes.append(("role", "group"))
            }
            if let title, !attributes.contains(where: { $0.name == "aria-label" }) {
                attributes.append(("aria-label", title.content))
            }
            if !isEnabled { attributes.append(("aria-disabled", "true")) }
        }
        guard isEnabled, actions.valueNow != nil else { return [node] }
        context.register(TargetHandlers(key: { actions.press($0) }), at: id)
        context.markTarget(node, id: id, gesture: "key")
        return [node]
    }
}

extension Stepper where Label == Text {
    /// A stepper of `value` within `bounds` labelled with `title`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper of `value` without bounds labelled with `title`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper labelled with `title` that calls `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }
}
