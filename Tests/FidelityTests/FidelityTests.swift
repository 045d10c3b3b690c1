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

    @Test(
        "An order screen: SwiftUI's Stepper over an Int and a Double, a GroupBox, a DisclosureGroup that opens, dividers, a large prominent button"
    )
    func orderSettings() throws {
        let host = ViewHost(checking: { OrderSettingsView() }, width: 360)
        let rendering = host.render()
        try Self.golden("order-settings", rendering.html)
        #expect(rendering.html.contains("Sugar: 0.5 tsp"), "the interpolation's specifier formats the value")
        #expect(rendering.html.contains("role=\"group\""), "the group box")
        let steppers = rendering.targets.filter { $0.gesture == "key" }
        #expect(steppers.count == 2)
        var after = try host.send(.key(target: steppers[0].id, key: .increment))
        #expect(after.state("quantity") == .int(2))
        #expect(after.html.contains("$8"))
        after = try host.send(.key(target: steppers[1].id, key: .end))
        #expect(after.state("sugar") == .double(2))
        #expect(!after.html.contains("Notes:"))
        let extras = try #require(
            after.targets.first { target in
                after.html.components(separatedBy: "<").contains {
                    $0.contains("aria-expanded=\"false\"") && $0.contains("data-target=\"\(target.id)\"")
                }
            })
        after = try host.send(.tap(target: extras.id))
        #expect(after.state("showExtras") == .bool(true))
        #expect(after.html.contains("Notes: 0"))
        let place = try #require(after.targets.filter { $0.gesture == "tap" }.last)
        after = try host.send(.tap(target: place.id))
        #expect(after.state("ordered") == .bool(true))
        #expect(after.html.contains("aria-disabled=\"true\""), "the order button is disabled once placed")
    }

    @Test("A battery gauge: a custom GaugeStyle and the accessory styles, driven by a slider")
    func batteryGauge() throws {
        let host = ViewHost(checking: { BatteryDashboard() }, width: 320)
        let rendering = host.render()
        try Self.golden("battery-gauge", rendering.html)
        #expect(rendering.html.components(separatedBy: "role=\"meter\"").count == 4)
        #expect(rendering.html.contains("fill:var(--sg-green)"))
        let slider = try #require(rendering.targets.first { $0.gesture == "drag" })
        let low = try host.send(.key(target: slider.id, key: .home))
        #expect(low.state("level") == .double(0))
        #expect(low.html.contains("fill:var(--sg-red)"), "below the threshold the battery is red")
        #expect(low.html.contains("aria-valuenow=\"0\""))
    }

    @Test("A login form: typed text reaches the model, Sign In is enabled once both fields are filled, Return signs in")
    func loginForm() throws {
        let host = ViewHost(checking: { LoginView() }, width: 320)
        let rendering = host.render()
        try Self.golden("login-form", rendering.html)
        #expect(rendering.html.contains(#"type="password" value="" placeholder="Password""#))
        #expect(rendering.html.contains(#"inputmode="email" enterkeyhint="next" autocomplete="email""#))
        #expect(rendering.html.contains(#"enterkeyhint="go" autocomplete="current-password""#))
        let fields = rendering.targets.filter { $0.gesture == "input" }
        #expect(fields.count == 2)
        #expect(!rendering.targets.contains { $0.gesture == "tap" }, "Sign In is disabled")
        let (email, password) = (fields[0].id, fields[1].id)
        let typed = try host.send(.input(target: email, value: "ada@example.com"))
        #expect(typed.state("email") == .string("ada@example.com"))
        #expect(!typed.targets.contains { $0.gesture == "tap" }, "still disabled: no password")
        #expect(throws: ViewEventError.self) { try host.send(.submit(target: email)) }
        let filled = try host.send(.input(target: password, value: "correct horse"))
        let signIn = try #require(filled.targets.first { $0.gesture == "tap" }, "Sign In is enabled")
        #expect(!filled.html.contains("Signed in as"))
        let submitted = try host.send(.submit(target: password))
        #expect(submitted.state("isSignedIn") == .bool(true))
        #expect(submitted.html.contains("Signed in as ada@example.com"))
        let cleared = try host.send(.input(target: password, value: ""))
        #expect(!cleared.targets.contains { $0.id == signIn.id }, "disabled again once the password is cleared")
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

    @Test(
        "A haptic counter: UIKit feedback generators and sensoryFeedback compile and do nothing; a UIKit view is a reported placeholder"
    )
    func hapticCounter() throws {
        let host = ViewHost(checking: { HapticCounterView() }, width: 320)
        let rendering = host.render()
        try Self.golden("haptic-counter", rendering.html)
        #expect(rendering.problems == ["SpinnerRepresentable is a UIKit view (UIViewRepresentable): the web cannot draw it"])
        #expect(rendering.html.contains("SpinnerRepresentable") && rendering.html.contains("(UIKit)"), "the placeholder")
        let button = try #require(rendering.targets.first { $0.gesture == "tap" })
        var count = rendering
        for _ in 0..<5 { count = try host.send(.tap(target: button.id)) }
        #expect(count.state("count") == .int(5))
        #expect(count.html.contains(">5</div>"))
    }

    @Test("A swipe card: @GestureState follows the drag and resets when it ends; a sheet opens at its medium detent")
    func swipeCard() throws {
        let host = ViewHost(checking: { SwipeCardView() }, width: 360, height: 640)
        let rendering = host.render()
        try Self.golden("swipe-card", rendering.html)
        let card = try #require(rendering.targets.first { $0.gesture == "drag" })
        let start = CGPoint(x: card.frame.midX, y: card.frame.midY)
        try host.send(.drag(target: card.id, phase: .began, location: start))
        let moved = try host.send(.drag(target: card.id, phase: .changed, location: CGPoint(x: start.x + 150, y: start.y)))
        #expect(moved.html.contains("rotate(7.5deg)"), "the card follows the translation, turned by a twentieth of it")
        let ended = try host.send(.drag(target: card.id, phase: .ended, location: CGPoint(x: start.x + 150, y: start.y)))
        #expect(ended.state("swipes") == .int(1))
        #expect(!ended.html.contains("rotate(7.5deg)"), "the gesture state reset: the card is back")
        let filters = try #require(ended.targets.first { $0.gesture == "tap" })
        let sheet = try host.send(.tap(target: filters.id))
        #expect(sheet.state("showFilters") == .bool(true))
        let number = { (text: Substring, after: String) in
            text.components(separatedBy: after).dropFirst().first.flatMap { Double($0.prefix { $0 != "p" }) } ?? -1
        }
        let canvas = number(Substring(sheet.html.prefix(200)), ";height:")
        let dialog = try #require(sheet.html.components(separatedBy: "<").first { $0.contains("role=\"dialog\"") })
        let (top, height) = (number(Substring(dialog), "top:"), number(Substring(dialog), ";height:"))
        #expect(top + height == canvas, "the sheet rests on the canvas's bottom")
        #expect(
            height > canvas * 0.4 && height < canvas * 0.5, "the medium detent: about half the canvas: \(height) of \(canvas)")
        #expect(sheet.html.contains(".indicator\""), "the drag indicator")
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
