extension View {
    /// Draws `content` in front of this view, sized and aligned to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, inFront: true))
    }

    /// Draws `overlay` in front of this view, sized and aligned to it.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: overlay, alignment: alignment, inFront: true))
    }

    /// Draws `content` behind this view, sized and aligned to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, inFront: false))
    }

    /// Draws `background` behind this view, sized and aligned to it.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: background, alignment: alignment, inFront: false))
    }
}

/// A background or overlay: the content sizes the pair; the decoration is proposed that size.
struct _DecorationModifier<Decoration: View>: PrimitiveViewModifier {
    let decoration: Decoration
    let alignment: Alignment
    let inFront: Bool

    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let main = context.single(content(&context))
        let component = modifier.inFront ? "overlay" : "background"
        let decoration = context.child(component) { context in
            context.single(resolve(modifier.decoration, in: &context))
        }
        let children = modifier.inFront ? [main, decoration] : [decoration, main]
        return [context.node(.decorated(modifier.alignment, backgroundCount: modifier.inFront ? 0 : 1), children: children)]
    }
}

extension ResolveContext {
    /// `nodes` as one node: the node itself, or a centred overlay of them (as a `ZStack`).
    func single(_ nodes: [Node]) -> Node {
        if nodes.count == 1 { return nodes[0] }
        return node(.zstack(.center), children: nodes)
    }
}
