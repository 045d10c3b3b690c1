import Foundation
import Testing

@testable import Stylish

@Suite("Rendering")
struct RenderTests {
    @Test("Text is escaped: a label holding <script> stays text")
    func escapesText() {
        let html = ViewHost(Text("<script>alert(\"x\") & more</script>")).render().html
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(\"x\") &amp; more&lt;/script&gt;"))
    }

    @Test("Attribute values are escaped: a slider label with quotes and markup")
    func escapesAttributes() {
        @State var value = 0.5
        let html = ViewHost(Slider(value: $value) { Text("\"><script>") }).render().html
        #expect(!html.contains("<script>"))
        #expect(html.contains("aria-label=\"&quot;>&lt;script>\""))
    }

    @Test("A slider carries its role, value, bounds and label whatever draws it")
    func sliderAccessibility() throws {
        @State var value = 30.0
        let html = ViewHost(Slider(value: $value, in: 0...100) { Text("Volume") }, width: 300).render().html
        #expect(html.contains("role=\"slider\""))
        #expect(html.contains("aria-valuenow=\"30\""))
        #expect(html.contains("aria-valuemin=\"0\""))
        #expect(html.contains("aria-valuemax=\"100\""))
        #expect(html.contains("aria-label=\"Volume\""))
        #expect(html.contains("tabindex=\"0\""))
    }

    @Test("A disabled slider is marked and takes no events")
    func disabledSlider() {
        @State var value = 0.5
        let rendering = ViewHost(Slider(value: $value).disabled(true), width: 300).render()
        #expect(rendering.html.contains("aria-disabled=\"true\""))
        #expect(rendering.targets.isEmpty)
    }

    @Test("Layout: padding, a fixed frame and a centred ZStack place children as SwiftUI does")
    func layout() throws {
        @State var value = 0.0
        let view = ZStack {
            Capsule().fill(Color.yellow)
            Slider(value: $value).padding()
        }
        .frame(width: 324, height: 64)
        .padding()
        let rendering = ViewHost(view, width: 400).render()
        #expect(rendering.size == CGSize(width: 356, height: 96))
        let slider = try #require(rendering.targets.first)
        #expect(slider.frame == CGRect(x: 32, y: 34, width: 292, height: 28))
        #expect(rendering.html.contains("fill:var(--sg-yellow)"))
    }

    @Test("HStack shares space: fixed children keep their size, flexible ones split the rest")
    func stackDistribution() throws {
        @State var value = 0.0
        let rendering = ViewHost(
            HStack(spacing: 10) {
                Text("Min")
                Slider(value: $value)
                Rectangle().frame(width: 20, height: 20)
            }, width: 300
        ).render()
        let slider = try #require(rendering.targets.first)
        let textWidth = ceil(TextMetrics.width(of: "Min", font: .body))
        #expect(slider.frame.minX == textWidth + 10)
        #expect(slider.frame.width == 300 - textWidth - 20 - 20)
    }

    @Test("Numbers in CSS are short and finite")
    func cssNumbers() {
        #expect(CSS.number(12) == "12")
        #expect(CSS.number(0.5) == "0.5")
        #expect(CSS.number(1.0 / 3) == "0.333")
        #expect(CSS.number(.nan) == "0")
    }

    @Test("The canvas says the width it was offered, so that a client posts geometry only when it differs")
    func canvasCarriesOfferedWidth() throws {
        let host = ViewHost(Text("Hi"), width: 360)
        #expect(host.render().html.hasPrefix("<div class=\"sg-canvas\" style=\"width:"))
        #expect(host.render().html.contains("data-offered-width=\"360\">"))
        #expect(try host.send(.geometry(width: 412.5, height: nil)).html.contains("data-offered-width=\"412.5\">"))
        #expect(!ViewHost(Text("Hi")).render().html.contains("data-offered-width"))
    }
}
