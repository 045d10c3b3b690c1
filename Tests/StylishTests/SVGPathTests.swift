import Foundation
import Testing

@testable import Stylish

/// Rounded rectangles' path data, appended piece by piece, against the interpolated reference.
@Suite("SVG paths")
struct SVGPathTests {
    /// The path as one interpolation, number by number: the reference.
    static func reference(_ rect: CGRect, radius: CGFloat) -> String {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
        let n = { (value: CGFloat) in CSS.number(Double(value)) }
        if r == 0 { return "M\(n(x)) \(n(y))h\(n(w))v\(n(h))h\(n(-w))Z" }
        return "M\(n(x + r)) \(n(y))h\(n(w - 2 * r))a\(n(r)) \(n(r)) 0 0 1 \(n(r)) \(n(r))v\(n(h - 2 * r))"
            + "a\(n(r)) \(n(r)) 0 0 1 \(n(-r)) \(n(r))h\(n(-(w - 2 * r)))a\(n(r)) \(n(r)) 0 0 1 \(n(-r)) \(n(-r))"
            + "v\(n(-(h - 2 * r)))a\(n(r)) \(n(r)) 0 0 1 \(n(r)) \(n(-r))Z"
    }

    @Test("A rounded rectangle's path is the reference's, for random rectangles and radii")
    func roundedRectMatchesReference() {
        var generator = SystemRandomNumberGenerator()
        let radii: [CGFloat] = [0, 0.0001, 0.0004, 0.6, 4, 12.345, 1000, -3]
        for _ in 0..<2000 {
            let rect = CGRect(
                x: CGFloat.random(in: -50...50, using: &generator), y: CGFloat.random(in: -50...50, using: &generator),
                width: CGFloat.random(in: 0...300, using: &generator), height: CGFloat.random(in: 0...80, using: &generator))
            let radius =
                Bool.random(using: &generator)
                ? radii.randomElement(using: &generator)! : CGFloat.random(in: 0...40, using: &generator)
            #expect(SVGPath.roundedRect(rect, radius: radius) == Self.reference(rect, radius: radius), "\(rect) \(radius)")
            // Sides and radii on halves and thousandths, where rounding meets its ties.
            let halves = CGRect(
                x: CGFloat(Int.random(in: -100...100, using: &generator)) / 2, y: 0.0005,
                width: CGFloat(Int.random(in: 0...600, using: &generator)) / 2,
                height: CGFloat(Int.random(in: 0...2000, using: &generator)) / 4000)
            let tie = CGFloat(Int.random(in: 0...100, using: &generator)) / 2000
            #expect(SVGPath.roundedRect(halves, radius: tie) == Self.reference(halves, radius: tie), "\(halves) \(tie)")
        }
    }

    /// The `<path>` a drawing writes for `rect`.
    private static func element(_ drawing: ShapeDrawing, in rect: CGRect) -> String {
        var writer = HTMLWriter()
        drawing.writeBody(in: rect, to: &writer)
        return writer.string
    }

    @Test(
        "A built-in shape's path, written straight into the markup, is the reference's, and its `path(in:)` spans the same rect")
    func builtInShapesWriteTheirPath() throws {
        var generator = SystemRandomNumberGenerator()
        let radius = CGFloat.random(in: 0...20, using: &generator)
        let shapes: [(any RoundedOutlineShape, (CGRect) -> String)] = [
            (Rectangle(), { Self.reference($0, radius: 0) }),
            (RoundedRectangle(cornerRadius: radius), { Self.reference($0, radius: radius) }),
            (Capsule(), { Self.reference($0, radius: min($0.width, $0.height) / 2) }),
            (
                Circle(),
                { rect in
                    let side = min(rect.width, rect.height)
                    let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
                    return Self.reference(square, radius: side / 2)
                }
            ),
        ]
        let paint = Color(red: 0.2, green: 0.4, blue: 1, opacity: 0.5)
        for _ in 0..<500 {
            let rect = CGRect(
                x: 0, y: 0, width: CGFloat.random(in: 0...300, using: &generator),
                height: CGFloat.random(in: 0...80, using: &generator))
            for (shape, reference) in shapes {
                let stroke = Bool.random(using: &generator) ? (paint: Color.accentColor, width: CGFloat(1.5)) : nil
                let outline = try #require(shape.roundedOutline)
                let written = Self.element(
                    ShapeDrawing(
                        outline: .rounded(outline, inset: 0), fill: .color(paint),
                        stroke: stroke.map { (.color($0.paint), StrokeStyle(lineWidth: $0.width)) }),
                    in: rect)
                let style = "fill:" + paint.css + (stroke.map { ";stroke:\($0.paint.css);stroke-width:1.5" } ?? "")
                #expect(written == "<path d=\"\(reference(rect))\" style=\"\(style)\"/>")
                let bounds = shape.path(in: rect).boundingRect
                let drawn = outline.geometry(in: rect).rect
                for (a, b) in [
                    (bounds.minX, drawn.minX), (bounds.minY, drawn.minY), (bounds.maxX, drawn.maxX), (bounds.maxY, drawn.maxY),
                ] {
                    #expect(abs(a - b) < 1e-9, "\(shape) \(rect)")
                }
            }
        }
    }
}
