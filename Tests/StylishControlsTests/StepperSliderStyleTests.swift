import Foundation
import Stylish
import Testing

@testable import StylishControls

@Suite("StepperSliderStyle")
struct StepperSliderStyleTests {
    private let volume = StepperSliderStyle(label: "Drag to change volume", step: 10.0)

    private func host(_ value: Double, _ style: StepperSliderStyle? = nil) -> ViewHost {
        ViewHost(StylishSlider(value: value).sliderStyle(style ?? volume), width: 360)
    }

    /// The live button left of the slider (minus) or right of it (plus), if it is live.
    private func button(_ side: FloatingPointSign, in rendering: Rendering) -> Rendering.Target? {
        let slider = rendering.target("drag")?.frame.midX ?? 0
        return rendering.targets.first { $0.gesture == "tap" && ($0.frame.midX < slider) == (side == .minus) }
    }

    @Test("The seed's parameters: 0…100 in steps of 10, the label, and the plus and minus symbols")
    func defaults() {
        #expect(volume.range == 0...100)
        #expect(volume.step == 10)
        #expect(volume.plusSymbol == "plus.circle" && volume.minusSymbol == "minus.circle")
        let html = host(50).render().html
        for attribute in [
            "aria-label=\"minus.circle\"", "aria-label=\"plus.circle\"", "aria-label=\"Drag to change volume\"",
            "aria-valuemax=\"100\"", "aria-valuenow=\"50\"",
        ] {
            #expect(html.contains(attribute), "\(attribute)")
        }
    }

    @Test("Each tap of plus adds one step up to the bound, where plus is disabled and a tap on it is refused")
    func plusToTheTop() throws {
        let host = host(0)
        var rendering = host.render()
        #expect(button(.minus, in: rendering) == nil, "minus is disabled at the lower bound")
        let plus = try #require(button(.plus, in: rendering))
        for expected in stride(from: 10.0, through: 100, by: 10) {
            rendering = try host.send(.tap(target: plus.id))
            #expect(rendering.state("value") == .double(expected))
        }
        #expect(button(.plus, in: rendering) == nil)
        #expect(button(.minus, in: rendering) != nil)
        #expect(rendering.html.components(separatedBy: "aria-disabled=\"true\"").count == 2, "one disabled button")
        for _ in 0..<3 {
            #expect(throws: ViewEventError.self) { try host.send(.tap(target: plus.id)) }
        }
        #expect(host.render().state("value") == .double(100))
    }

    @Test("Each tap of minus takes one step off down to the bound, where minus is disabled")
    func minusToTheBottom() throws {
        let host = host(30)
        var rendering = host.render()
        let minus = try #require(button(.minus, in: rendering))
        for expected in [20.0, 10, 0] {
            rendering = try host.send(.tap(target: minus.id))
            #expect(rendering.state("value") == .double(expected))
        }
        #expect(button(.minus, in: rendering) == nil)
        #expect(throws: ViewEventError.self) { try host.send(.tap(target: minus.id)) }
        #expect(host.render().state("value") == .double(0))
    }

    @Test("A drag lands on the steps and clamps past both ends", arguments: [-500.0, 30, 77, 150, 151, 222, 5000])
    func dragLandsOnSteps(x: Double) throws {
        let host = host(0)
        let slider = try #require(host.render().target("drag"))
        try host.send(.drag(target: slider.id, phase: .began, location: CGPoint(x: 14, y: 14)))
        let moved = try host.send(.drag(target: slider.id, phase: .changed, location: CGPoint(x: x, y: 14)))
        let value = try #require(moved.state("value")?.number)
        #expect((0...100).contains(value))
        #expect(value.truncatingRemainder(dividingBy: 10) == 0, "\(value) is on a step")
        let usable = Double(slider.frame.width) - 28
        let expected: Double = min(100, max(0, ((x - 14) / usable * 10).rounded() * 10))
        #expect(value == expected)
    }

    @Test(
        "Keys move one step per arrow and ten per page, clamped; Home and End reach the bounds",
        arguments: [
            ([AdjustmentKey.increment], 60.0), ([.decrement], 40), ([.pageIncrement], 100), ([.pageDecrement], 0),
            ([.home], 0), ([.end], 100), ([.end, .increment], 100), ([.home, .decrement], 0),
        ])
    func keys(keys: [AdjustmentKey], expected: Double) throws {
        let host = host(50)
        let slider = try #require(host.render().target("key"))
        var rendering = host.render()
        for key in keys { rendering = try host.send(.key(target: slider.id, key: key)) }
        #expect(rendering.state("value") == .double(expected))
    }

    @Test("An upper bound between steps: plus stops on the last step, where it is disabled")
    func upperBoundOffTheSteps() throws {
        let style = StepperSliderStyle(label: "Odd", range: 0...95, step: 10)
        #expect(style.highestValue == 90)
        #expect(style.value(80, movedBy: 1) == 90)
        #expect(style.value(90, movedBy: 1) == 90)
        let host = host(80, style)
        let plus = try #require(button(.plus, in: host.render()))
        let top = try host.send(.tap(target: plus.id))
        #expect(top.state("value") == .double(90))
        #expect(button(.plus, in: top) == nil)
    }

    @Test("A range not starting at 0 keeps values on lower + k·step, and snaps a value between steps onto one")
    func offsetRange() {
        let style = StepperSliderStyle(label: "Offset", range: 5...50, step: 7.5)
        #expect(style.highestValue == 50)
        #expect(style.value(5, movedBy: 1) == 12.5)
        #expect(style.value(12.5, movedBy: -1) == 5)
        #expect(style.value(14, movedBy: 1) == 20, "14 is nearest 12.5; one step up is 20")
        #expect(style.value(50, movedBy: 1) == 50)
        #expect(style.value(5, movedBy: -1) == 5)
    }

    @Test("Without a valid step the buttons move a tenth of the range, as the arrow keys do", arguments: [0.0, -2, .nan])
    func noStep(step: Double) {
        let style = StepperSliderStyle(label: "Free", range: 0...50, step: step)
        #expect(style.highestValue == 50)
        #expect(style.value(10, movedBy: 1) == 15)
        #expect(style.value(48, movedBy: 1) == 50)
        #expect(style.value(2, movedBy: -1) == 0)
    }

    @Test("Custom symbols are drawn in the buttons")
    func customSymbols() {
        let style = StepperSliderStyle(label: "Volume", step: 10, plusSymbol: "speaker.wave.3", minusSymbol: "speaker")
        let html = host(50, style).render().html
        #expect(html.contains("aria-label=\"speaker.wave.3\""))
        #expect(html.contains("aria-label=\"speaker\""))
    }

    @Test("Disabled from above: the slider and both buttons are marked, dimmed, and take no events")
    func disabled() throws {
        let enabled = host(50)
        let old = enabled.render().targets
        #expect(old.count == 6, "slider drag and key, and each button's tap and press")
        let host = ViewHost(StylishSlider(value: 50).sliderStyle(volume).disabled(true), width: 360)
        let rendering = host.render()
        #expect(rendering.targets.isEmpty)
        #expect(!rendering.html.contains("data-target"))
        #expect(rendering.html.components(separatedBy: "aria-disabled=\"true\"").count == 4)
        #expect(rendering.html.contains("sg-slider sg-disabled"))
        // As SwiftUI draws a disabled control: its tint turns grey.
        #expect(rendering.html.contains("stroke:var(--sg-gray)"))
        #expect(!rendering.html.contains("--sg-accent"))
        for target in old {
            #expect(throws: ViewEventError.self) { try host.send(.tap(target: target.id)) }
            #expect(throws: ViewEventError.self) { try host.send(.key(target: target.id, key: .end)) }
        }
        #expect(host.render().state("value") == .double(50))
    }
}
