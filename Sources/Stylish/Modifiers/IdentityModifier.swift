extension View {
    /// Gives this view an explicit identity: when `id` changes, it is a new view and its state
    /// starts over, as in SwiftUI.
    public consuming func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: String(describing: id)))
    }
}

@usableFromInline
struct _IdentityModifier: PrimitiveViewModifier {
    let id: String

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        context.child("#" + modifier.id, content)
    }
}
