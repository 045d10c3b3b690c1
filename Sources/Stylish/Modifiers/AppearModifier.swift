import Foundation

extension View {
    /// Calls `action` once the view has first been laid out, as SwiftUI's `onAppear(perform:)`;
    /// again only after the view has left the tree and come back.
    @inlinable
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearModifier(action: action))
    }
}

extension View {
    /// Calls `action` once the view has left the tree, as SwiftUI's `onDisappear(perform:)`,
    /// with the update's other actions.
    @inlinable
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_DisappearModifier(action: action))
    }
}

@usableFromInline
struct _DisappearModifier: PrimitiveViewModifier {
    @usableFromInline let action: (() -> Void)?

    @usableFromInline init(action: (() -> Void)?) {
        self.action = action
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let key = context.record.memory.slot(context.key + "/onDisappear").key
        context.record.memory.disappearBox(at: key).action = modifier.action
        return content(&context)
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
            // Marked as appeared when the action runs: an update that starts over drops its
            // actions, and the evaluation that follows adds this one again.
            let action = modifier.action
            context.addEffect {
                guard box.value == nil else { return }
                box.value = true
                action?()
            }
        }
        return content(&context)
    }
}
