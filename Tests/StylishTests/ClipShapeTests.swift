import Foundation
import Testing

@testable import Stylish

/// A button style that clips its label to a circle and scales it while pressed, as SwiftUI code
/// writes one.
private struct RoundPressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 40, height: 40)
            .background(Color.blue)
            .clipShape(Circle())
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
    }
}

@Suite("clipShape, mask and background(_:in:)")
struct ClipShapeTests {
    @Test("clipShape clips the element with a CSS path of the shape in its frame")
    func clipShape() {
        let html = renderedHTML(Text("Hi").frame(width: 20, height: 10).clipShape(Rectangle()))
        #expect(html.contains(";clip-path:path('M0 0 L20 0 L20 10 L0 10 Z')"), "\(html)")
        let evenOdd = renderedHTML(Color.red.frame(width: 4, height: 4).clipShape(Circle(), style: FillStyle(eoFill: true)))
        #expect(evenOdd.contains(";clip-path:path(evenodd,'M4 2 C"))
    }

    @Test("A clip is applied before a scale on one element, and a second clip wraps the first")
    func clipThenScale() {
        let html = renderedHTML(Color.red.frame(width: 10, height: 10).clipShape(Circle()).scaleEffect(2))
        #expect(html.contains("clip-path:path('M10 5 C"))
        #expect(html.contains(";transform:scale(2)"))
        let twice = renderedHTML(Color.red.frame(width: 10, height: 10).clipShape(Circle()).clipShape(Rectangle()))
        #expect(twice.components(separatedBy: "clip-path:").count == 3)
    }

    @Test("mask takes a shape, a gradient or a colour; another view is reported, not silently wrong")
    func masks() {
        let shape = renderedHTML(Color.red.frame(width: 10, height: 10).mask { Capsule() })
        #expect(shape.contains("clip-path:path('"))
        let gradient = renderedHTML(
            Color.red.frame(width: 100, height: 10)
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)))
        #expect(gradient.contains(";-webkit-mask-image:linear-gradient(90deg,var(--sg-black) 0%,rgb(0 0 0 / 0) 100%)"))
        let host = ViewHost(Color.red.frame(width: 10, height: 10).mask { Text("A") }, width: 100)
        let html = host.render().html
        #expect(!html.contains("mask-image") && !html.contains("clip-path"))
        #expect(host.problems.count == 1 && host.problems[0].hasPrefix("mask(_:) with Text"))
    }

    @Test("background(_:in:) fills the shape behind the view")
    func backgroundInShape() {
        let html = renderedHTML(Text("Go").padding(4).background(Color.orange, in: Capsule()))
        #expect(html.contains("style=\"fill:var(--sg-orange)\""))
    }

    @Test("A clipped, scaled button is pressed and tapped through the incremental engine as the reference renders it")
    func pressedClippedButton() throws {
        let host = ViewHost(checking: { Button("OK") {}.buttonStyle(RoundPressStyle()) }, width: 100)
        let target = try #require(host.render().targets.first)
        #expect(target.frame.width == 40)
        let pressed = try host.send(.press(target: target.id, phase: .began))
        #expect(pressed.html.contains("scale(0.9)") && pressed.html.contains("clip-path"))
        let pressedTarget = try #require(pressed.targets.first)
        #expect(abs(pressedTarget.frame.width - 36) < 1e-9)
        try host.send(.press(target: target.id, phase: .ended))
        try host.send(.tap(target: target.id))
    }
}
