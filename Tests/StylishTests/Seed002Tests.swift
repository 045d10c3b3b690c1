import Foundation
import Testing

@testable import Stylish

@Suite("Seed 002: button styles and the styleable RangeSlider")
struct Seed002Tests {
    @Test("The article's inline button: rounded bold title2, yellow, in a stroked capsule, edge insets exact")
    func continueButton() throws {
        let rendering = ViewHost(ContinueButton(), width: 300).render()
        #expect(rendering.html.contains("role=\"button\""))
        #expect(rendering.html.contains("font-size:22px"))
        #expect(rendering.html.contains("font-weight:700"))
        #expect(rendering.html.contains("color:var(--sg-yellow)"))
        #expect(rendering.html.contains("fill:none;stroke:var(--sg-yellow);stroke-width:2"))
        let tap = try #require(rendering.targets.first { $0.gesture == "tap" })
        let lineHeight = Font.system(.title2).lineHeight
        #expect(tap.frame == CGRect(x: 0, y: 0, width: 300, height: lineHeight + 24))
        #expect(rendering.targets.map(\.gesture) == ["tap", "press"])
    }

    @Test("MyButton runs its action on a tap (the browser sends Enter and Space as taps too)")
    func myButtonTap() throws {
        let log = CallLog()
        let host = ViewHost(MyButton(action: { log.entries.append("tapped") }) { Text("Go") }, width: 300)
        let tap = try #require(host.render().targets.first { $0.gesture == "tap" })
        try host.send(.tap(target: tap.id))
        try host.send(.tap(target: tap.id))
        #expect(log.entries == ["tapped", "tapped"])
    }

    @Test("A ButtonStyle set with buttonStyle(_:) draws every button below; the innermost wins")
    func customStyle() throws {
        let html = ViewHost(customButtonStylePreview, width: 300).render().html
        #expect(html.contains("stroke:var(--sg-yellow);stroke-width:2"))
        #expect(html.contains("stroke:var(--sg-red);stroke-width:2"), "destructive role")
        #expect(html.contains("data-role=\"destructive\""))
    }

    @Test("isPressed follows press events, and a tap releases the button")
    func pressedState() throws {
        let log = CallLog()
        let view = Button("Delete", role: .destructive) { log.entries.append("deleted") }
            .buttonStyle(RoleAwareButtonStyle())
        let host = ViewHost(view, width: 300)
        let target = try #require(host.render().targets.first { $0.gesture == "press" })
        #expect(!host.render().html.contains("opacity:0.5"))
        #expect(try host.send(.press(target: target.id, phase: .began)).html.contains("opacity:0.5"))
        #expect(log.entries.isEmpty, "pressing alone does not trigger")
        #expect(!(try host.send(.tap(target: target.id)).html.contains("opacity:0.5")))
        #expect(log.entries == ["deleted"])
        try host.send(.press(target: target.id, phase: .began))
        #expect(!(try host.send(.press(target: target.id, phase: .cancelled)).html.contains("opacity:0.5")))
    }

    @Test("A ButtonStyle reads isEnabled from where the button is; a disabled button is inert")
    func disabledStyle() throws {
        let rendering = ViewHost(Button("Send") {}.buttonStyle(DisabledAwareButtonStyle()).disabled(true), width: 300)
            .render()
        #expect(rendering.html.contains("stroke:var(--sg-gray)"))
        #expect(rendering.html.contains("aria-disabled=\"true\""))
        #expect(rendering.targets.isEmpty)
        let enabled = ViewHost(Button("Send") {}.buttonStyle(DisabledAwareButtonStyle()), width: 300).render()
        #expect(enabled.html.contains("stroke:var(--sg-yellow)"))
    }

    @Test("RangeSlider's style reads @Environment (tint, isEnabled) with no workaround in the style")
    func rangeSliderEnvironment() {
        let tinted = Preview(state: 0.2...0.8) { $range in
            RangeSlider(range: $range) { Text("Price") }.tint(.red)
        }
        #expect(ViewHost(tinted, width: 300).render().html.contains("fill:var(--sg-red)"))
        let disabled = Preview(state: 0.2...0.8) { $range in
            RangeSlider(range: $range) { Text("Price") }.tint(.red).disabled(true)
        }
        let html = ViewHost(disabled, width: 300).render().html
        #expect(!html.contains("fill:var(--sg-red)"))
        #expect(html.contains("fill:var(--sg-gray)"))
    }

    @Test("Dragging a thumb moves its end only, never past the other; keys adjust the upper end")
    func rangeSliderInteraction() throws {
        let view = Preview(state: 0.2...0.8) { $range in
            RangeSlider(range: $range) { Text("Price") }
        }
        let host = ViewHost(view, width: 300)
        let first = host.render()
        let drags = first.targets.filter { $0.gesture == "drag" }
        #expect(drags.count == 2)
        #expect(first.html.contains("left:60px;top:12px;width:180px;height:4px"))
        var after = try host.send(.drag(target: drags[0].id, phase: .began, location: CGPoint(x: 270, y: 14)))
        #expect(after.state("value") == .array([.double(0.8), .double(0.8)]))
        after = try host.send(.drag(target: drags[0].id, phase: .ended, location: CGPoint(x: 30, y: 14)))
        #expect(after.state("value") == .array([.double(0.1), .double(0.8)]))
        let key = try #require(after.targets.first { $0.gesture == "key" })
        after = try host.send(.key(target: key.id, key: .increment))
        #expect(after.state("value") == .array([.double(0.1), .double(0.9)]))
    }

    @Test("The .vertical static member picks the vertical style")
    func verticalStyle() throws {
        let view = Preview(state: 0.0...1.0) { $range in
            RangeSlider(range: $range) { Text("Price") }.rangeSliderStyle(.vertical)
        }
        let rendering = ViewHost(view, width: 300).render()
        #expect(rendering.size == CGSize(width: 28, height: 200))
        let drags = rendering.targets.filter { $0.gesture == "drag" }
        #expect(drags.map(\.frame.size) == [CGSize(width: 28, height: 200), CGSize(width: 28, height: 200)])
    }
}
