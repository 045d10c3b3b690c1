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

    /// Whether SVG draws the paint itself (a colour, a linear or a radial gradient); an angular
    /// gradient is drawn by CSS behind a mask.
    var isSVGPaint: Bool {
        if case .angular = kind { false } else { true }
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
    /// Writes an SVG gradient element for a linear or radial paint filling `rect`, with an id
    /// made from its content (so that two equal definitions in one page may share the id), and
    /// returns the id; nil for a colour or an angular gradient.
    func writeSVGDefinition(in rect: CGRect, to writer: inout HTMLWriter) -> String? {
        var body = HTMLWriter(capacity: 256)
        let stops: [Gradient.Stop]
        switch kind {
        case .color, .angular:
            return nil
        case .linear(let gradient, let start, let end):
            let (from, to) = (start.point(in: rect), end.point(in: rect))
            body.writeRaw("linearGradient gradientUnits=\"userSpaceOnUse\" x1=\"")
            body.writeNumber(Double(from.x))
            body.writeRaw("\" y1=\"")
            body.writeNumber(Double(from.y))
            body.writeRaw("\" x2=\"")
            body.writeNumber(Double(to.x))
            body.writeRaw("\" y2=\"")
            body.writeNumber(Double(to.y))
            stops = gradient.stops
        case .radial(let gradient, let center, let startRadius, let endRadius):
            let point = center.point(in: rect)
            let radius = max(endRadius, 0.001)
            body.writeRaw("radialGradient gradientUnits=\"userSpaceOnUse\" cx=\"")
            body.writeNumber(Double(point.x))
            body.writeRaw("\" cy=\"")
            body.writeNumber(Double(point.y))
            body.writeRaw("\" r=\"")
            body.writeNumber(Double(radius))
            let inner = max(0, startRadius) / radius
            stops = gradient.stops.map { Gradient.Stop(color: $0.color, location: inner + $0.location * (1 - inner)) }
        }
        body.writeRaw("\">")
        for stop in stops {
            body.writeRaw("<stop offset=\"")
            body.writeNumber(Double(max(0, min(1, stop.location))))
            body.writeRaw("\" style=\"stop-color:")
            stop.color.writeCSS(to: &body)
            body.writeRaw("\"/>")
        }
        let id = "sg-p" + String(Self.fnv1a(body.string.utf8), radix: 36)
        let element: StaticString = if case .linear = kind { "</linearGradient>" } else { "</radialGradient>" }
        writer.writeRaw("<")
        writer.writeRaw(string: String(body.string.prefix { $0 != " " }))
        writer.writeRaw(" id=\"")
        writer.writeRaw(string: id)
        writer.writeRaw("\"")
        writer.writeRaw(string: String(body.string.drop { $0 != " " }))
        writer.writeRaw(element)
        return id
    }

    /// Writes the paint as a CSS image (`linear-gradient(…)`, `radial-gradient(…)`,
    /// `conic-gradient(…)`) for an element of `size`, or as a colour, into an attribute value.
    func writeCSS(size: CGSize, to writer: inout HTMLWriter) {
        switch kind {
        case .color(let color):
            color.writeCSS(to: &writer)
        case .linear(let gradient, let start, let end):
            // CSS draws the gradient along a line through the centre at an angle, its length
            // chosen so that the corners get the end colours: stops are placed on that line.
            let bounds = CGRect(origin: .zero, size: size)
            let (from, to) = (start.point(in: bounds), end.point(in: bounds))
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
            writer.writeNumber(Double(center.x) * 100)
            writer.writeRaw("% ")
            writer.writeNumber(Double(center.y) * 100)
            writer.writeRaw("%")
            writeStops(gradient.stops, unit: "px", scale: { Double(startRadius + $0 * (endRadius - startRadius)) }, to: &writer)
        case .angular(let gradient, let center, let start, let end):
            writer.writeRaw("conic-gradient(from ")
            writer.writeNumber(start.degrees + 90)
            writer.writeRaw("deg at ")
            writer.writeNumber(Double(center.x) * 100)
            writer.writeRaw("% ")
            writer.writeNumber(Double(center.y) * 100)
            writer.writeRaw("%")
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

    /// The 64-bit FNV-1a hash of `bytes`.
    private static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
