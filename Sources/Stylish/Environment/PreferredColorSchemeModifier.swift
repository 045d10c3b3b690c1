extension View {
    /// Shows this view and everything inside it in `colorScheme`, as SwiftUI's
    /// `preferredColorScheme(_:)` does in a preview; nil leaves the scheme as it is.
    ///
    /// Below the modifier `@Environment(\.colorScheme)` reads `colorScheme`, and the elements of
    /// the content carry CSS `color-scheme` and `data-color-scheme`, so the system colours
    /// (`light-dark()` pairs) inside take that scheme's values. SwiftUI also sets the scheme of the
    /// whole window it is in; here the canvas keeps its own, and a stylesheet may follow the
    /// content's (the gallery's stage does when the content is the whole preview).
    public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}

/// Sets the colour scheme of the content, in its environment and in its elements' CSS.
struct PreferredColorSchemeModifier: PrimitiveViewModifier {
    let colorScheme: ColorScheme?

    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        guard let scheme = modifier.colorScheme else { return content(&context) }
        let nodes = context.withEnvironment({ $0.colorScheme = scheme }, content)
        for node in nodes {
            context.editAttributes(of: node) { $0.append(("data-color-scheme", scheme.rawValue)) }
            context.editStyle(of: node) { $0.append("color-scheme:" + scheme.rawValue) }
        }
        return nodes
    }
}
