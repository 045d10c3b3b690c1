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

extension View {
    /// Animates every change inside this view with `animation`, as SwiftUI's deprecated
    /// `.animation(_:)`: the elements inside always carry its CSS transition, so whatever changes
    /// them (an event, a resize, a drag's moves) animates; `nil` turns such animation off inside.
    /// Nothing animates when the user asked for reduced motion. Prefer
    /// ``animation(_:value:)``, which animates only when its value changes.
    public consuming func animation(_ animation: Animation?) -> some View {
        modifier(_ImplicitAnimationModifier(animation: animation))
    }
}

/// `.animation(_:)`: the content resolved with `animation` as the animation of its nodes.
struct _ImplicitAnimationModifier: PrimitiveViewModifier {
    let animation: Animation?

    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let saved = context.animation
        context.animation = context.environment.accessibilityReduceMotion ? nil : modifier.animation
        defer { context.animation = saved }
        return content(&context)
    }
}

@usableFromInline
struct _AnimationModifier<Value: Equatable>: PrimitiveViewModifier {
    @usableFromInline let animation: Animation?
    @usableFromInline let value: Value

    @usableFromInline init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        context.animating(modifier.animation, value: modifier.value, content)
    }
}

extension ResolveContext {
    /// Resolves `content` under `.animation(animation, value: value)`: with `animation` when
    /// `value` changed since the update began (and no drag is under way, nor reduced motion asked).
    mutating func animating<Value: Equatable>(
        _ animation: Animation?, value: Value, _ content: (inout ResolveContext) -> [Node]
    ) -> [Node] {
        let slot = record.memory.slot(key + "/animation").key
        let changed = record.memory.animationValueChanged(at: slot, to: value, update: graph.update)
        guard changed, let animation, !graph.transaction.isContinuous, !environment.accessibilityReduceMotion
        else { return content(&self) }
        graph.renderedAnimation = animation
        let saved = self.animation
        self.animation = animation
        defer { self.animation = saved }
        return content(&self)
    }
}
