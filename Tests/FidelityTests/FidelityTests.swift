import Foundation
import Stylish
import Testing

/// Real-world-shaped SwiftUI code (`Pasted/`), compiled with only the import changed, rendered
/// to golden files (`Golden/<name>.html`; `STYLEGALLERY_RECORD_GOLDENS=1` records them) and driven
/// by events where it matters, every host checked against the reference engine.
@Suite("Fidelity: SwiftUI code pasted with only the import changed")
struct FidelityTests {
    @Test("A neumorphic button style: layered shadows, a press that scales, a tap that lands")
    func neumorphic() throws {
        let host = ViewHost(checking: { NeumorphicDemo() }, width: 320)
        let rendering = host.render()
        try Self.golden("neumorphic-button", rendering.html)
        let target = try #require(rendering.targets.first { $0.gesture == "tap" })
        let pressed = try host.send(.press(target: target.id, phase: .began))
        #expect(pressed.html.contains("scale(0.95)"))
        let pressedFrame = try #require(pressed.targets.first { $0.id == target.id }).frame
        #expect(pressedFrame.width < target.frame.width, "the hit area follows the scale")
        try host.send(.press(target: target.id, phase: .ended))
        #expect(try host.send(.tap(target: target.id)).state("taps") == .int(1))
    }

    @Test("A circular progress view: a trimmed circle with round caps, driven by a slider")
    func circularProgress() throws {
        let host = ViewHost(checking: { ProgressDemo() }, width: 320)
        let rendering = host.render()
        try Self.golden("circular-progress", rendering.html)
        #expect(rendering.html.contains("stroke-linecap:round"))
        let slider = try #require(rendering.targets.first { $0.gesture == "drag" })
        let moved = try host.send(.key(target: slider.id, key: .end))
        #expect(moved.state("progress") == .double(1))
        #expect(moved.html.contains(">100</div>"))
    }

    @Test("A rating view of a custom Shape: a tap on a star sets the rating")
    func rating() throws {
        let host = ViewHost(checking: { RatingDemo() }, width: 320)
        let rendering = host.render()
        try Self.golden("rating-view", rendering.html)
        let stars = rendering.targets.filter { $0.gesture == "tap" }
        #expect(stars.count == 5)
        let after = try host.send(.tap(target: stars[3].id))
        #expect(after.state("rating") == .int(4))
        #expect(after.html.components(separatedBy: "fill:var(--sg-yellow)").count == 5)
    }

    @Test("A glass card: material, cornerRadius, a gradient stroke overlay, a limited subtitle")
    func glassCard() throws {
        let rendering = ViewHost(checking: { GlassDemo() }, width: 320).render()
        try Self.golden("glass-card", rendering.html)
        #expect(rendering.html.contains("backdrop-filter:"))
        #expect(rendering.html.contains("border-radius:16px"))
        #expect(rendering.html.contains(";background:linear-gradient("))
    }

    @Test("A checkbox toggle style of iOS code: a Button in makeBody flips configuration.isOn; the switch flips too")
    func checkboxToggle() throws {
        let host = ViewHost(checking: { NotificationSettings() }, width: 320)
        let rendering = host.render()
        try Self.golden("checkbox-toggle", rendering.html)
        #expect(rendering.html.components(separatedBy: "role=\"switch\"").count == 3)
        #expect(!rendering.html.contains("role=\"button\""), "the style's button is the switch's own element")
        let taps = rendering.targets.filter { $0.gesture == "tap" }
        #expect(taps.count == 2, "one per toggle: the style's button and its toggle are one element")
        let button = try #require(taps.last)
        let flipped = try host.send(.tap(target: button.id))
        #expect(flipped.state("email") == .bool(true))
        #expect(flipped.html.contains("You will get a weekly email"))
        let push = try #require(taps.first)
        #expect(try host.send(.tap(target: push.id)).state("push") == .bool(false))
    }

    @Test("A hold-to-delete button: onLongPressGesture with a progress ring animating while pressing")
    func holdToDelete() throws {
        let host = ViewHost(checking: { HoldToDeleteDemo() }, width: 320)
        let rendering = host.render()
        try Self.golden("hold-to-delete", rendering.html)
        let button = try #require(rendering.targets.first { $0.gesture == "press" })
        #expect(rendering.html.contains("role=\"button\"") && rendering.html.contains("data-press-duration=\"1.5\""))
        let pressed = try host.send(.press(target: button.id, phase: .began))
        #expect(pressed.animation == .linear(duration: 1.5), "the ring fills over the duration")
        #expect(pressed.html.contains("scale(1.1)") && pressed.html.contains("3 items"))
        let early = ViewEvent.press(target: button.id, phase: .changed, heldFor: 1.4)
        #expect(try host.send(early).html.contains("3 items"), "not held long enough yet")
        let deleted = try host.send(.press(target: button.id, phase: .changed, heldFor: 1.5))
        #expect(deleted.html.contains("2 items"))
        #expect(try host.send(.press(target: button.id, phase: .ended, heldFor: 2)).html.contains("2 items"))
        try host.send(.press(target: button.id, phase: .began))
        let letGo = try host.send(.press(target: button.id, phase: .ended, heldFor: 0.3))
        #expect(letGo.html.contains("2 items") && !letGo.html.contains("scale(1.1)"), "let go early: nothing deleted")
    }

    /// Compares `html` with the golden file `name`, or records it.
    private static func golden(_ name: String, _ html: String) throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/\(name).html")
        if ProcessInfo.processInfo.environment["STYLEGALLERY_RECORD_GOLDENS"] == "1" {
            try Data(html.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(html == expected, "\(name) differs from Tests/FidelityTests/Golden/\(name).html")
    }
}
