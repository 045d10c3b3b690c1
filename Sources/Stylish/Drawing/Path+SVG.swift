import Foundation

extension Path {
    /// Writes the path as SVG path data (`M`, `L`, `Q`, `C`, `Z`, absolute, numbers as
    /// ``CSS/number(_:)`` writes them) into an attribute value being written.
    func writeSVG(to writer: inout HTMLWriter) {
        var first = true
        func command(_ letter: StaticString, _ points: CGPoint...) {
            if !first { writer.writeRaw(" ") }
            first = false
            writer.writeRaw(letter)
            for (index, point) in points.enumerated() {
                if index > 0 { writer.writeRaw(" ") }
                writer.writeNumber(Double(point.x))
                writer.writeRaw(" ")
                writer.writeNumber(Double(point.y))
            }
        }
        for element in elements {
            switch element {
            case .move(let point): command("M", point)
            case .line(let point): command("L", point)
            case .quadCurve(let point, let control): command("Q", control, point)
            case .curve(let point, let control1, let control2): command("C", control1, control2, point)
            case .closeSubpath: command("Z")
            }
        }
    }

    /// The path as SVG path data, as ``writeSVG(to:)`` writes it.
    public var svgPathData: String {
        var writer = HTMLWriter(capacity: 32 * max(1, elements.count))
        writeSVG(to: &writer)
        return writer.string
    }
}
