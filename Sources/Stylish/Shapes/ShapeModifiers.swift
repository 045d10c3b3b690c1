import Foundation

extension Shape {
    /// The part of this shape's outline between the fractions `from` and `to` of its length,
    /// as a shape (a progress ring is a trimmed, stroked circle).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    /// This shape rotated by `angle` about `anchor` of its rect.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(shape: self, anchor: anchor, transform: CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
    }

    /// This shape scaled by `x` and `y` about `anchor` of its rect.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(shape: self, anchor: anchor, transform: CGAffineTransform(scaleX: x, y: y))
    }

    /// This shape scaled by `scale` about `anchor` of its rect.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// This shape mapped by `transform` (about its rect's origin).
    public func transform(_ transform: CGAffineTransform) -> _TransformedShape<Self> {
        _TransformedShape(shape: self, anchor: nil, transform: transform)
    }
}

/// A part of a shape's outline (``Shape/trim(from:to:)``).
public struct _TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let from: CGFloat
    let to: CGFloat

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
}

/// A shape mapped by an affine transform about an anchor of its rect (``Shape/rotation(_:anchor:)``,
/// ``Shape/scale(x:y:anchor:)``, ``Shape/transform(_:)``).
public struct _TransformedShape<Content: Shape>: Shape {
    let shape: Content
    /// The point the transform is about, or nil for the rect's origin's coordinate space.
    let anchor: UnitPoint?
    let transform: CGAffineTransform

    public func path(in rect: CGRect) -> Path {
        guard let anchor else { return shape.path(in: rect).applying(transform) }
        let point = anchor.point(in: rect)
        let about = CGAffineTransform(translationX: -point.x, y: -point.y)
            .concatenating(transform).concatenating(CGAffineTransform(translationX: point.x, y: point.y))
        return shape.path(in: rect).applying(about)
    }
}

extension _TrimmedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> _TrimmedShape<Content.InsetShape> {
        _TrimmedShape<Content.InsetShape>(shape: shape.inset(by: amount), from: from, to: to)
    }
}
