extension Button {
    /// The node `style` draws the button as, marked as the button's element: the one kept from
    /// the last pass when it was resolved from the same inputs (see ``ReusedResolution``), else
    /// resolved and marked (and kept when it can be).
    ///
    /// The marks (role, target, tabindex) are a function of what a record compares: the role,
    /// the key, whether the button is enabled and whether its style leaves taps to it (both read
    /// from the environment), and the node the style made. So they are kept with the node.
    ///
    /// Returns the node and the record that holds it, if one does.
    static func markedNode(
        _ view: Self, style: any PrimitiveButtonStyle, isPressed: Bool, isEnabled: Bool,
        in context: inout ResolveContext
    ) -> (Node, ReusedResolution?) {
        // Only a `Text` label is compared (kept apart by the button when it made it); and only a
        // built-in style's body is known to read nothing but its configuration and environment.
        guard let label = view.title, style._reusesResolution else {
            return (resolveAndMark(view, style: style, isPressed: isPressed, isEnabled: isEnabled, in: &context), nil)
        }
        let graph = context.graph
        let id = context.key
        let environment = context.environment
        if let record = graph.reusedResolution(at: id),
            record.matches(
                label: label, role: view.role, isPressed: isPressed, environment: environment,
                animation: context.animation)
        {
            return (record.reuse(in: graph.currentPass), record)
        }
        let before = graph.footprint
        let node = resolveAndMark(view, style: style, isPressed: isPressed, isEnabled: isEnabled, in: &context)
        let record =
            graph.footprint == before && ReusedResolution.canReuse(node)
            ? ReusedResolution(
                label: label, role: view.role, isPressed: isPressed, environment: environment,
                animation: context.animation, node: node, pass: graph.currentPass) : nil
        graph.keep(record, at: id)
        return (node, record)
    }
}

/// What a tap on a button with a kept resolution does: lets the button go and runs its action.
///
/// Kept by the record (``ReusedResolution/trigger(press:action:pass:)``) and given each pass's
/// action, rather than a closure over the press handler and the action made (allocated) again at
/// every pass. The handlers registered in a pass call the action of that pass: the table holds
/// the last pass's handlers only, and a pass gives the trigger its action before registering.
final class ButtonTrigger {
    /// Lets the button go (the record's press handler).
    let press: (Bool) -> Void
    /// The action of the last pass that met the button.
    var action: () -> Void
    /// That pass.
    var pass: Int

    init(press: @escaping (Bool) -> Void, action: @escaping () -> Void, pass: Int) {
        self.press = press
        self.action = action
        self.pass = pass
    }

    /// Lets the button go, then runs the action.
    func callAsFunction() {
        press(false)
        action()
    }
}

extension ReusedResolution {
    /// The trigger of the button's tap in `pass`, its action `action`: the record's, given the
    /// action, at the first meeting in the pass. A button met again in the same pass (another at
    /// the same key) is given a trigger of its own, since both taps stay registered.
    func trigger(press: @escaping (Bool) -> Void, action: consuming @escaping () -> Void, pass: Int) -> ButtonTrigger {
        if let kept = keptTrigger {
            guard kept.pass != pass else { return ButtonTrigger(press: press, action: action, pass: pass) }
            kept.action = action
            kept.pass = pass
            return kept
        }
        let trigger = ButtonTrigger(press: press, action: action, pass: pass)
        keptTrigger = trigger
        return trigger
    }
}
