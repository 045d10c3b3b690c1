import Foundation

/// What a shape style paints with once resolved where it is used: a colour or a gradient.
/// Engine-internal; public only because `ShapeStyle._paint(in:)` returns it.
public struct _Paint: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case color(Color)
        case linear(Gradient, start: UnitPoint, end: UnitPoint)
        case radial(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case angular(Gradient, center: UnitPoint, start: Angle, end: Angle)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// A colour.
    static func color(_ color: Color) -> _Paint { _Paint(.color(color)) }

    /// The paint as one colour: itself, or a gradient's first colour.
    var color: Color {
        switch kind {
        case .color(let color): color
        case .linear(let gradient, _, _), .radial(let gradient, _, _, _), .angular(let gradient, _, _, _):
            gradient.firstColor
        }
    }

    /// The paint with every colour's opacity multiplied by `opacity` (a disabled control's text).
    func opacity(_ opacity: Double) -> _Paint {
        func fade(_ gradient: Gradient) -> Gradient {
            Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) })
        }
        return switch kind {
        case .color(let color): .color(color.opacity(opacity))
        case .linear(let gradient, let start, let end): _Paint(.linear(fade(gradient), start: start, end: end))
        case .radial(let gradient, let center, let startRadius, let endRadius):
            _Paint(.radial(fade(gradient), center: center, startRadius: startRadius, endRadius: endRadius))
        case .angular(let gradient, let center, let start, let end):
            _Paint(.angular(fade(gradient), center: center, start: start, end: end))
        }
    }

    /// Whether the paint is a colour that draws nothing (alpha 0, as `Color.clear`): SwiftUI does
    /// not hit what it paints.
    var isClear: Bool {
        if case .color(let color) = kind { color.alpha == 0 } else { false }
    }

    /// Whether the paint is a colour.
    var isColor: Bool {
        if case .color = kind { true } else { false }
    }

    /// The colours the paint uses.
    var colors: [Color] {
        switch kind {
        case .color(let color): [color]
        case .linear(let gradient, _, _), .radial(let gradient, _, _, _), .angular(let gradient, _, _, _):
            gradient.stops.map(\.color)
        }
    }
}

extension _Paint {
    /// Writes the paint as a CSS image (`linear-gradient(…)`, `radial-gradient(…)`,
    /// `conic-gradient(…)`) for an element of `size` whose gradient fills `frame` of it (the whole
    /// element unless told otherwise), or as a colour, into an attribute value.
    func writeCSS(size: CGSize, frame: CGRect? = nil, to writer: inout HTMLWriter) {
        let frame = frame ?? CGRect(origin: .zero, size: size)
        let isWhole = frame == CGRect(origin: .zero, size: size)
        /// Writes where `point` of the frame lies: in percent of the element when the frame is the
        /// whole element, else in px.
        func writeAt(_ point: UnitPoint) {
            if isWhole {
                writer.writeNumber(Double(point.x) * 100)
                writer.writeRaw("% ")
                writer.writeNumber(Double(point.y) * 100)
                writer.writeRaw("%")
            } else {
                let placed = point.point(in: frame)
                writer.writePx(placed.x)
                writer.writeRaw(" ")
                writer.writePx(placed.y)
            }
        }
        switch kind {
        case .color(let color):
            color.writeCSS(to: &writer)
        case .linear(let gradient, let start, let end):
            // CSS draws the gradient along a line through the centre at an angle, its length
            // chosen so that the corners get the end colours: stops are placed on that line.
            let (from, to) = (start.point(in: frame), end.point(in: frame))
            let (dx, dy) = (Double(to.x - from.x), Double(to.y - from.y))
            let angle = dx == 0 && dy == 0 ? Double.pi : atan2(dx, -dy)
            let (ux, uy) = (sin(angle), -cos(angle))
            let length = abs(Double(size.width) * ux) + abs(Double(size.height) * uy)
            let origin = (x: Double(size.width) / 2 - ux * length / 2, y: Double(size.height) / 2 - uy * length / 2)
            func place(_ point: CGPoint) -> Double {
                length > 0 ? ((Double(point.x) - origin.x) * ux + (Double(point.y) - origin.y) * uy) / length : 0
            }
            let (a, b) = (place(from), place(to))
            writer.writeRaw("linear-gradient(")
            writer.writeNumber(angle * 180 / .pi)
            writer.writeRaw("deg")
            writeStops(gradient.stops, unit: "%", scale: { (a + Double($0) * (b - a)) * 100 }, to: &writer)
        case .radial(let gradient, let center, let startRadius, let endRadius):
            writer.writeRaw("radial-gradient(circle ")
            writer.writePx(max(endRadius, 0))
            writer.writeRaw(" at ")
            writeAt(center)
            writeStops(gradient.stops, unit: "px", scale: { Double(startRadius + $0 * (endRadius - startRadius)) }, to: &writer)
        case .angular(let gradient, let center, let start, let end):
            writer.writeRaw("conic-gradient(from ")
            writer.writeNumber(start.degrees + 90)
            writer.writeRaw("deg at ")
            writeAt(center)
            writeStops(gradient.stops, unit: "deg", scale: { Double($0) * (end.degrees - start.degrees) }, to: &writer)
        }
    }

    /// Writes `, colour position` for each stop and the closing parenthesis.
    private func writeStops(
        _ stops: [Gradient.Stop], unit: StaticString, scale: (CGFloat) -> Double, to writer: inout HTMLWriter
    ) {
        for stop in stops {
            writer.writeRaw(",")
            stop.color.writeCSS(to: &writer)
            writer.writeRaw(" ")
            writer.writeNumber(scale(stop.location))
            writer.writeRaw(unit)
        }
        writer.writeRaw(")")
    }
}
