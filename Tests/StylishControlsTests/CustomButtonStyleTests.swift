import Foundation
import Stylish
import Testing

@testable import StylishControls

/// Counts the taps that reach the buttons.
private final class Taps {
    var count = 0
}

@Suite("CustomButtonStyle")
struct CustomButtonStyleTests {
    private func button(_ role: ButtonRole? = nil, _ taps: Taps) -> some View {
        Button("Continue", role: role) { taps.count += 1 }
            .buttonStyle(CustomButtonStyle())
    }

    @Test("The article's look: a yellow capsule outline around bold rounded title2 text")
    func articleLook() throws {
        let rendering = ViewHost(button(nil, Taps()), width: 360).render()
        let html = rendering.html
        #expect(html.contains("stroke:var(--sg-yellow);stroke-width:2"))
        #expect(html.contains("font-size:22px;line-height:28px;color:var(--sg-yellow);font-weight:700"))
        #expect(html.contains("role=\"button\""))
        #expect(!html.contains("var(--sg-red)"))
        let target = try #require(rendering.targets.first { $0.gesture == "tap" })
        #expect(target.frame.width == 360, "the spacers stretch it across")
        #expect(abs(target.frame.height - (28 + 4 * 12)) < 1e-9, "the article pads twice")
    }

    @Test("A destructive button is red")
    func destructive() {
        let html = ViewHost(button(.destructive, Taps()), width: 360).render().html
        #expect(html.contains("stroke:var(--sg-red)"))
        #expect(html.contains("color:var(--sg-red)"))
        #expect(!html.contains("var(--sg-yellow)"))
    }

    @Test("Pressed: a tinted fill and faded while held, back when let go; only a tap acts")
    func pressed() throws {
        let taps = Taps()
        let host = ViewHost(button(nil, taps), width: 360)
        let rest = host.render()
        let target = try #require(rest.targets.first { $0.gesture == "press" })
        #expect(rest.html.contains("fill:rgb(0 0 0 / 0)"))
        let held = try host.send(.press(target: target.id, phase: .began))
        #expect(held.html.contains("opacity:0.7"))
        #expect(held.html.contains("fill:color-mix(in srgb, var(--sg-yellow) 20%, transparent)"))
        #expect(taps.count == 0)
        let released = try host.send(.press(target: target.id, phase: .ended))
        #expect(released.html == rest.html)
        try host.send(.tap(target: target.id))
        #expect(taps.count == 1)
    }

    @Test("Disabled: gray, dimmed, aria-disabled and inert")
    func disabled() throws {
        let taps = Taps()
        let host = ViewHost(button(.destructive, taps).disabled(true), width: 360)
        let rendering = host.render()
        #expect(rendering.targets.isEmpty)
        #expect(rendering.html.contains("aria-disabled=\"true\""))
        #expect(rendering.html.contains("stroke:var(--sg-gray)"))
        #expect(rendering.html.contains("sg-disabled"))
        #expect(!rendering.html.contains("var(--sg-red)"), "disabled wins over the role")
        #expect(throws: ViewEventError.self) { try host.send(.tap(target: "0")) }
        #expect(taps.count == 0)
    }

    @Test(
        "Larger at .large, smaller at .small",
        arguments: [
            (ControlSize.small, "title3", 0.75), (.regular, "title2", 1), (.large, "title", 1.25),
        ])
    func controlSize(_ size: ControlSize, textStyle: String, scale: Double) throws {
        let rendering = ViewHost(button(nil, Taps()).controlSize(size), width: 360).render()
        let expected = ViewHost(Text("Continue").font(.system(Self.style(textStyle), design: .rounded).bold())).render()
        let lineHeight = try #require(expected.size.height as CGFloat?)
        let target = try #require(rendering.targets.first { $0.gesture == "tap" })
        #expect(abs(target.frame.height - (lineHeight + 48 * scale)) < 1e-9)
        let fontSize = try #require(Self.fontSize(in: expected.html))
        #expect(rendering.html.contains("font-size:\(fontSize)px"))
    }

    @Test("The control sizes order the buttons' heights")
    func controlSizesOrder() throws {
        let heights = try [ControlSize.mini, .small, .regular, .large, .extraLarge].map { size in
            let rendering = ViewHost(button(nil, Taps()).controlSize(size), width: 360).render()
            return try #require(rendering.targets.first { $0.gesture == "tap" }).frame.height
        }
        #expect(heights == heights.sorted())
        #expect(Set(heights).count == heights.count)
    }

    private static func style(_ name: String) -> Font.TextStyle {
        switch name {
        case "title3": .title3
        case "title": .title
        default: .title2
        }
    }

    /// The first `font-size` in `html`.
    private static func fontSize(in html: String) -> String? {
        guard let start = html.range(of: "font-size:") else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "p" })
    }
}
