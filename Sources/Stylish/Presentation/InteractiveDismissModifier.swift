extension View {
    /// Keeps the sheet this view is in from closing on a tap on its backdrop (the swipe down of
    /// iOS), as SwiftUI's `interactiveDismissDisabled(_:)`; `dismiss()` still closes it.
    ///
    /// Outside a sheet it does nothing. Any view of the sheet's content that disables it wins.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_InteractiveDismissModifier(isDisabled: isDisabled))
    }
}

/// Tells the sheet being resolved that its backdrop must not dismiss it.
@usableFromInline
struct _InteractiveDismissModifier: PrimitiveViewModifier {
    let isDisabled: Bool

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        if modifier.isDisabled { context.graph.presentations.disableInteractiveDismiss() }
        return content(&context)
    }
}
