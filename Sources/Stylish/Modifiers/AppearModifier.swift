import Foundation

extension View {
    /// Calls `action` once the view has first been laid out, as SwiftUI's `onAppear(perform:)`;
    /// again only after the view has left the tree and come back.
    @inlinable
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearModifier(action: action))
    }
}

@usableFromInline
struct _AppearModifier: PrimitiveViewModifier {
    @usableFromInline let action: (() -> Void)?

    @usableFromInline init(action: (() -> Void)?) {
        self.action = action
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let box = context.observedBox(at: context.key + "/onAppear", as: Bool.self)
        if box.value == nil {
            box.value = true
            if let action = modifier.action { context.addEffect(action) }
        }
        return content(&context)
    }
}
