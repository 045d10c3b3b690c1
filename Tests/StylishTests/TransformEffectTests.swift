import Foundation
import Testing

@testable import Stylish

/// The `style` attribute of every element of `html`, in document order.
func elementStyles(_ html: String) -> [String] {
    html.components(separatedBy: " style=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}

/// The styles of `html` that contain `fragment`.
func stylesContaining(_ fragment: String, in html: String) -> [String] {
    elementStyles(html).filter { $0.contains(fragment) }
}

/// A button whose style shrinks it while it is held, as pasted SwiftUI styles do.
private struct ShrinkingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(Color.blue)
            .scaleEffect(configuration.isPressed ? 0.5 : 1)
    }
}

private struct Counter: View {
    @State var taps = 0
    var body: some View {
        VStack {
            Text("Taps \(taps)")
            Button("Tap me") { taps += 1 }.buttonStyle(ShrinkingStyle())
        }
    }
}

private struct Grower: View {
    @State var isBig = false
    var body: some View {
        VStack {
            Text("Grows").scaleEffect(isBig ? 2 : 1).animation(.snappy, value: isBig)
            Button("Grow") { isBig.toggle() }
        }
    }
}

/// A rectangle that shows where a drag on it is, in its own coordinates.
private struct DragReadout: View {
    @State var location = CGPoint.zero
    var body: some View {
        VStack(spacing: 0) {
            Text("at \(Int(location.x)),\(Int(location.y))")
            Rectangle()
                .frame(width: 100, height: 40)
                .gesture(DragGesture(minimumDistance: 0).onChanged { location = $0.location })
        }
    }
}

@Suite("scaleEffect and rotationEffect")
struct TransformEffectTests {
    @Test("A scale is a CSS transform of the view's element; its layout is unchanged")
    func scaleKeepsLayout() {
        let plain = renderedHTML(Text("Hello"))
        let scaled = renderedHTML(Text("Hello").scaleEffect(0.5))
        #expect(stylesContaining("transform:scale(0.5)", in: scaled).count == 1)
        let frame = { (html: String) in elementStyles(html).last?.components(separatedBy: ";").prefix(4) }
        #expect(frame(plain) == frame(scaled), "left, top, width and height as unscaled")
        #expect(renderedHTML(Text("A").scaleEffect(x: 2, y: 3)).contains("transform:scale(2,3)"))
        #expect(renderedHTML(Text("A").scaleEffect(CGSize(width: 1, height: 0.5))).contains("transform:scale(1,0.5)"))
        #expect(renderedHTML(Text("A").scaleEffect(1)).contains("transform:scale(1)"), "written at 1 too: the element stays")
    }

    @Test("An anchor other than the centre moves the transform about it, mirrored right to left")
    func anchors() {
        let html = renderedHTML(Text("A").scaleEffect(2, anchor: .topLeading))
        #expect(html.contains("transform:translate(-50%,-50%) scale(2) translate(50%,50%)"))
        let rtl = renderedHTML(Text("A").scaleEffect(2, anchor: .topLeading).environment(\.layoutDirection, .rightToLeft))
        #expect(rtl.contains("transform:translate(50%,-50%) scale(2) translate(-50%,50%)"), "leading is the right edge")
        let rotated = renderedHTML(Text("A").rotationEffect(.degrees(90), anchor: .bottom))
        #expect(rotated.contains("transform:translate(0%,50%) rotate(90deg) translate(0%,-50%)"))
    }

    @Test("Transforms compose on one element, the innermost modifier applied first (written last)")
    func composition() {
        let html = renderedHTML(Text("A").scaleEffect(2).rotationEffect(.degrees(30)))
        let styles = stylesContaining("transform:", in: html)
        #expect(styles.count == 1)
        #expect(styles.first?.hasSuffix("transform:rotate(30deg) scale(2)") == true)
    }

    @Test("A target inside a scaled view has the scaled frame, and its tap is delivered")
    func scaledTarget() throws {
        let host = ViewHost(checking: { Counter().scaleEffect(0.5, anchor: .topLeading) }, width: 200)
        let unscaled = ViewHost(Counter(), width: 200).render()
        let rendering = host.render()
        let tap = try #require(rendering.targets.first { $0.gesture == "tap" })
        let original = try #require(unscaled.targets.first { $0.gesture == "tap" })
        #expect(tap.frame.width == original.frame.width / 2 && tap.frame.height == original.frame.height / 2)
        #expect(tap.frame.minX == original.frame.minX / 2 && tap.frame.minY == original.frame.minY / 2)
        let tapped = try host.send(.tap(target: tap.id))
        #expect(tapped.html.contains("Taps 1"))
    }

    @Test("A rotated target's frame is the bounding box of its image")
    func rotatedTarget() throws {
        let view = Button(action: {}) { Color.red.frame(width: 100, height: 20) }.rotationEffect(.degrees(90)).padding(50)
        let target = try #require(ViewHost(view, width: 200).render().targets.first)
        #expect(abs(target.frame.width - 20) < 1e-6 && abs(target.frame.height - 100) < 1e-6, "\(target.frame)")
        #expect(abs(target.frame.midX - 100) < 1e-6 && abs(target.frame.midY - 60) < 1e-6, "\(target.frame)")
    }

    @Test("A style that shrinks a held button updates through the incremental engine as the reference")
    func pressedScale() throws {
        let host = ViewHost(checking: { Counter() }, width: 300)
        let rest = host.render()
        let tap = try #require(rest.targets.first { $0.gesture == "tap" })
        #expect(rest.html.contains("transform:scale(1)"))
        let pressed = try host.send(.press(target: tap.id, phase: .began))
        #expect(pressed.html.contains("transform:scale(0.5)"))
        let held = try #require(pressed.targets.first { $0.gesture == "tap" })
        #expect(abs(held.frame.width - tap.frame.width / 2) < 1e-9, "the hit area follows the scale")
        #expect(abs(held.frame.midX - tap.frame.midX) < 1e-9 && abs(held.frame.midY - tap.frame.midY) < 1e-9)
        let released = try host.send(.press(target: tap.id, phase: .ended))
        #expect(released.html.contains("transform:scale(1)"))
        let tapped = try host.send(.tap(target: tap.id))
        #expect(tapped.html.contains("Taps 1"))
    }

    @Test("A drag's location, relative to a scaled target's frame, reaches the view in its own coordinates")
    func dragInScaledTarget() throws {
        let host = ViewHost(checking: { DragReadout().scaleEffect(0.5, anchor: .topLeading) }, width: 200)
        let drag = try #require(host.render().targets.first { $0.gesture == "drag" })
        #expect(drag.frame.width == 50 && drag.frame.height == 20)
        try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 10, y: 5)))
        let moved = try host.send(.drag(target: drag.id, phase: .changed, location: CGPoint(x: 40, y: 15)))
        #expect(moved.html.contains("at 80,30"))
        try host.send(.drag(target: drag.id, phase: .ended, location: CGPoint(x: 40, y: 15)))
        let plain = ViewHost(DragReadout(), width: 200)
        let plainDrag = try #require(plain.render().targets.first { $0.gesture == "drag" })
        try plain.send(.drag(target: plainDrag.id, phase: .began, location: CGPoint(x: 10, y: 5)))
        #expect(
            try plain.send(.drag(target: plainDrag.id, phase: .changed, location: CGPoint(x: 40, y: 15))).html.contains(
                "at 40,15"))
    }

    @Test("A scale under .animation(_:value:) carries a transition of transform and filter when the value changes")
    func animated() throws {
        let host = ViewHost(checking: { Grower() }, width: 300)
        let tap = try #require(host.render().targets.first { $0.gesture == "tap" })
        let grown = try host.send(.tap(target: tap.id))
        #expect(grown.animation != nil)
        let styles = stylesContaining("transform:scale(2)", in: grown.html)
        #expect(styles.count == 1)
        #expect(styles.first?.contains("transition:") == true)
        #expect(styles.first?.contains(",transform ") == true && styles.first?.contains(",filter ") == true)
    }
}
