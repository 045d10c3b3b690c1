import Foundation
import Testing

@testable import Stylish

@Suite("Path: builders, arcs, transforms and trimming")
struct PathTests {
    @Test("The builders write SVG path data: move, line, quad and cubic curves, close")
    func buildersWriteSVG() {
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
            path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12.5))
            path.closeSubpath()
        }
        #expect(path.svgPathData == "M0 0 L10 0 Q15 5 10 10 C8 12 2 12.5 0 10 Z")
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        #expect(Path().isEmpty && !path.isEmpty)
    }

    @Test("addLines, addRect and addRects make closed polygons clockwise from the top-left")
    func rectangles() {
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).svgPathData == "M1 2 L4 2 L4 6 L1 6 Z")
        var path = Path()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(path.svgPathData.components(separatedBy: "Z").count == 3)
        var lines = Path()
        lines.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4)])
        #expect(lines.svgPathData == "M0 0 L3 4")
    }

    @Test("An arc with clockwise: false turns clockwise on screen, as SwiftUI's does; clockwise: true the other way")
    func arcDirection() {
        var down = Path()
        down.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // A quarter turn through increasing angles ends at the bottom (y down), in one curve.
        #expect(down.svgPathData.hasPrefix("M10 0 C"))
        #expect(down.svgPathData.hasSuffix(" 0 10"))
        #expect(down.svgPathData.components(separatedBy: "C").count == 2)
        var up = Path()
        up.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // The long way round: three quarters, through the top, in three curves.
        #expect(up.svgPathData.components(separatedBy: "C").count == 4)
        #expect(up.boundingRect.minY < -9.9)
    }

    @Test("An arc after a point is joined to it by a line; an ellipse is four curves starting at its right")
    func arcJoinsAndEllipse() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        #expect(path.svgPathData.hasPrefix("M0 0 L15 0 C"))
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(ellipse.svgPathData.hasPrefix("M40 10 C"))
        #expect(ellipse.svgPathData.components(separatedBy: "C").count == 5)
        #expect(ellipse.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("A tangent arc rounds the corner between two lines with the radius given")
    func tangentArc() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(path.svgPathData.hasPrefix("M0 0 L6 0 C"))
        #expect(path.currentPoint.map { abs($0.x - 10) < 1e-9 && abs($0.y - 4) < 1e-9 } == true)
    }

    @Test("Transforms map every point; CGAffineTransform composes and inverts")
    func transforms() {
        let square = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(square.offsetBy(dx: 1, dy: 1).svgPathData == "M1 1 L3 1 L3 3 L1 3 Z")
        #expect(square.applying(CGAffineTransform(scaleX: 2, y: 3)).svgPathData == "M0 0 L4 0 L4 6 L0 6 Z")
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(turn)
        #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12)
        let moved = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 7, y: 2))
        #expect(CGPoint(x: 7, y: 2).applying(moved.inverted()) == CGPoint(x: 1, y: 1))
    }

    @Test("trimmedPath keeps the fraction of the length asked for, across segments")
    func trimming() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0, to: 0.5).svgPathData == "M0 0 L10 0 L10 10")
        #expect(square.trimmedPath(from: 0.125, to: 0.375).svgPathData == "M5 0 L10 0 L10 5")
        #expect(square.trimmedPath(from: 0.75, to: 1).svgPathData == "M0 10 L0 0")
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmedPath(from: 0, to: 1) == square)
        // A quarter of a circle's length from its start (its right) ends at its bottom.
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).trimmedPath(from: 0, to: 0.25)
        let end = ring.currentPoint ?? .zero
        #expect(abs(end.x - 10) < 0.05 && abs(end.y - 20) < 0.05, "\(end)")
    }
}
