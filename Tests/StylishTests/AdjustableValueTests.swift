import Foundation
import Testing

@testable import Stylish

/// A drawn slider: a bar whose only interaction is the keyboard modifier under test.
private struct DrawnSlider: View {
    @State var volume: Float = 0
    var step: Float? = nil
    var log: CallLog

    var body: some View {
        Rectangle()
            .frame(height: 8)
            .accessibilityAdjustableValue(
                $volume, in: 0...50, step: step, label: "Volume", onEditingChanged: { log.entries.append("\($0)") })
    }
}

@Suite("Keyboard-adjustable values: the slider keys of the built-in and of drawn sliders")
struct AdjustableValueTests {
    private func press(_ keys: [AdjustmentKey], on host: ViewHost) throws -> Rendering {
        var rendering = host.current ?? host.render()
        for key in keys {
            let target = try #require(rendering.targets.first { $0.gesture == "key" })
            rendering = try host.send(.key(target: target.id, key: key))
        }
        return rendering
    }

    @Test(
        "Without a step an arrow moves a tenth of the range and a page ten tenths; Home and End reach the bounds",
        arguments: [
            ([AdjustmentKey.increment], 5.0), ([.increment, .increment, .decrement], 5), ([.decrement], 0),
            ([.pageIncrement], 50), ([.end, .pageDecrement], 0), ([.end], 50), ([.end, .home], 0),
            ([.end, .increment], 50),
        ])
    func continuous(keys: [AdjustmentKey], expected: Double) throws {
        let host = ViewHost(DrawnSlider(log: CallLog()), width: 200)
        #expect(try press(keys, on: host).state("volume") == .double(expected))
    }

    @Test(
        "With a step an arrow moves one step and a page ten, clamped to the bounds and on lower + k·step",
        arguments: [
            ([AdjustmentKey.increment], 3.0), ([.pageIncrement], 30), ([.pageIncrement, .pageIncrement], 48),
            ([.end, .decrement], 45), ([.end, .pageDecrement], 18), ([.pageDecrement], 0),
        ])
    func stepped(keys: [AdjustmentKey], expected: Double) throws {
        let host = ViewHost(DrawnSlider(step: 3, log: CallLog()), width: 200)
        #expect(try press(keys, on: host).state("volume") == .double(expected))
    }

    @Test("A key press is one edit: editing begins and ends once, even when the value cannot move")
    func editingChanged() throws {
        let log = CallLog()
        let host = ViewHost(DrawnSlider(log: log), width: 200)
        _ = try press([.increment, .home], on: host)
        #expect(log.entries == ["true", "false", "true", "false"])
    }

    @Test("The element is an ARIA slider with its bounds, value, orientation and label, and takes focus")
    func aria() throws {
        let host = ViewHost(DrawnSlider(log: CallLog()), width: 200)
        let html = try press([.pageIncrement], on: host).html
        for attribute in [
            "role=\"slider\"", "aria-valuemin=\"0\"", "aria-valuemax=\"50\"", "aria-valuenow=\"50\"",
            "aria-orientation=\"horizontal\"", "aria-label=\"Volume\"", "tabindex=\"0\"",
        ] {
            #expect(html.contains(attribute), "\(attribute)")
        }
    }

    @Test("Disabled anywhere above, the slider is marked disabled and has no key target")
    func disabled() throws {
        let host = ViewHost(DrawnSlider(log: CallLog()).disabled(true), width: 200)
        let rendering = host.render()
        #expect(rendering.html.contains("aria-disabled=\"true\""))
        #expect(rendering.targets.isEmpty)
    }

    @Test("The built-in Slider uses the same keys: a tenth of the range per arrow, ten steps per page")
    func builtInSlider() throws {
        let view = Preview(state: 0.0) { $value in Slider(value: $value, in: 0...100) }
        let host = ViewHost(view, width: 200)
        #expect(try press([.increment], on: host).state("value") == .double(10))
        #expect(try press([.pageIncrement], on: host).state("value") == .double(100))
        let stepped = ViewHost(Preview(state: 0.0) { $value in Slider(value: $value, in: 0...100, step: 2) }, width: 200)
        #expect(try press([.increment, .pageIncrement], on: stepped).state("value") == .double(22))
    }

    @Test("A range and a selection are arrays in the state model")
    func arrayStates() {
        #expect(StateValue(0.2...0.6) == .array([.double(0.2), .double(0.6)]))
        #expect(StateValue(["b", "a"]) == .array([.string("b"), .string("a")]))
        #expect(StateValue(Set(["b", "a"])) == .array([.string("a"), .string("b")]))
        #expect(StateValue([0.5...1.0]).description == "[[0.5, 1.0]]")
    }
}

/// A thumb that may only reach `0...reach` of `0...100`, with keys of a tenth of the whole range.
private struct BoundedThumb: View {
    @State var value = 20.0
    var reach: Double

    var body: some View {
        Circle()
            .frame(width: 20, height: 20)
            .accessibilityAdjustableValue($value, in: 0...reach, keyStep: 10)
    }
}

@Suite("Keyboard-adjustable values with a key step of their own")
struct KeyStepTests {
    @Test(
        "A key step sets the arrows' distance (and ten of them per page), the bounds still clamp",
        arguments: [
            ([AdjustmentKey.increment], 30.0), ([.increment, .increment, .increment], 45), ([.pageDecrement], 0),
            ([.end, .decrement], 35), ([.pageIncrement], 45),
        ])
    func keyStep(keys: [AdjustmentKey], expected: Double) throws {
        let host = ViewHost(BoundedThumb(reach: 45), width: 100)
        var rendering = host.render()
        for key in keys {
            let target = try #require(rendering.targets.first { $0.gesture == "key" })
            rendering = try host.send(.key(target: target.id, key: key))
        }
        #expect(rendering.state("value") == .double(expected))
        #expect(rendering.html.contains("aria-valuemax=\"45\""))
    }
}

@Suite("A key pressed during a drag is part of the drag's edit")
struct KeyDuringDragTests {
    @Test("Slider: editing begins once with the drag and ends once with it, a key in between")
    func builtInSlider() throws {
        let log = CallLog()
        let view = Preview(state: 0.0) { $value in
            Slider(value: $value, in: 0...100, onEditingChanged: { log.entries.append("\($0)") })
        }
        let host = ViewHost(view, width: 228)
        let slider = try #require(host.render().targets.first { $0.gesture == "drag" })
        try host.send(.drag(target: slider.id, phase: .began, location: CGPoint(x: 14, y: 14)))
        try host.send(.drag(target: slider.id, phase: .changed, location: CGPoint(x: 114, y: 14)))
        let keyed = try host.send(.key(target: slider.id, key: .increment))
        #expect(keyed.state("value") == .double(60))
        try host.send(.drag(target: slider.id, phase: .ended, location: CGPoint(x: 114, y: 14)))
        #expect(log.entries == ["true", "false"])
        _ = try host.send(.key(target: slider.id, key: .increment))
        #expect(log.entries == ["true", "false", "true", "false"], "after the drag a key is an edit of its own")
    }

    @Test("A binding seen as a Double reads and writes its value, of Double itself and converted")
    func doubleOfBinding() {
        var double = 0.25
        let same = Binding<Double>(doubleOf: Binding(get: { double }, set: { double = $0 }))
        #expect(same.wrappedValue == 0.25)
        same.wrappedValue = 0.1 + 0.2
        #expect(double == 0.1 + 0.2)
        var float: Float = 0.5
        let converted = Binding<Double>(doubleOf: Binding(get: { float }, set: { float = $0 }))
        #expect(converted.wrappedValue == 0.5)
        converted.wrappedValue = 0.1
        #expect(float == Float(0.1))
        #expect(converted.wrappedValue == Double(Float(0.1)))
    }
}
