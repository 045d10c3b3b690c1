import Foundation
import Stylish
import Testing

@testable import StylishControls

/// A test-only style that reads three environment values as plain `@Environment` properties.
private struct EnvironmentReportingStepperStyle: StepperStyle {
    @Environment(\.controlSize) var controlSize
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint

    func makeBody(configuration: Configuration) -> some View {
        Text("\(controlSize.rawValue) \(isEnabled ? "enabled" : "disabled") \(tint == nil ? "untinted" : "tinted")")
    }
}

/// A stepper of a `value` starting at `start`, within `bounds`, in `style`.
private func makeStepper(
    _ start: Double, in bounds: ClosedRange<Double> = 0...3, step: Double = 1, style: some StepperStyle = .automatic
) -> some View {
    PreviewState(initialValue: start) { $value in
        StylishStepper("Count", value: $value, in: bounds, step: step).stepperStyle(style)
    }
}

/// The tap target labelled `name` (`Increment`, `Decrement`), if it has one.
private func button(_ name: String, in rendering: Rendering) -> String? {
    guard let range = rendering.html.range(of: "aria-label=\"\(name)\"") else { return nil }
    let before = rendering.html[..<range.lowerBound]
    guard let start = before.range(of: "<", options: .backwards) else { return nil }
    let tag = rendering.html[start.lowerBound..<range.lowerBound]
    guard let target = tag.range(of: "data-target=\"") else { return nil }
    return String(tag[target.upperBound...].prefix { $0 != "\"" })
}

@Suite("StylishStepper")
struct StylishStepperTests {
    @Test("Increment and decrement step by `step` and stop at the bounds, where the button is disabled")
    func clampsAtBounds() throws {
        for style in [AnyStepperStyle.automatic, .capsule] {
            let host = ViewHost(style.stepper(2.5, in: 0...3), width: 320)
            var rendering = host.render()
            #expect(rendering.state("value") == .double(2.5))
            let plus = try #require(button("Increment", in: rendering))
            rendering = try host.send(.tap(target: plus))
            #expect(rendering.state("value") == .double(3), "clamped, not 3.5")
            #expect(button("Increment", in: rendering) == nil, "no target at the upper bound")
            #expect(rendering.html.contains("aria-disabled=\"true\" aria-label=\"Increment\""))
            #expect(throws: ViewEventError.self) { try host.send(.tap(target: plus)) }
            #expect(host.render().state("value") == .double(3))
            let minus = try #require(button("Decrement", in: rendering))
            for expected in [2.0, 1, 0] {
                rendering = try host.send(.tap(target: minus))
                #expect(rendering.state("value") == .double(expected))
            }
            #expect(button("Decrement", in: rendering) == nil)
            #expect(throws: ViewEventError.self) { try host.send(.tap(target: minus)) }
            #expect(host.render().state("value") == .double(0))
            #expect(button("Increment", in: host.render()) != nil)
        }
    }

    @Test("The stepper is a spin button: its value, bounds and label, and every adjustment key")
    func spinButtonKeys() throws {
        let host = ViewHost(makeStepper(1, in: 0...20, step: 1), width: 320)
        var rendering = host.render()
        #expect(rendering.html.contains("role=\"spinbutton\""))
        #expect(!rendering.html.contains("role=\"slider\""))
        #expect(!rendering.html.contains("aria-orientation"))
        #expect(rendering.html.contains("aria-valuemin=\"0\" aria-valuemax=\"20\" aria-valuenow=\"1\" aria-label=\"Count\""))
        let key = try #require(rendering.targets.first { $0.gesture == "key" })
        let steps: [(AdjustmentKey, Double)] = [
            (.increment, 2), (.pageIncrement, 12), (.pageIncrement, 20), (.increment, 20), (.decrement, 19),
            (.home, 0), (.decrement, 0), (.end, 20), (.pageDecrement, 10),
        ]
        for (adjustment, expected) in steps {
            rendering = try host.send(.key(target: key.id, key: adjustment))
            #expect(rendering.state("value") == .double(expected), "after \(adjustment)")
            #expect(rendering.html.contains("aria-valuenow=\"\(StepperStyleConfiguration.format(expected))\""))
        }
    }

    @Test("A disabled stepper is aria-disabled and has no targets at all")
    func disabled() {
        let rendering = ViewHost(makeStepper(1).disabled(true), width: 320).render()
        #expect(rendering.targets.isEmpty)
        #expect(rendering.html.contains("aria-disabled=\"true\""))
    }

    @Test("A style's own @Environment is filled in from where the stepper is, with no wrapper view")
    func styleReadsEnvironment() {
        let plain = ViewHost(makeStepper(1, style: EnvironmentReportingStepperStyle()), width: 320).render().html
        #expect(plain.contains(">regular enabled untinted</div>"))
        let changed = makeStepper(1, style: EnvironmentReportingStepperStyle())
            .controlSize(.large).disabled(true).tint(.red)
        #expect(ViewHost(changed, width: 320).render().html.contains(">large disabled tinted</div>"))
    }

    @Test("Both styles draw larger at .controlSize(.large): taller rows and bigger tap areas")
    func largeControls() throws {
        for style in [AnyStepperStyle.automatic, .capsule] {
            let regular = ViewHost(style.stepper(1), width: 320).render()
            let large = ViewHost(style.stepper(1).controlSize(.large), width: 320).render()
            #expect(
                regular.targets.filter { $0.gesture == "tap" }.map(\.frame.size)
                    == Array(repeating: CGSize(width: 32, height: 32), count: 2))
            #expect(
                large.targets.filter { $0.gesture == "tap" }.map(\.frame.size)
                    == Array(repeating: CGSize(width: 44, height: 44), count: 2))
            #expect(large.size.height > regular.size.height)
            #expect(large.html.contains("font-size:22px") && !regular.html.contains("font-size:22px"))
        }
    }

    @Test("The capsule style fills its capsule with the tint and shows the value between − and +")
    func capsuleTint() throws {
        let html = ViewHost(makeStepper(2, style: .capsule).tint(.orange), width: 320).render().html
        #expect(html.contains("fill:color-mix(in srgb, var(--sg-orange) 15%, transparent)"))
        let minus = try #require(html.range(of: "aria-label=\"minus\""))
        let value = try #require(html.range(of: ">2</div>"))
        let plus = try #require(html.range(of: "aria-label=\"plus\""))
        #expect(minus.lowerBound < value.lowerBound && value.lowerBound < plus.lowerBound)
    }

    @Test("The configuration offers no action at a bound, and formats whole values without decimals")
    func configuration() {
        var value = 0.0
        let binding = Binding(get: { value }, set: { value = $0 })
        let atLower = StylishStepper(value: binding, in: 0...1, step: 0.5) { Text("x") }.configuration
        #expect(atLower.onDecrement == nil)
        atLower.onIncrement?()
        #expect(value == 0.5)
        #expect(StylishStepper(value: binding, in: 0...1, step: 0.5) { Text("x") }.configuration.formattedValue == "0.5")
        value = 1
        #expect(StylishStepper(value: binding, in: 0...1) { Text("x") }.configuration.onIncrement == nil)
        #expect(StepperStyleConfiguration.format(3) == "3")
    }
}

/// The two library styles, so a test can run over both.
private enum AnyStepperStyle {
    case automatic, capsule

    func stepper(_ start: Double, in bounds: ClosedRange<Double> = 0...3) -> AnyView {
        switch self {
        case .automatic: AnyView(makeStepper(start, in: bounds, style: DefaultStepperStyle()))
        case .capsule: AnyView(makeStepper(start, in: bounds, style: CapsuleStepperStyle()))
        }
    }
}

@Suite("A stepper's own buttons keep their look under an app's button style")
struct StepperButtonIsolationTests {
    @Test("CustomButtonStyle set above changes neither style's buttons", arguments: [false, true])
    func isolated(capsule: Bool) {
        func render(_ styled: Bool) -> String {
            let stepper = capsule ? AnyView(makeStepper(1, style: .capsule)) : AnyView(makeStepper(1))
            let view = styled ? AnyView(stepper.buttonStyle(CustomButtonStyle())) : AnyView(stepper)
            return ViewHost(view, width: 320).render().html
        }
        let plain = render(false)
        #expect(!plain.contains("var(--sg-yellow)"))
        #expect(render(true) == plain)
    }
}

@Suite("A stepper's keys and buttons agree")
struct StepperKeysAndButtonsTests {
    /// Sends `events` to a stepper of `0...10` by 3 starting at `start`; returns its value after each.
    private func values(from start: Double, _ events: [(String, AdjustmentKey?)]) throws -> [Double] {
        let host = ViewHost(makeStepper(start, in: 0...10, step: 3), width: 320)
        var rendering = host.render()
        var values: [Double] = []
        for (name, key) in events {
            if let key {
                let spin = try #require(rendering.targets.first { $0.gesture == "key" })
                rendering = try host.send(.key(target: spin.id, key: key))
            } else {
                let id = try #require(button(name, in: rendering))
                rendering = try host.send(.tap(target: id))
            }
            values.append(rendering.state("value")?.number ?? .nan)
        }
        return values
    }

    @Test("Arrows step as plus and minus do, End and Home reach the bounds off the steps")
    func agree() throws {
        #expect(
            try values(from: 0, [("", .increment), ("Increment", nil), ("", .increment), ("", .increment)]) == [3, 6, 9, 10])
        #expect(try values(from: 0, [("", .end), ("Decrement", nil), ("", .home)]) == [10, 7, 0])
        #expect(try values(from: 1, [("", .pageIncrement), ("", .pageDecrement)]) == [10, 0])
    }

    @Test("A value outside the bounds is brought back in by the first step")
    func outOfBounds() throws {
        #expect(try values(from: 12, [("Decrement", nil)]) == [7])
        #expect(try values(from: -4, [("Increment", nil)]) == [3])
    }

    @Test("Large whole values are written out, not in exponent form")
    func format() {
        #expect(StepperStyleConfiguration.format(1_234_567) == "1234567")
        #expect(StepperStyleConfiguration.format(2.5) == "2.5")
    }
}
