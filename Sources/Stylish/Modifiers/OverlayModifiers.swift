extension View {
    /// Draws `content` in front of this view, sized and aligned to it.
    @inlinable
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, inFront: true))
    }

    /// Draws `overlay` in front of this view, sized and aligned to it.
    @inlinable
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: overlay, alignment: alignment, inFront: true))
    }

    /// Draws `content` behind this view, sized and aligned to it.
    @inlinable
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, inFront: false))
    }

    /// Draws `background` behind this view, sized and aligned to it.
    @inlinable
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: background, alignment: alignment, inFront: false))
    }
}

/// A background or overlay: the content sizes the pair; the decoration is proposed that size.
@usableFromInline
struct _DecorationModifier<Decoration: View>: PrimitiveViewModifier {
    let decoration: Decoration
    let alignment: Alignment
    let inFront: Bool

    @usableFromInline init(decoration: Decoration, alignment: Alignment, inFront: Bool) {
        self.decoration = decoration
        self.alignment = alignment
        self.inFront = inFront
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let main = context.single(content(&context))
        // The first overlay of a view is `K.overlay`, the next `K.overlay1`… (likewise backgrounds).
        let name = modifier.inFront ? "overlay" : "background"
        let index = context.graph.slotIndex(context.key + "/" + name)
        let component = index == 0 ? name : name + String(index)
        let decoration = context.child(component) { context in
            context.single(resolve(modifier.decoration, in: &context), alignment: modifier.alignment)
        }
        let children = modifier.inFront ? [main, decoration] : [decoration, main]
        return [context.node(.decorated(modifier.alignment, backgroundCount: modifier.inFront ? 0 : 1), children: children)]
    }
}

extension ResolveContext {
    /// `nodes` as one node: the node itself, or an overlay of them (as a `ZStack`, centred unless
    /// told otherwise).
    func single(_ nodes: [Node], alignment: Alignment = .center) -> Node {
        if nodes.count == 1 { return nodes[0] }
        return node(.zstack(alignment), children: nodes)
    }
}
