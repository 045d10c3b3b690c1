import Foundation

/// How the corners of a rounded shape are drawn; the browser draws both as circular arcs.
public enum RoundedCornerStyle: Sendable {
    case circular, continuous
}

/// A rectangle.
public struct Rectangle: InsettableShape, RoundedOutlineShape {
    var outlineInset: CGFloat = 0

    /// Creates a rectangle.
    public init() {}

    var roundedOutline: RoundedOutline? { .corners(0) }

    public func path(in rect: CGRect) -> Path { Path(insetRect(rect)) }

    public func inset(by amount: CGFloat) -> Rectangle { inset(self, by: amount) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape, RoundedOutlineShape {
    /// The corners' radii.
    public var cornerSize: CGSize
    /// The corners' style.
    public var style: RoundedCornerStyle
    var outlineInset: CGFloat = 0

    /// A rectangle whose corners have radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle whose corners are quarter ellipses of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    var roundedOutline: RoundedOutline? { cornerSize.width == cornerSize.height ? .corners(cornerSize.width) : nil }

    public func path(in rect: CGRect) -> Path {
        let size = CGSize(width: max(0, cornerSize.width - outlineInset), height: max(0, cornerSize.height - outlineInset))
        return Path(roundedRect: insetRect(rect), cornerSize: size, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle { inset(self, by: amount) }
}

/// A rectangle with a radius of its own at each corner, as SwiftUI's `UnevenRoundedRectangle`
/// (leading is left, also right to left).
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var outlineInset: CGFloat = 0

    /// A rectangle with these corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with these corner radii.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let inset = outlineInset
        let radii = RectangleCornerRadii(
            topLeading: max(0, cornerRadii.topLeading - inset), bottomLeading: max(0, cornerRadii.bottomLeading - inset),
            bottomTrailing: max(0, cornerRadii.bottomTrailing - inset), topTrailing: max(0, cornerRadii.topTrailing - inset))
        var path = Path()
        path.addRoundedRect(in: insetRect(rect), cornerRadii: radii, style: style)
        return path
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { inset(self, by: amount) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: InsettableShape, RoundedOutlineShape {
    public var style: RoundedCornerStyle
    var outlineInset: CGFloat = 0

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    var roundedOutline: RoundedOutline? { .capsule }

    public func path(in rect: CGRect) -> Path {
        let rect = insetRect(rect)
        return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule { inset(self, by: amount) }
}

/// A circle centred in the space it is offered.
public struct Circle: InsettableShape, RoundedOutlineShape {
    var outlineInset: CGFloat = 0

    /// Creates a circle.
    public init() {}

    var roundedOutline: RoundedOutline? { .circle }

    /// The circle, starting at its rightmost point and turning clockwise on screen.
    public func path(in rect: CGRect) -> Path {
        let rect = insetRect(rect)
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func inset(by amount: CGFloat) -> Circle { inset(self, by: amount) }
}

/// An ellipse filling the space it is offered.
public struct Ellipse: InsettableShape {
    var outlineInset: CGFloat = 0

    /// Creates an ellipse.
    public init() {}

    /// The ellipse, starting at its rightmost point and turning clockwise on screen.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: insetRect(rect)) }

    public func inset(by amount: CGFloat) -> Ellipse { inset(self, by: amount) }
}

/// The built-in shapes keep how far they are inset.
protocol InsetByAmount {
    var outlineInset: CGFloat { get set }
}

extension Rectangle: InsetByAmount {}
extension RoundedRectangle: InsetByAmount {}
extension UnevenRoundedRectangle: InsetByAmount {}
extension Capsule: InsetByAmount {}
extension Circle: InsetByAmount {}
extension Ellipse: InsetByAmount {}

extension InsetByAmount {
    /// `shape` inset by `amount` more.
    fileprivate func inset(_ shape: Self, by amount: CGFloat) -> Self {
        var shape = shape
        shape.outlineInset += amount
        return shape
    }

    /// `rect` with this shape's inset taken off each side.
    fileprivate func insetRect(_ rect: CGRect) -> CGRect {
        rect.inset(by: outlineInset)
    }
}
