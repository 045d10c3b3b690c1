extension View {
    /// The label assistive technology reads for this view.
    ///
    /// As in SwiftUI, the label names the accessibility element the view is: a view that is a
    /// control (it has a role) is labelled itself; a view that only wraps one control (a `Slider`,
    /// whose element is its track inside a stack) labels that control; anything else is labelled
    /// as a whole (a sheet's content names the dialog).
    @inlinable
    public consuming func accessibilityLabel(_ label: Text) -> some View {
        modifier(_AccessibilityLabelModifier(label: label))
    }

    /// The label assistive technology reads for this view (see ``accessibilityLabel(_:)-(Text)``).
    @inlinable
    public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_AccessibilityLabelModifier(label: String(label)))
    }

    /// The current value assistive technology reads for this view.
    public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(_AttributeModifier(name: "aria-valuetext", value: String(value)))
    }

    /// Hides this view from assistive technology.
    public consuming func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(_AttributeModifier(name: "aria-hidden", value: hidden ? "true" : nil))
    }
}

/// Sets an attribute on the element of each node of the content (replacing an earlier one).
@usableFromInline
struct _AttributeModifier: PrimitiveViewModifier {
    let name: String
    let value: String?

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        guard let value = modifier.value else { return nodes }
        for node in nodes {
            context.editAttributes(of: node) { attributes in
                attributes.removeAll { $0.name == modifier.name }
                attributes.append((modifier.name, value))
            }
        }
        return nodes
    }
}

/// Sets `aria-label` on the accessibility element of each node of the content: the node when it
/// has a role, else its one descendant control when it wraps exactly one, else the node.
@usableFromInline
struct _AccessibilityLabelModifier: PrimitiveViewModifier {
    let label: String

    @usableFromInline init(label: String) { self.label = label }

    @usableFromInline init(label: Text) { self.label = label.content }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        // The element labelled depends on what the content's nodes hold.
        context.readContent(of: nodes)
        for node in nodes {
            var controls: [Node] = []
            if !isControl(node) { collectControls(in: node.children, into: &controls) }
            let element = controls.count == 1 ? controls[0] : node
            context.editAttributes(of: element) { attributes in
                attributes.removeAll { $0.name == "aria-label" }
                attributes.append(("aria-label", modifier.label))
            }
        }
        return nodes
    }

    private static func isControl(_ node: Node) -> Bool {
        node.attributes.contains { $0.name == "role" || $0.name == "data-target" }
            || { if case .slider = node.kind { true } else { false } }()
    }

    /// The outermost controls among `nodes` and their descendants.
    private static func collectControls(in nodes: [Node], into controls: inout [Node]) {
        for node in nodes {
            if isControl(node) { controls.append(node) } else { collectControls(in: node.children, into: &controls) }
        }
    }
}
