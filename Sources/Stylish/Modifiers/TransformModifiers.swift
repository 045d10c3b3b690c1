import Foundation

/// Scales and rotations, as CSS `transform`s of the view's element: they change how the view is
/// drawn and where it is hit, not its frame in the layout (its parent places it as if unscaled).
///
/// Several compose in SwiftUI's order, the innermost modifier first: `.scaleEffect(2)
/// .rotationEffect(.degrees(30))` scales, then rotates the result. An anchor is a point of the
/// view's own bounds; right to left, its `x` counts from the trailing edge, as SwiftUI's does
/// (`.leading` is then the right edge). Angles are not mirrored: clockwise stays clockwise.
extension View {
    /// Scales this view by `scale` on both axes about `anchor`, without changing its layout.
    public consuming func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformModifier(operation: .scale(x: scale, y: scale), anchor: anchor))
    }

    /// Scales this view by `x` horizontally and `y` vertically about `anchor`, without changing
    /// its layout.
    public consuming func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformModifier(operation: .scale(x: x, y: y), anchor: anchor))
    }

    /// Scales this view by `scale.width` horizontally and `scale.height` vertically about
    /// `anchor`, without changing its layout.
    public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformModifier(operation: .scale(x: scale.width, y: scale.height), anchor: anchor))
    }

    /// Draws this view transformed by `transform` in its own coordinates (the origin its top-left
    /// corner, the translation in points), without changing its layout; not mirrored right to left.
    public consuming func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_EffectModifier(effect: .transform(ViewTransform(operation: .affine(transform), anchor: .topLeading))))
    }

    /// Rotates this view by `angle` (clockwise for a positive angle) about `anchor`, without
    /// changing its layout.
    public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformModifier(operation: .rotation(angle), anchor: anchor))
    }
}

/// A scale or rotation: a ``NodeEffect/transform(_:)`` whose anchor is mirrored right to left.
struct _TransformModifier: PrimitiveViewModifier {
    let operation: ViewTransform.Operation
    let anchor: UnitPoint

    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        var anchor = modifier.anchor
        if context.environment.layoutDirection == .rightToLeft { anchor.x = 1 - anchor.x }
        let effect = NodeEffect.transform(ViewTransform(operation: modifier.operation, anchor: anchor))
        return _EffectModifier._makeNodes(modifier: _EffectModifier(effect: effect), content: content, in: &context)
    }
}
