import Foundation

/// The outline of a built-in shape: a rectangle with rounded corners, placed in the shape's rect.
enum RoundedOutline {
    /// The whole rect, its corners of this radius (clamped to half the shorter side).
    case corners(CGFloat)
    /// The whole rect, its shorter sides half circles.
    case capsule
    /// The largest square centred in the rect, its corners half its side.
    case circle

    /// The rectangle drawn in `rect` inset by `inset`, and the radius of its corners.
    func geometry(in rect: CGRect, inset: CGFloat = 0) -> (rect: CGRect, radius: CGFloat) {
        let rect = rect.inset(by: inset)
        switch self {
        case .corners(let radius):
            return (rect, max(0, radius - inset))
        case .capsule:
            return (rect, min(rect.width, rect.height) / 2)
        case .circle:
            let side = min(rect.width, rect.height)
            return (CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side), side / 2)
        }
    }
}

/// A shape whose outline may be a ``RoundedOutline``: its path is then written straight into
/// the markup.
protocol RoundedOutlineShape: Shape {
    /// The shape's outline, when it is one.
    var roundedOutline: RoundedOutline? { get }
    /// How far the outline is inset in the shape's rect.
    var outlineInset: CGFloat { get }
}

extension CGRect {
    /// This rect with `amount` taken off each side (its size never below zero).
    func inset(by amount: CGFloat) -> CGRect {
        guard amount != 0 else { return self }
        return CGRect(
            x: minX + amount, y: minY + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}

/// SVG path data.
enum SVGPath {
    /// The path of `outline` drawn in `rect`.
    static func path(of outline: RoundedOutline, in rect: CGRect, inset: CGFloat = 0) -> String {
        let (rect, radius) = outline.geometry(in: rect, inset: inset)
        return roundedRect(rect, radius: radius)
    }

    /// A rectangle with corners of `radius` (clamped to half the shorter side).
    static func roundedRect(_ rect: CGRect, radius: CGFloat) -> String {
        var writer = HTMLWriter(capacity: 160)
        writeRoundedRect(rect, radius: radius, to: &writer)
        return writer.string
    }

    /// Writes ``roundedRect(_:radius:)``'s path data into an attribute value being written (its
    /// characters need no escaping), number by number.
    static func writeRoundedRect(_ rect: CGRect, radius: CGFloat, to writer: inout HTMLWriter) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
        if r == 0 {
            writer.writeRaw("M")
            writer.writeNumber(Double(x))
            writer.writeRaw(" ")
            writer.writeNumber(Double(y))
            writer.writeRaw("h")
            writer.writeNumber(Double(w))
            writer.writeRaw("v")
            writer.writeNumber(Double(h))
            writer.writeRaw("h")
            writer.writeNumber(Double(-w))
            writer.writeRaw("Z")
            return
        }
        // The corners are `a r r 0 0 1 dx dy`, each of dx and dy `r` or `-r`, and the sides'
        // lengths come back negated: the radius and the sides are formatted once, the rest of
        // the path copied from their bytes.
        writer.writeRaw("M")
        writer.writeNumber(Double(x + r))
        writer.writeRaw(" ")
        writer.writeNumber(Double(y))
        writer.writeRaw("h")
        let width = writer.writeNumberMarked(Double(w - 2 * r))
        let arcStart = writer.count
        writer.writeRaw("a")
        let radius = writer.writeNumberMarked(Double(r))
        writer.writeRaw(" ")
        writer.writeAgain(radius)
        let radii = arcStart + 1..<writer.count
        writer.writeRaw(" 0 0 1 ")
        let arc = arcStart..<writer.count
        writer.writeAgain(radii)
        writer.writeRaw("v")
        let height = writer.writeNumberMarked(Double(h - 2 * r))
        writer.writeAgain(arc)
        let negated = writer.writeNegationAgain(radius)
        writer.writeRaw(" ")
        writer.writeAgain(radius)
        writer.writeRaw("h")
        writer.writeNegationAgain(width)
        writer.writeAgain(arc)
        writer.writeAgain(negated)
        writer.writeRaw(" ")
        writer.writeAgain(negated)
        writer.writeRaw("v")
        writer.writeNegationAgain(height)
        writer.writeAgain(arc)
        writer.writeAgain(radius)
        writer.writeRaw(" ")
        writer.writeAgain(negated)
        writer.writeRaw("Z")
    }
}
