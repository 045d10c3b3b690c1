import Foundation

extension View {
    /// Clips this view to `shape` drawn in its frame; what lies outside is neither drawn nor hit.
    @inlinable
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipShapeModifier(shape: shape, isEOFilled: style.isEOFilled))
    }

    /// Masks this view by the alpha of `mask`, drawn in its frame: a shape keeps what lies inside
    /// it, a gradient fades the view, a colour sets its opacity.
    ///
    /// Shapes, gradients and colours are what a web page can mask by; another view as a mask is
    /// drawn unmasked and reported in the host's ``ViewHost/problems``.
    @inlinable
    public consuming func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask()))
    }

    /// Masks this view by the alpha of `mask` (SwiftUI's older form).
    @inlinable
    public consuming func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask))
    }

    /// Draws `style` behind this view, filling `shape` in its frame.
    @inlinable
    public consuming func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }

    /// Draws the background style (the system background: white, black in dark mode) behind this
    /// view, filling `shape` in its frame.
    @inlinable
    public consuming func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(Color.background, in: shape, fillStyle: fillStyle)
    }
}

extension ShapeStyle where Self == Color {
    /// The system background (white, black in dark mode), as SwiftUI's `.background` style.
    public static var background: Color { Color(.system("background")) }
}

/// `clipShape(_:style:)`: a clip-path effect (``NodeEffect/clipPath(_:)``).
@usableFromInline
struct _ClipShapeModifier<S: Shape>: PrimitiveViewModifier {
    @usableFromInline let shape: S
    @usableFromInline let isEOFilled: Bool

    @usableFromInline init(shape: S, isEOFilled: Bool) {
        self.shape = shape
        self.isEOFilled = isEOFilled
    }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let effect = NodeEffect.clipPath(ClipDrawing(mask: .shape(modifier.shape, isEOFilled: modifier.isEOFilled)))
        return _EffectModifier._makeNodes(modifier: _EffectModifier(effect: effect), content: content, in: &context)
    }
}

/// `mask(alignment:_:)`: a clip-path effect for a shape, a mask-image effect for a paint.
@usableFromInline
struct _MaskModifier<Mask: View>: PrimitiveViewModifier {
    @usableFromInline let mask: Mask

    @usableFromInline init(mask: Mask) { self.mask = mask }

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let clip: ClipDrawing
        if let shape = modifier.mask as? any Shape {
            clip = ClipDrawing(mask: .shape(shape, isEOFilled: false))
        } else if let style = modifier.mask as? any ShapeStyle {
            clip = ClipDrawing(mask: .paint(style._paint(in: context.environment)))
        } else {
            context.graph.noteProblem(
                "mask(_:) with \(Mask.self): only a shape, a gradient or a colour masks here; the view is drawn unmasked")
            return content(&context)
        }
        return _EffectModifier._makeNodes(modifier: _EffectModifier(effect: .clipPath(clip)), content: content, in: &context)
    }
}
