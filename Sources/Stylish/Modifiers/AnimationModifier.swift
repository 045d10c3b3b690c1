extension View {
    /// Animates changes inside this view when `value` changes, as SwiftUI's `.animation(_:value:)`.
    ///
    /// The browser draws it as CSS transitions on the elements that move. Nothing animates while a
    /// drag is in progress, nor when the user asked for reduced motion.
    @inlinable
    public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }
}

@usableFromInline
struct _AnimationModifier<Value: Equatable>: PrimitiveViewModifier {
    let animation: Animation?
    let value: Value

    @usableFromInline init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let key = context.graph.slot(context.key + "/animation")
        let changed = context.graph.animationValueChanged(at: key, to: modifier.value)
        guard changed, let animation = modifier.animation,
            !context.graph.transaction.isContinuous, !context.environment.accessibilityReduceMotion
        else { return content(&context) }
        context.graph.renderedAnimation = animation
        let saved = context.animation
        context.animation = animation
        defer { context.animation = saved }
        return content(&context)
    }
}
