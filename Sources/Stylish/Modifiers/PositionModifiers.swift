import Foundation

extension View {
    /// Centres this view at `position` in its parent's space, taking all the space it is offered.
    @inlinable
    public consuming func position(_ position: CGPoint) -> some View {
        modifier(_LayoutModifier.position(position))
    }

    /// Centres this view at (`x`, `y`) in its parent's space, taking all the space it is offered.
    @inlinable
    public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Draws this view shifted by `offset`, without changing its place in the layout.
    @inlinable
    public consuming func offset(_ offset: CGSize) -> some View {
        modifier(_LayoutModifier.offset(offset))
    }

    /// Draws this view shifted by `x` and `y`, without changing its place in the layout.
    @inlinable
    public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Draws a shadow of `color`, blurred by `radius`, offset by `x` and `y`, under this view.
    @inlinable
    public consuming func shadow(
        color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(_ShadowModifier(color: color, radius: radius, x: x, y: y))
    }

    /// Makes this view translucent: 0 is invisible, 1 opaque.
    @inlinable
    public consuming func opacity(_ opacity: Double) -> some View {
        modifier(_EffectModifier.opacity(opacity))
    }
}

extension _EffectModifier {
    /// `shadow(color:radius:x:y:)`: a `drop-shadow(…)` filter, its lengths and colour written as
    /// the markup writes them.
    @usableFromInline static func shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) -> Self {
        var writer = HTMLWriter(capacity: 96)
        writer.writeRaw("drop-shadow(")
        writer.writePx(x)
        writer.writeRaw(" ")
        writer.writePx(y)
        writer.writeRaw(" ")
        writer.writePx(radius)
        writer.writeRaw(" ")
        color.writeCSS(to: &writer)
        writer.writeRaw(")")
        return Self(effect: .filter(writer.string))
    }

    /// `opacity(_:)`, clamped to 0…1.
    @usableFromInline static func opacity(_ opacity: Double) -> Self {
        Self(effect: .opacity(min(1, max(0, opacity))))
    }
}

/// `shadow(color:radius:x:y:)`: its colour resolved where the view is (a named colour takes the
/// environment's value), then a `drop-shadow` effect.
@usableFromInline
struct _ShadowModifier: PrimitiveViewModifier {
    @usableFromInline let color: Color
    @usableFromInline let radius: CGFloat
    @usableFromInline let x: CGFloat
    @usableFromInline let y: CGFloat

    @usableFromInline init(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
        (self.color, self.radius, self.x, self.y) = (color, radius, x, y)
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let color = modifier.color._resolve(in: context.environment)
        context.noteUnknownColor(color)
        let effect = _EffectModifier.shadow(color: color, radius: modifier.radius, x: modifier.x, y: modifier.y)
        return _EffectModifier._makeNodes(modifier: effect, content: content, in: &context)
    }
}
