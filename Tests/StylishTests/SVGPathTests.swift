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
        }
    }
}
