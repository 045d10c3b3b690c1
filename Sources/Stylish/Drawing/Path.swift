import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: lines and curves in subpaths, drawn by a
/// shape's `path(in:)` or directly as a view.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
public struct Path: Hashable, Sendable {
    /// One step of a path, as SwiftUI's `Path.Element`.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The steps, in order.
    private(set) var elements: [Element] = []
    /// Where the current subpath started, and where the last step ended.
    var subpathStart: CGPoint?
    var last: CGPoint?

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with circular corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// The path that `build` draws into an empty path.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the last step ended at, if any.
    public var currentPoint: CGPoint? { last }

    /// Calls `body` with each step, in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
        last = point
    }

    /// A straight line from the current point to `point` (a move when there is none).
    public mutating func addLine(to point: CGPoint) {
        guard last != nil else { return move(to: point) }
        elements.append(.line(to: point))
        last = point
    }

    /// A move to the first point, then lines through the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if last == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        last = point
    }

    /// A cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if last == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        last = point
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard last != nil, let start = subpathStart else { return }
        elements.append(.closeSubpath)
        last = start
    }

    /// A closed rectangle, clockwise from its top-left corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        addLines(corners.map { $0.applying(transform) })
        closeSubpath()
    }

    /// A closed rectangle for each of `rects`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The steps of `path`, mapped by `transform`, appended to this path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            switch element {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2): addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// This path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var path = self
        path.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: point.applying(transform))
            case .line(let point): .line(to: point.applying(transform))
            case .quadCurve(let point, let control):
                .quadCurve(to: point.applying(transform), control: control.applying(transform))
            case .curve(let point, let control1, let control2):
                .curve(
                    to: point.applying(transform), control1: control1.applying(transform),
                    control2: control2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        path.subpathStart = subpathStart?.applying(transform)
        path.last = last?.applying(transform)
        return path
    }

    /// This path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle that holds every point of the path, control points included (as
    /// SwiftUI's `boundingRect`, which is exact for lines and close for curves).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
