import Foundation
import Testing

@testable import Stylish

/// Records calls from a view's callbacks, for tests.
final class CallLog {
    var entries: [String] = []
}

@Suite("Seed 000: StylishSlider, the stepper style and BetterSlider, as the article writes them")
struct Seed000Tests {
    @Test("The stepper style draws real plus/minus symbols in buttons; the minus is disabled at the bottom")
    func stepperButtons() throws {
        let host = ViewHost(stepperSliderPreview, width: 360)
        let first = host.render()
        #expect(first.html.contains("aria-label=\"minus.circle\""))
        #expect(first.html.contains("d=\"M7.5 12h9\""))
        #expect(first.html.contains("d=\"M12 7.5v9M7.5 12h9\""))
        #expect(first.html.components(separatedBy: "role=\"button\"").count == 3)
        #expect(first.html.contains("aria-disabled=\"true\""))
        let taps = first.targets.filter { $0.gesture == "tap" }
        #expect(taps.count == 1, "only the plus button is live at 0")
        let plus = try #require(taps.first)
        var after = try host.send(.tap(target: plus.id))
        #expect(after.state("value") == .double(10))
        for _ in 0..<9 { after = try host.send(.tap(target: plus.id)) }
        #expect(after.state("value") == .double(100))
        #expect(after.targets.filter { $0.gesture == "tap" }.count == 1, "now only the minus button is live")
        #expect(throws: ViewEventError.self) { try host.send(.tap(target: plus.id)) }
    }

    @Test("Layout: the buttons sit either side of the track, as big as the body font's symbol")
    func stepperLayout() throws {
        let rendering = ViewHost(stepperSliderPreview, width: 360).render()
        let track = try #require(rendering.targets.first { $0.gesture == "drag" })
        let plus = try #require(rendering.targets.first { $0.gesture == "tap" })
        #expect(track.frame == CGRect(x: 44, y: 16, width: 272, height: 28))
        #expect(plus.frame.size == CGSize(width: 20, height: 20))
        #expect(plus.frame.minX == 324)
    }

    @Test("The @Previewable checkout: the reply after reaching the end shows the thank-you text")
    func checkoutPreviewFlow() throws {
        let host = ViewHost(checkoutPreview, width: 400)
        let slider = try #require(host.render().targets.first { $0.gesture == "key" })
        let after = try host.send(.key(target: slider.id, key: .end))
        #expect(after.html.contains("Thank you for purchasing!"))
        #expect(after.state.count == 1)
    }

    @Test("BetterSlider measures itself with onGeometryChange and places the thumb from the value")
    func betterSliderGeometry() throws {
        let view = Preview(state: 0.5) { $value in
            BetterSlider(value: $value, label: { Text("Volume") }, onEditingChanged: { _ in })
        }
        let rendering = ViewHost(view, width: 300).render()
        #expect(rendering.state("viewSize") == .other(String(describing: CGSize(width: 300, height: 4))))
        #expect(rendering.state("location") == .other(String(describing: CGPoint(x: 150, y: 2))))
        #expect(rendering.html.contains("left:16px;top:0px;width:134px;height:4px"))
        #expect(rendering.html.contains("aria-label=\"Volume\""))
        #expect(rendering.html.contains("filter:drop-shadow(0px 8px 4px rgb(179 179 179 / 0.4))"))
        let drag = try #require(rendering.targets.first)
        #expect(drag.gesture == "drag")
        #expect(drag.frame == CGRect(x: 0, y: 0, width: 300, height: 4))
    }

    @Test("Dragging BetterSlider's thumb sets the value and reports editing began and ended")
    func betterSliderDrag() throws {
        let log = CallLog()
        let view = Preview(state: 0.0) { $value in
            BetterSlider(value: $value, in: 0...1, label: { Text("Volume") }, onEditingChanged: { log.entries.append("\($0)") })
        }
        let host = ViewHost(view, width: 300)
        let drag = try #require(host.render().targets.first)
        try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 16, y: 2)))
        try host.send(.drag(target: drag.id, phase: .changed, location: CGPoint(x: 150, y: 2)))
        let moved = try host.send(.drag(target: drag.id, phase: .changed, location: CGPoint(x: 284, y: 2)))
        #expect(moved.state("value") == .double(1))
        #expect(moved.html.contains("width:268px;height:4px"))
        try host.send(.drag(target: drag.id, phase: .ended, location: CGPoint(x: 400, y: 2)))
        #expect(log.entries == ["true", "false"])
    }

    @Test("onChange repositions BetterSlider when its value changes from outside")
    func betterSliderOnChange() throws {
        let view = Preview(state: 0.0) { $value in
            VStack {
                BetterSlider(value: $value, label: { Text("Volume") }, onEditingChanged: { _ in })
                Slider(value: $value)
            }
        }
        let host = ViewHost(view, width: 300)
        let slider = try #require(host.render().targets.first { $0.gesture == "key" })
        let after = try host.send(.key(target: slider.id, key: .end))
        #expect(after.state("location") == .other(String(describing: CGPoint(x: 284, y: 2))))
    }
}
