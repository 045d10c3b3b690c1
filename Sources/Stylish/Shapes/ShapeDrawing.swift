import Foundation

/// A shape as the renderer draws it: its outline, and its fill and stroke resolved to paint.
struct ShapeDrawing {
    /// What the shape's path is drawn from.
    enum Outline {
        /// A built-in rounded shape, inset by an amount: ``SVGPath`` writes its path without
        /// building one.
        case rounded(RoundedOutline, inset: CGFloat)
        /// Any other shape: its `path(in:)`.
        case shape(any Shape)

        /// The outline of `shape`: built-in when it is a rounded shape that has one.
        init(_ shape: any Shape) {
            if let erased = shape as? AnyShape {
                self.init(erased.base)
            } else if let rounded = shape as? any RoundedOutlineShape, let outline = rounded.roundedOutline {
                self = .rounded(outline, inset: rounded.outlineInset)
            } else {
                self = .shape(shape)
            }
        }
    }

    let outline: Outline
    let fill: _Paint?
    let isEOFilled: Bool
    let stroke: (paint: _Paint, style: StrokeStyle)?
    /// Whether the shape draws nothing and is only hit (`contentShape`): its interior is.
    let isHitOnly: Bool

    init(
        outline: Outline, fill: _Paint?, isEOFilled: Bool = false, stroke: (paint: _Paint, style: StrokeStyle)?,
        isHitOnly: Bool = false
    ) {
        self.outline = outline
        self.fill = fill
        self.isEOFilled = isEOFilled
        self.stroke = stroke
        self.isHitOnly = isHitOnly
    }

    /// Whether `other` draws as this drawing does: the same built-in outline (or a shape of the
    /// same type, provably equal), fill and stroke.
    func isSame(as other: ShapeDrawing) -> Bool {
        let sameOutline =
            switch (outline, other.outline) {
            case (.rounded(let a, let insetA), .rounded(let b, let insetB)):
                a.isSame(as: b) && insetA.bitPattern == insetB.bitPattern
            case (.shape(let a), .shape(let b)): Self.isSameShape(a, b)
            default: false
            }
        return sameOutline && fill == other.fill && isEOFilled == other.isEOFilled && stroke?.paint == other.stroke?.paint
            && stroke?.style == other.stroke?.style && isHitOnly == other.isHitOnly
    }

    /// Whether `b` is a shape of `a`'s type, provably equal to it.
    private static func isSameShape<S: Shape>(_ a: S, _ b: any Shape) -> Bool {
        guard let b = b as? S else { return false }
        return StructuralEquality.isEqual(a, b)
    }

    /// The shape's path in `rect`.
    func path(in rect: CGRect) -> Path {
        switch outline {
        case .rounded(let outline, let inset):
            let (rect, radius) = outline.geometry(in: rect, inset: inset)
            return Path(roundedRect: rect, cornerRadius: radius)
        case .shape(let shape):
            return shape.path(in: rect)
        }
    }
}

extension RoundedOutline {
    /// Whether `other` is the same outline (radii compared by their bits).
    func isSame(as other: RoundedOutline) -> Bool {
        switch (self, other) {
        case (.corners(let a), .corners(let b)): a.bitPattern == b.bitPattern
        case (.capsule, .capsule), (.circle, .circle): true
        default: false
        }
    }
}
