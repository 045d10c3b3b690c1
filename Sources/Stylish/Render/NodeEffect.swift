import Foundation

/// A visual effect a modifier puts on a node's element (`opacity`, `clipped`, `blur`,
/// `scaleEffect`…), kept with the node's others in the order SwiftUI applies them: the
/// innermost modifier's first.
///
/// One element applies its effects in CSS's fixed order: the clip of its content (`overflow`),
/// then its `filter` functions in order, then its `clip-path` or mask, then its `transform`; opacity and isolation commute
/// with all of these. An effect that SwiftUI applies after one of a later CSS stage (a blur
/// outside a scale, a clip outside a shadow) goes on an element wrapping the node instead
/// (``fits(after:)``).
enum NodeEffect {
    /// Multiplies the element's opacity.
    case opacity(Double)
    /// Clips the element's content to its frame, its corners rounded by the radius.
    case clip(cornerRadius: CGFloat)
    /// A CSS filter function, as `blur(2px)`.
    case filter(String)
    /// Clips the element to a shape (CSS `clip-path`) or masks it by a paint's alpha (`clipShape`,
    /// `mask`): after its filters, before its transform; one per element.
    case clipPath(ClipDrawing)
    /// A scale or rotation about an anchor.
    case transform(ViewTransform)
    /// Makes the element a group its content is composited in before it meets what is behind it.
    case isolation
    /// How the element is blended with what is behind it (CSS `mix-blend-mode`).
    case blend(BlendMode)

    /// Where CSS applies the effect among an element's others; nil when it commutes with them.
    var stage: Int? {
        switch self {
        case .opacity, .isolation, .blend: nil
        case .clip: 0
        case .filter: 1
        case .clipPath: 2
        case .transform: 3
        }
    }

    /// Whether `effects` followed by `self` is what the CSS of one element applies.
    func fits(after effects: [NodeEffect]) -> Bool {
        guard let stage else { return true }
        return !effects.contains { ($0.stage ?? 0) > stage || (stage == 2 && $0.stage == 2) }
    }

    /// Whether two effects are the same (numbers by their bits, strings by their bytes).
    func isSame(as other: NodeEffect) -> Bool {
        switch (self, other) {
        case (.opacity(let a), .opacity(let b)): a.bitPattern == b.bitPattern
        case (.clip(let a), .clip(let b)): a.bitPattern == b.bitPattern
        case (.filter(let a), .filter(let b)): a.hasSameBytes(as: b)
        case (.transform(let a), .transform(let b)): a.isSame(as: b)
        case (.clipPath(let a), .clipPath(let b)): a.isSame(as: b)
        case (.isolation, .isolation): true
        case (.blend(let a), .blend(let b)): a == b
        default: false
        }
    }
}

/// A `scaleEffect` or `rotationEffect`: a linear map about an anchor in the view's unit space.
struct ViewTransform {
    enum Operation {
        case scale(x: CGFloat, y: CGFloat)
        case rotation(Angle)
        /// Any affine transform (`transformEffect`), its translation in points.
        case affine(CGAffineTransform)
    }

    let operation: Operation
    /// The anchor, already mirrored for right-to-left (its x measured from the left edge).
    let anchor: UnitPoint

    /// The map in the coordinates of an element of `size`.
    func map(in size: CGSize) -> AffineMap {
        let point = anchor.point(in: CGRect(origin: .zero, size: size))
        switch operation {
        case .scale(let x, let y):
            return AffineMap(linear: x, 0, 0, y, about: point)
        case .rotation(let angle):
            let (cos, sin) = (CGFloat(Foundation.cos(angle.radians)), CGFloat(Foundation.sin(angle.radians)))
            return AffineMap(linear: cos, sin, -sin, cos, about: point)
        case .affine(let t):
            var map = AffineMap(linear: t.a, t.b, t.c, t.d, about: point)
            map.tx += t.tx
            map.ty += t.ty
            return map
        }
    }

    /// Writes the CSS transform functions: the operation, between two translations when it is not
    /// anchored at the centre (CSS's default `transform-origin`), in percentages of the element.
    func writeCSS(to writer: inout HTMLWriter) {
        let (dx, dy) = (Double(anchor.x - 0.5) * 100, Double(anchor.y - 0.5) * 100)
        let isCentred = dx == 0 && dy == 0
        if !isCentred {
            writeTranslate(dx, dy, to: &writer)
            writer.writeRaw(" ")
        }
        switch operation {
        case .scale(let x, let y):
            writer.writeRaw("scale(")
            writer.writeNumber(Double(x))
            if x != y {
                writer.writeRaw(",")
                writer.writeNumber(Double(y))
            }
            writer.writeRaw(")")
        case .rotation(let angle):
            writer.writeRaw("rotate(")
            writer.writeNumber(angle.degrees)
            writer.writeRaw("deg)")
        case .affine(let t):
            writer.writeRaw("matrix(")
            for (index, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
                if index > 0 { writer.writeRaw(",") }
                writer.writeNumber(Double(value))
            }
            writer.writeRaw(")")
        }
        if !isCentred {
            writer.writeRaw(" ")
            writeTranslate(-dx, -dy, to: &writer)
        }
    }

    private func writeTranslate(_ dx: Double, _ dy: Double, to writer: inout HTMLWriter) {
        writer.writeRaw("translate(")
        writer.writeNumber(dx)
        writer.writeRaw("%,")
        writer.writeNumber(dy)
        writer.writeRaw("%)")
    }

    func isSame(as other: ViewTransform) -> Bool {
        guard anchor.x.bitPattern == other.anchor.x.bitPattern, anchor.y.bitPattern == other.anchor.y.bitPattern else {
            return false
        }
        switch (operation, other.operation) {
        case (.scale(let x, let y), .scale(let otherX, let otherY)):
            return x.bitPattern == otherX.bitPattern && y.bitPattern == otherY.bitPattern
        case (.rotation(let a), .rotation(let b)):
            return a.radians.bitPattern == b.radians.bitPattern
        case (.affine(let a), .affine(let b)):
            return [a.a, a.b, a.c, a.d, a.tx, a.ty].map(\.bitPattern) == [b.a, b.b, b.c, b.d, b.tx, b.ty].map(\.bitPattern)
        default:
            return false
        }
    }
}
