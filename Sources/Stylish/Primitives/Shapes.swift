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
    public consuming func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: AnyShapeStyle(style), stroke: nil)
    }

    /// This shape's outline drawn with `style`, `lineWidth` points wide.
    public consuming func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
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
        // The built-in shapes are written straight into the markup; any other through its `_path`.
        let outline: ShapeDrawing.Outline =
            if let rounded = shape as? any RoundedOutlineShape { .rounded(rounded.roundedOutline) } else { .custom(shape._path) }
        let environment = context.environment
        let fill = fill.map { $0._resolve(in: environment) }
        let stroke = stroke.map { (paint: $0.style._resolve(in: environment), width: $0.width) }
        return [context.node(.shape(ShapeDrawing(outline: outline, fill: fill, stroke: stroke)))]
    }
}

/// A shape as the renderer draws it.
struct ShapeDrawing {
    /// What the shape's path is drawn from.
    enum Outline {
        /// A built-in shape: a rounded rectangle, whose path ``SVGPath`` writes without a string.
        case rounded(RoundedOutline)
        /// Any other shape: its `_path`.
        case custom((CGRect) -> String)
    }

    let outline: Outline
    let fill: Color?
    let stroke: (paint: Color, width: CGFloat)?
}

/// How the corners of a rounded shape are drawn.
public enum RoundedCornerStyle: Sendable {
    case circular, continuous
}

/// A rectangle.
public struct Rectangle: Shape, RoundedOutlineShape {
    /// Creates a rectangle.
    public init() {}

    var roundedOutline: RoundedOutline { .corners(0) }

    public func _path(in rect: CGRect) -> String { SVGPath.path(of: roundedOutline, in: rect) }
}

/// A rectangle with rounded corners of `cornerRadius`.
public struct RoundedRectangle: Shape, RoundedOutlineShape {
    let cornerRadius: CGFloat

    /// A rectangle whose corners have radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
    }

    var roundedOutline: RoundedOutline { .corners(cornerRadius) }

    public func _path(in rect: CGRect) -> String { SVGPath.path(of: roundedOutline, in: rect) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape, RoundedOutlineShape {
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {}

    var roundedOutline: RoundedOutline { .capsule }

    public func _path(in rect: CGRect) -> String { SVGPath.path(of: roundedOutline, in: rect) }
}

/// A circle centred in the space it is offered.
public struct Circle: Shape, RoundedOutlineShape {
    /// Creates a circle.
    public init() {}

    var roundedOutline: RoundedOutline { .circle }

    public func _path(in rect: CGRect) -> String { SVGPath.path(of: roundedOutline, in: rect) }
}

extension ShapeDrawing {
    /// Whether `other` draws as this drawing does: the same built-in outline (or the very same
    /// closure), fill and stroke.
    func isSame(as other: ShapeDrawing) -> Bool {
        let sameOutline =
            switch (outline, other.outline) {
            case (.rounded(.corners(let a)), .rounded(.corners(let b))): a.bitPattern == b.bitPattern
            case (.rounded(.capsule), .rounded(.capsule)), (.rounded(.circle), .rounded(.circle)): true
            case (.custom(let a), .custom(let b)): StructuralEquality.isEqual(a, b)
            default: false
            }
        return sameOutline && fill == other.fill && stroke?.paint == other.stroke?.paint
            && stroke?.width.bitPattern == other.stroke?.width.bitPattern
    }
}
