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
    @usableFromInline let animation: Animation?
    @usableFromInline let value: Value

    @usableFromInline init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }

    /// Inlinable, so that the module that writes the modifier reads its fields with code made for
    /// its value's type: the generic code asked the runtime for the modifier's metadata (its
    /// fields' offsets) on every resolve. The work is ``ResolveContext/animating(_:value:_:)``'s.
    @inlinable static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        context.animating(modifier.animation, value: modifier.value, content)
    }
}

extension ResolveContext {
    /// Resolves `content` under `.animation(animation, value: value)`: with `animation` when
    /// `value` changed since the update began (and no drag is under way, nor reduced motion asked).
    @usableFromInline
    mutating func animating<Value: Equatable>(
        _ animation: Animation?, value: Value, _ content: (inout ResolveContext) -> [Node]
    ) -> [Node] {
        // The slot's base given as the key and a literal suffix, not joined: while the pass follows
        // the last one, no string is made (a heap one past 15 bytes) for it.
        let key = graph.slot(key, "/animation")
        let changed = graph.animationValueChanged(at: key, to: value)
        guard changed, let animation, !graph.transaction.isContinuous, !environment.accessibilityReduceMotion
        else { return content(&self) }
        graph.renderedAnimation = animation
        let saved = self.animation
        self.animation = animation
        defer { self.animation = saved }
        return content(&self)
    }
}
