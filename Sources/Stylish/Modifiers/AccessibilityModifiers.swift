extension View {
    /// The label assistive technology reads for this view.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_AttributeModifier(name: "aria-label", value: label.content))
    }

    /// The label assistive technology reads for this view.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_AttributeModifier(name: "aria-label", value: String(label)))
    }

    /// The current value assistive technology reads for this view.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(_AttributeModifier(name: "aria-valuetext", value: String(value)))
    }

    /// Hides this view from assistive technology.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(_AttributeModifier(name: "aria-hidden", value: hidden ? "true" : nil))
    }
}

/// Sets an attribute on the element of each node of the content (replacing an earlier one).
struct _AttributeModifier: PrimitiveViewModifier {
    let name: String
    let value: String?

    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        guard let value = modifier.value else { return nodes }
        for node in nodes {
            node.attributes.removeAll { $0.name == modifier.name }
            node.attributes.append((modifier.name, value))
        }
        return nodes
    }
}
