import Foundation

/// A 2D shape that fills the space it is offered, as SwiftUI's `Shape`.
public protocol Shape: PrimitiveView {
    /// The outline of the shape in `rect`, as an SVG path.
    func _path(in rect: CGRect) -> String
}

extension Shape {
    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        view.fill(context.environment.foregroundColor ?? .primary).makeNodes(in: &context)
    }

    /// This shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: AnyShapeStyle(style), stroke: nil)
    }

    /// This shape's outline drawn with `style`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(style), lineWidth))
    }
}

/// A shape with its paint decided (resolved where the shape is, so `.tint` is the tint there).
public struct _ShapeView<S: Shape>: PrimitiveView {
    let shape: S
    let fill: AnyShapeStyle?
    let stroke: (style: AnyShapeStyle, width: CGFloat)?

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        view.makeNodes(in: &context)
    }

    func makeNodes(in context: inout ResolveContext) -> [Node] {
        let path = shape._path
        let environment = context.environment
        let fill = fill.map { $0._resolve(in: environment).css }
        let stroke = stroke.map { (paint: $0.style._resolve(in: environment).css, width: $0.width) }
        return [context.node(.shape(ShapeDrawing(path: path, fill: fill, stroke: stroke)))]
    }
}

/// A shape as the renderer draws it.
struct ShapeDrawing {
    let path: (CGRect) -> String
    let fill: String?
    let stroke: (paint: String, width: CGFloat)?
}

/// How the corners of a rounded shape are drawn.
public enum RoundedCornerStyle: Sendable {
    case circular, continuous
}

/// A rectangle.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}

    public func _path(in rect: CGRect) -> String {
        SVGPath.roundedRect(rect, radius: 0)
    }
}

/// A rectangle with rounded corners of `cornerRadius`.
public struct RoundedRectangle: Shape {
    let cornerRadius: CGFloat

    /// A rectangle whose corners have radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
    }

    public func _path(in rect: CGRect) -> String {
        SVGPath.roundedRect(rect, radius: cornerRadius)
    }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {}

    public func _path(in rect: CGRect) -> String {
        SVGPath.roundedRect(rect, radius: min(rect.width, rect.height) / 2)
    }
}

/// A circle centred in the space it is offered.
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}

    public func _path(in rect: CGRect) -> String {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return SVGPath.roundedRect(square, radius: side / 2)
    }
}

/// SVG path data.
enum SVGPath {
    /// A rectangle with corners of `radius` (clamped to half the shorter side).
    static func roundedRect(_ rect: CGRect, radius: CGFloat) -> String {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
        let n = { (value: CGFloat) in CSS.number(Double(value)) }
        if r == 0 { return "M\(n(x)) \(n(y))h\(n(w))v\(n(h))h\(n(-w))Z" }
        // Each number formatted once, the path appended piece by piece (no interpolation).
        let (radius, negativeRadius) = (n(r), n(-r))
        let arc = "a" + radius + " " + radius + " 0 0 1 "
        var path = ""
        path.reserveCapacity(160)
        for piece in [
            "M", n(x + r), " ", n(y), "h", n(w - 2 * r), arc, radius, " ", radius, "v", n(h - 2 * r),
            arc, negativeRadius, " ", radius, "h", n(-(w - 2 * r)), arc, negativeRadius, " ", negativeRadius,
            "v", n(-(h - 2 * r)), arc, radius, " ", negativeRadius, "Z",
        ] {
            path += piece
        }
        return path
    }
}
