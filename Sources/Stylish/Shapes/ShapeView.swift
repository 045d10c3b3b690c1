import Foundation

/// A shape with its paint decided: filled, stroked or both (resolved where the shape is, so
/// `.tint` is the tint there), as SwiftUI's `_ShapeView`.
public struct _ShapeView<Content: Shape>: PrimitiveView {
    /// What a shape is filled with.
    enum Fill {
        case none
        /// The foreground style where the shape is.
        case foreground
        case style(AnyShapeStyle)
    }

    /// What and how a shape's outline is stroked.
    struct Stroke {
        let content: AnyShapeStyle
        let style: StrokeStyle
    }

    let shape: Content
    let fill: Fill
    let fillStyle: FillStyle
    let stroke: Stroke?

    init(shape: Content, fill: Fill, fillStyle: FillStyle = FillStyle(), stroke: Stroke? = nil) {
        self.shape = shape
        self.fill = fill
        self.fillStyle = fillStyle
        self.stroke = stroke
    }

    /// This filled shape with its outline also drawn with `content`, `lineWidth` points wide, on
    /// top of the fill (as SwiftUI's `ShapeView.stroke`).
    public consuming func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Content> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// This filled shape with its outline also drawn with `content` in `style`.
    public consuming func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Content> {
        _ShapeView(shape: shape, fill: fill, fillStyle: fillStyle, stroke: Stroke(content: AnyShapeStyle(content), style: style))
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        view.makeNodes(in: &context)
    }

    func makeNodes(in context: inout ResolveContext) -> [Node] {
        let environment = context.environment
        var fill: _Paint? =
            switch self.fill {
            case .none: nil
            case .foreground: environment.foregroundPaint ?? .color(.primary)
            case .style(let style): style._paint(in: environment)
            }
        var stroke = self.stroke.map { (paint: $0.content._paint(in: environment), style: $0.style) }
        var outlined: any Shape = (shape as? AnyShape)?.base ?? shape
        // A stroked shape that is filled is drawn as the stroke of its shape, in the fill's paint.
        if let stroked = outlined as? any StrokedOutline {
            if let paint = fill { stroke = (paint, stroked.strokeStyle) }
            fill = nil
            outlined = stroked.strokedShape
        }
        let outline = ShapeDrawing.Outline(outlined)
        for paint in [fill, stroke?.paint] { if let paint { context.noteUnknownColors(in: paint) } }
        let drawing = ShapeDrawing(outline: outline, fill: fill, isEOFilled: fillStyle.isEOFilled, stroke: stroke)
        return [context.node(.shape(drawing))]
    }
}
