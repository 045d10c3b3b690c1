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
