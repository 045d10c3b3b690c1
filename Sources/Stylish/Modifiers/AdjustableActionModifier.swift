extension View {
    /// Makes this view adjustable with the keyboard, as SwiftUI's
    /// `accessibilityAdjustableAction(_:)`: the arrow keys (and Page Up/Down) call `handler` with
    /// `.increment` or `.decrement`.
    public consuming func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        modifier(_AdjustableActionModifier(handler: handler))
    }

    /// The current value assistive technology reads for this view.
    public consuming func accessibilityValue(_ value: Text) -> some View {
        accessibilityValue(value.content)
    }
}

/// The direction of an accessibility adjustment, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

@usableFromInline
struct _AdjustableActionModifier: PrimitiveViewModifier {
    let handler: (AccessibilityAdjustmentDirection) -> Void

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        let node = context.single(nodes)
        guard context.environment.isEnabled else { return [node] }
        let handler = modifier.handler
        context.register(
            TargetHandlers(key: { key in
                switch key {
                case .increment, .pageIncrement, .end, .arrowRight: handler(.increment)
                case .decrement, .pageDecrement, .home, .arrowLeft: handler(.decrement)
                }
            }), at: context.key)
        context.markTarget(node, id: context.key, gesture: "key")
        return [node]
    }
}
