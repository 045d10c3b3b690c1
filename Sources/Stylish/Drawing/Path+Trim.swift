import Foundation

extension Path {
    /// The part of this path between the fractions `from` and `to` of its length (each clamped to
    /// 0…1), as SwiftUI's `trimmedPath(from:to:)`: empty when `from` is not below `to`.
    ///
    /// Curves are measured by 16 chords each; a piece of a curve is the exact sub-curve (split by
    /// de Casteljau) at the parameters those chords give.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (from, to) = (max(0, min(1, from)), max(0, min(1, to)))
        guard from < to else { return Path() }
        if from == 0, to == 1 { return self }
        let segments = Self.segments(of: elements)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (start, end) = (from * total, to * total)
        var result = Path()
        var position: CGFloat = 0
        var lastEnd: CGPoint?
        for segment in segments {
            defer { position += segment.length }
            let (segmentStart, segmentEnd) = (position, position + segment.length)
            // Pieces shorter than rounding error (where a trim ends on a segment's end) are skipped.
            guard min(end, segmentEnd) - max(start, segmentStart) > total * 1e-9 else { continue }
            let t0 = segment.parameter(at: max(0, start - segmentStart))
            let t1 = segment.parameter(at: min(segment.length, end - segmentStart))
            let piece = segment.curve.split(from: t0, to: t1)
            if lastEnd != piece.start { result.move(to: piece.start) }
            piece.append(to: &result)
            lastEnd = piece.end
        }
        return result
    }

    /// A drawn step of a path: a curve (lines and quadratic curves as cubic ones), its length and
    /// its chord table.
    private struct Segment {
        let curve: Cubic
        /// Cumulative chord lengths at t = i/16.
        let lengths: [CGFloat]
        var length: CGFloat { lengths[lengths.count - 1] }

        init(_ curve: Cubic) {
            self.curve = curve
            let steps = curve.isLine ? 1 : 16
            var lengths: [CGFloat] = [0]
            var previous = curve.start
            for step in 1...steps {
                let point = curve.point(at: CGFloat(step) / CGFloat(steps))
                lengths.append(lengths[lengths.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
                previous = point
            }
            self.lengths = lengths
        }

        /// The curve parameter at `distance` along the segment.
        func parameter(at distance: CGFloat) -> CGFloat {
            let steps = lengths.count - 1
            guard let index = lengths.firstIndex(where: { $0 >= distance }), index > 0 else { return 0 }
            let (below, above) = (lengths[index - 1], lengths[index])
            let fraction = above > below ? (distance - below) / (above - below) : 0
            return (CGFloat(index - 1) + fraction) / CGFloat(steps)
        }
    }

    /// The drawn steps of `elements`, a close drawing the line back to its subpath's start.
    private static func segments(of elements: [Element]) -> [Segment] {
        var segments: [Segment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        func add(_ curve: Cubic) {
            segments.append(Segment(curve))
            current = curve.end
        }
        for element in elements {
            switch element {
            case .move(let point):
                (current, subpathStart) = (point, point)
            case .line(let point):
                add(Cubic(line: current, point))
            case .quadCurve(let point, let control):
                add(Cubic(quad: current, control, point))
            case .curve(let point, let control1, let control2):
                add(Cubic(start: current, control1: control1, control2: control2, end: point, isLine: false))
            case .closeSubpath:
                add(Cubic(line: current, subpathStart))
            }
        }
        return segments
    }
}

/// A cubic Bézier curve (a line is one whose control points lie on it).
private struct Cubic {
    let start, control1, control2, end: CGPoint
    let isLine: Bool

    init(start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint, isLine: Bool) {
        (self.start, self.control1, self.control2, self.end, self.isLine) = (start, control1, control2, end, isLine)
    }

    init(line start: CGPoint, _ end: CGPoint) {
        self.init(start: start, control1: start, control2: end, end: end, isLine: true)
    }

    init(quad start: CGPoint, _ control: CGPoint, _ end: CGPoint) {
        let control1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let control2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        self.init(start: start, control1: control1, control2: control2, end: end, isLine: false)
    }

    func point(at t: CGFloat) -> CGPoint {
        if isLine { return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t) }
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: a * start.x + b * control1.x + c * control2.x + d * end.x,
            y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The part of the curve between parameters `t0` and `t1`.
    func split(from t0: CGFloat, to t1: CGFloat) -> Cubic {
        if isLine { return Cubic(line: point(at: t0), point(at: t1)) }
        let tail = t0 > 0 ? splitAt(t0).1 : self
        let range = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return range < 1 ? tail.splitAt(range).0 : tail
    }

    /// The curve split at `t` into its two halves (de Casteljau).
    private func splitAt(_ t: CGFloat) -> (Cubic, Cubic) {
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let (ab, bc, cd) = (mix(start, control1), mix(control1, control2), mix(control2, end))
        let (abc, bcd) = (mix(ab, bc), mix(bc, cd))
        let middle = mix(abc, bcd)
        return (
            Cubic(start: start, control1: ab, control2: abc, end: middle, isLine: false),
            Cubic(start: middle, control1: bcd, control2: cd, end: end, isLine: false)
        )
    }

    /// Appends the curve, from the current point, to `path`.
    func append(to path: inout Path) {
        if isLine { path.addLine(to: end) } else { path.addCurve(to: end, control1: control1, control2: control2) }
    }
}
