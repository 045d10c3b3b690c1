extension View {
    /// Draws `content` in front of this view, sized and aligned to it.
    @inlinable
    public consuming func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, inFront: true))
    }

    /// Draws `overlay` in front of this view, sized and aligned to it.
    @inlinable
    public consuming func overlay<V: View>(_ overlay: consuming V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: overlay, alignment: alignment, inFront: true))
    }

    /// Draws `content` behind this view, sized and aligned to it.
    @inlinable
    public consuming func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, inFront: false))
    }

    /// Draws `background` behind this view, sized and aligned to it.
    @inlinable
    public consuming func background<V: View>(_ background: consuming V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: background, alignment: alignment, inFront: false))
    }
}

/// A background or overlay: the content sizes the pair; the decoration is proposed that size.
@usableFromInline
struct _DecorationModifier<Decoration: View>: PrimitiveViewModifier {
    @usableFromInline let decoration: Decoration
    @usableFromInline let alignment: Alignment
    @usableFromInline let inFront: Bool

    @usableFromInline init(decoration: Decoration, alignment: Alignment, inFront: Bool) {
        self.decoration = decoration
        self.alignment = alignment
        self.inFront = inFront
    }

    @inlinable
    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let contentNodes = content(&context)
        let main = context.single(contentNodes)
        let decoration = context.child(suffix: context.decorationSuffix(inFront: modifier.inFront)) { context in
            let nodes = resolve(modifier.decoration, in: &context)
            return context.single(nodes, alignment: modifier.alignment)
        }
        return context.decorate(main, with: decoration, alignment: modifier.alignment, inFront: modifier.inFront)
    }
}

extension ResolveContext {
    /// The path component of the next overlay (or background) of the current view, with its
    /// leading `.`: the first is `.overlay`, the next `.overlay1`… (likewise `.background`,
    /// `.background1`…).
    @usableFromInline
    func decorationSuffix(inFront: Bool) -> String {
        let name = inFront ? ".overlay" : ".background"
        let index = slotIndex(key + (inFront ? "/overlay" : "/background"))
        return index == 0 ? name : name + String(index)
    }

    /// `main` with `decoration` drawn in front of it or behind it, as one node.
    @usableFromInline
    func decorate(_ main: Node, with decoration: Node, alignment: Alignment, inFront: Bool) -> [Node] {
        let children = inFront ? [main, decoration] : [decoration, main]
        return [node(.decorated(alignment, backgroundCount: inFront ? 0 : 1), children: children)]
    }
}

extension ResolveContext {
    /// `nodes` as one node: the node itself, or an overlay of them (as a `ZStack`, centred unless
    /// told otherwise).
    @usableFromInline
    func single(_ nodes: [Node], alignment: Alignment = .center) -> Node {
        if nodes.count == 1 { return nodes[0] }
        return node(.zstack(alignment), children: nodes)
    }
}
