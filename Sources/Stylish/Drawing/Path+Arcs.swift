import Foundation

/// Arcs, ellipses and rounded rectangles, drawn as cubic Bézier curves of at most a quarter turn
/// each.
extension Path {
    /// An arc of the circle at `center`, from `startAngle` to `endAngle`; a line joins it to the
    /// current point, if any.
    ///
    /// As in SwiftUI, `clockwise` is in the flipped coordinates of CoreGraphics: on screen (y
    /// down), `clockwise: false` turns clockwise, through increasing angles.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            sweep = max(sweep, -fullTurn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            sweep = min(sweep, fullTurn)
        }
        addArcSegments(
            center: center, radii: CGSize(width: radius, height: radius), start: startAngle.radians, sweep: sweep,
            transform: transform)
    }

    /// An arc of the circle at `center`, from `startAngle` turning by `delta`.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArcSegments(
            center: center, radii: CGSize(width: radius, height: radius), start: startAngle.radians,
            sweep: delta.radians, transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End`, as CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = last?.applying(transform.inverted()) else { return move(to: tangent1End.applying(transform)) }
        let (v1x, v1y) = (current.x - tangent1End.x, current.y - tangent1End.y)
        let (v2x, v2y) = (tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
        let (length1, length2) = (hypot(v1x, v1y), hypot(v2x, v2y))
        let cross = v1x * v2y - v1y * v2x
        guard length1 > 0, length2 > 0, abs(cross) > 1e-9, radius > 0 else {
            return addLine(to: tangent1End.applying(transform))
        }
        let (u1, u2) = ((x: v1x / length1, y: v1y / length1), (x: v2x / length2, y: v2y / length2))
        let half = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y))) / 2
        let distance = radius / tan(half)
        let start = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let bisector = (x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(half)
        let center = CGPoint(
            x: tangent1End.x + bisector.x / bisectorLength * centreDistance,
            y: tangent1End.y + bisector.y / bisectorLength * centreDistance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        let sweep = (cross > 0 ? -1 : 1) * (Double.pi - 2 * half)
        addLine(to: start.applying(transform))
        addArcSegments(
            center: center, radii: CGSize(width: radius, height: radius), start: startAngle, sweep: sweep,
            transform: transform)
    }

    /// The ellipse inscribed in `rect`, a closed subpath starting at its rightmost point and
    /// turning clockwise on screen (where `trim(from:to:)` of a `Circle` starts).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radii = CGSize(width: rect.width / 2, height: rect.height / 2)
        move(to: CGPoint(x: rect.maxX, y: rect.midY).applying(transform))
        addArcSegments(center: center, radii: radii, start: 0, sweep: 2 * .pi, transform: transform)
        closeSubpath()
    }

    /// A closed rectangle with elliptical corners of `cornerSize` (clamped to half the sides),
    /// clockwise from the end of its top-left corner. Continuous corners are drawn circular.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let radii = CGSize(
            width: max(0, min(cornerSize.width, rect.width / 2)), height: max(0, min(cornerSize.height, rect.height / 2)))
        addRoundedRect(in: rect, corners: [radii, radii, radii, radii], transform: transform)
    }

    /// A closed rectangle with a radius of its own at each corner (clamped so that neighbours
    /// do not overlap).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let limit = min(rect.width, rect.height) / 2
        let corners = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
            .map { CGSize(width: max(0, min($0, limit)), height: max(0, min($0, limit))) }
        addRoundedRect(in: rect, corners: corners, transform: transform)
    }

    /// A rounded rectangle whose corners, clockwise from the top-left, have these radii.
    private mutating func addRoundedRect(in rect: CGRect, corners: [CGSize], transform: CGAffineTransform) {
        let (topLeft, topRight, bottomRight, bottomLeft) = (corners[0], corners[1], corners[2], corners[3])
        let quarter = Double.pi / 2
        move(to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY).applying(transform))
        addLine(to: CGPoint(x: rect.maxX - topRight.width, y: rect.minY).applying(transform))
        addCorner(CGPoint(x: rect.maxX - topRight.width, y: rect.minY + topRight.height), topRight, -quarter, transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.height).applying(transform))
        addCorner(CGPoint(x: rect.maxX - bottomRight.width, y: rect.maxY - bottomRight.height), bottomRight, 0, transform)
        addLine(to: CGPoint(x: rect.minX + bottomLeft.width, y: rect.maxY).applying(transform))
        addCorner(CGPoint(x: rect.minX + bottomLeft.width, y: rect.maxY - bottomLeft.height), bottomLeft, quarter, transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft.height).applying(transform))
        addCorner(CGPoint(x: rect.minX + topLeft.width, y: rect.minY + topLeft.height), topLeft, 2 * quarter, transform)
        closeSubpath()
    }

    /// A quarter turn of the corner at `center` with `radii`, from `start`; nothing for a square
    /// corner.
    private mutating func addCorner(_ center: CGPoint, _ radii: CGSize, _ start: Double, _ transform: CGAffineTransform) {
        guard radii.width > 0, radii.height > 0 else { return }
        addArcSegments(center: center, radii: radii, start: start, sweep: .pi / 2, transform: transform)
    }

    /// The elliptical arc at `center` from angle `start` turning by `sweep` (positive is
    /// clockwise on screen), as curves of at most a quarter turn; a line joins it to the current
    /// point when that is elsewhere, a move starts it when there is none.
    private mutating func addArcSegments(
        center: CGPoint, radii: CGSize, start: Double, sweep: Double, transform: CGAffineTransform
    ) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
        }
        let first = point(start).applying(transform)
        if let last {
            if abs(last.x - first.x) > 1e-9 || abs(last.y - first.y) > 1e-9 { addLine(to: first) }
        } else {
            move(to: first)
        }
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        for index in 0..<count {
            let a = start + Double(index) * step
            let b = a + step
            let control1 = CGPoint(
                x: center.x + radii.width * (cos(a) - k * sin(a)), y: center.y + radii.height * (sin(a) + k * cos(a)))
            let control2 = CGPoint(
                x: center.x + radii.width * (cos(b) + k * sin(b)), y: center.y + radii.height * (sin(b) - k * cos(b)))
            addCurve(
                to: point(b).applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        }
    }
}

/// The radius of each corner of a rectangle, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    /// Corners of these radii.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
