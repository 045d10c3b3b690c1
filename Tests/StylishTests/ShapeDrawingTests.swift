import Foundation
import Testing

@testable import Stylish

/// A shape written as SwiftUI code writes one: a five-pointed star.
private struct Star: Shape {
    var points = 5

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        var path = Path()
        for index in 0..<(points * 2) {
            let angle = Angle.degrees(Double(index) * 180 / Double(points) - 90)
            let radius = index.isMultiple(of: 2) ? outer : outer * 0.4
            let point = CGPoint(x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// A progress ring: a trimmed circle, stroked with round caps, its progress a state a tap advances.
private struct ProgressRing: View {
    @State var progress = 0.25

    var body: some View {
        VStack {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .frame(width: 40, height: 40)
            Button("More") { progress += 0.25 }
        }
    }
}

@Suite("Shapes: custom paths, strokes, insets, trims")
struct ShapeDrawingTests {
    @Test("A user-defined Shape draws its path(in:) in the frame it is given, filled with the foreground")
    func customShape() {
        let html = renderedHTML(Star().frame(width: 20, height: 20).foregroundColor(.yellow))
        #expect(html.contains("<path d=\"M10 0 L"))
        #expect(html.contains("style=\"fill:var(--sg-yellow)\""))
        #expect(html.components(separatedBy: " L").count == 10)
    }

    @Test("stroke(_:style:) writes the width, caps, joins and dashes")
    func strokeStyle() {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1)
        let html = renderedHTML(Rectangle().stroke(Color.red, style: style).frame(width: 10, height: 10))
        #expect(
            html.contains(
                "fill:none;stroke:var(--sg-red);stroke-width:3;stroke-linecap:round;stroke-linejoin:bevel;stroke-dasharray:4 2;stroke-dashoffset:1"
            ))
    }

    @Test("stroke(lineWidth:) is a shape that takes the fill's paint, or the foreground's")
    func strokedShape() {
        #expect(
            renderedHTML(Circle().stroke(lineWidth: 2).fill(Color.blue).frame(width: 10, height: 10)).contains(
                "fill:none;stroke:var(--sg-blue);stroke-width:2"))
        #expect(
            renderedHTML(Circle().stroke(lineWidth: 2).foregroundColor(.green).frame(width: 10, height: 10)).contains(
                "fill:none;stroke:var(--sg-green);stroke-width:2"))
    }

    @Test("strokeBorder draws the whole stroke inside the frame: the outline is inset by half the width")
    func strokeBorder() {
        let html = renderedHTML(Circle().strokeBorder(Color.red, lineWidth: 4).frame(width: 20, height: 20))
        // The circle inset by 2: a 16-point circle from (2, 2).
        #expect(html.contains("d=\"M10 2h0a8 8 0 0 1 8 8v0a8 8 0 0 1 -8 8h0a8 8 0 0 1 -8 -8v0a8 8 0 0 1 8 -8Z\""), "\(html)")
        #expect(html.contains("stroke:var(--sg-red);stroke-width:4"))
        let rounded = renderedHTML(RoundedRectangle(cornerRadius: 6).strokeBorder(lineWidth: 2).frame(width: 30, height: 20))
        #expect(
            rounded.contains("d=\"M6 1h18a5 5 0 0 1 5 5v8a5 5 0 0 1 -5 5h-18a5 5 0 0 1 -5 -5v-8a5 5 0 0 1 5 -5Z\""), "\(rounded)")
    }

    @Test("Ellipse, UnevenRoundedRectangle, inset and transformed shapes draw their paths")
    func moreShapes() {
        let ellipse = renderedHTML(Ellipse().fill(Color.red).frame(width: 40, height: 20))
        #expect(ellipse.contains("d=\"M40 10 C"))
        let uneven = renderedHTML(
            UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4).fill(Color.red).frame(width: 40, height: 20))
        #expect(uneven.contains("d=\"M8 0 L40 0 L40 16 C"), "\(uneven)")
        let rotated = renderedHTML(Rectangle().rotation(.degrees(90)).fill(Color.red).frame(width: 20, height: 10))
        #expect(rotated.contains("d=\"M15 -5 L15 15 L5 15 L5 -5 Z\""), "\(rotated)")
        let path = renderedHTML(Path { $0.addLines([.zero, CGPoint(x: 5, y: 5)]) }.stroke(Color.red, lineWidth: 1))
        #expect(path.contains("d=\"M0 0 L5 5\""))
    }

    @Test("A trimmed, stroked circle is a progress ring, updated by the incremental engine as the reference renders it")
    func progressRing() throws {
        let host = ViewHost(checking: { ProgressRing() }, width: 200)
        let first = host.render()
        #expect(first.html.contains("stroke-linecap:round"))
        let quarter = try #require(
            first.html.firstRange(of: "<path d=\"").map { first.html[$0.upperBound...].prefix { $0 != "\"" } })
        let button = try #require(first.targets.first { $0.gesture == "tap" })
        let second = try host.send(.tap(target: button.id))
        let half = try #require(
            second.html.firstRange(of: "<path d=\"").map { second.html[$0.upperBound...].prefix { $0 != "\"" } })
        #expect(quarter.components(separatedBy: "C").count == 2)
        #expect(half.components(separatedBy: "C").count == 3)
        #expect(half.hasPrefix("M40 20 C") && half.hasSuffix(" 0 20"), "\(half)")
    }
}
