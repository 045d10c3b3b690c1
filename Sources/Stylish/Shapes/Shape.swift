import Foundation

/// A 2D shape that fills the space it is offered, as SwiftUI's `Shape`: its outline is the
/// ``Path`` that ``path(in:)`` draws in the rect the layout gives it.
///
/// ```swift
/// struct Diamond: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.addLines([
///                 CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
///                 CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY),
///             ])
///             path.closeSubpath()
///         }
///     }
/// }
///
/// Diamond().fill(.tint).frame(width: 40, height: 40)
/// ```
public protocol Shape: PrimitiveView {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape alone is filled with the foreground style.
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        _ShapeView(shape: view, fill: .foreground).makeNodes(in: &context)
    }

    /// This shape filled with `content`.
    public consuming func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .style(AnyShapeStyle(content)), fillStyle: style)
    }

    /// This shape filled with the foreground style.
    public consuming func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .foreground, fillStyle: style)
    }

    /// This shape's outline drawn with `content`, `lineWidth` points wide (centred on the outline).
    public consuming func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// This shape's outline drawn with `content` in `style`.
    public consuming func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .none, stroke: _ShapeView<Self>.Stroke(content: AnyShapeStyle(content), style: style))
    }

    /// The outline of this shape, `lineWidth` points wide, as a shape: filled, it draws the
    /// stroke in the fill's style.
    public consuming func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline of this shape drawn in `style`, as a shape.
    public consuming func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}

/// How a path is filled, as SwiftUI's `FillStyle`: even-odd or non-zero winding.
public struct FillStyle: Hashable, Sendable {
    /// Whether a point is inside when an odd number of the path's edges lie around it.
    public var isEOFilled: Bool
    /// Whether edges are antialiased (the browser always antialiases).
    public var isAntialiased: Bool

    /// A fill rule.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A path is a shape that draws itself wherever it is placed, as in SwiftUI.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
