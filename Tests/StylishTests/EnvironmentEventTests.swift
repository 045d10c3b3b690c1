import Foundation
import Testing

@testable import Stylish

@Suite("Environment events")
struct EnvironmentEventTests {
    private struct Probe: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.layoutDirection) var layoutDirection
        @Environment(\.controlSize) var controlSize
        @Environment(\.tint) var tint
        @Environment(\.isEnabled) var isEnabled
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.dynamicTypeSize) var dynamicTypeSize

        var body: some View {
            Text(
                "\(colorScheme.rawValue) \(layoutDirection.rawValue) \(controlSize.rawValue) \(tint == .orange ? "orange" : "none") "
                    + "\(isEnabled ? "enabled" : "disabled") \(reduceMotion ? "still" : "moving") \(dynamicTypeSize.rawValue)")
        }
    }

    private func everything() -> EnvironmentChange {
        var change = EnvironmentChange()
        change.colorScheme = .set(.dark)
        change.layoutDirection = .set(.rightToLeft)
        change.controlSize = .set(.large)
        change.tint = .set(.orange)
        change.isEnabled = .set(false)
        change.accessibilityReduceMotion = .set(true)
        change.dynamicTypeSize = .set(.xxLarge)
        return change
    }

    @Test("Each of the seven values reaches @Environment at the root, and the canvas names the scheme")
    func setsEveryValue() throws {
        let host = ViewHost(Probe())
        #expect(host.render().html.contains(">light leftToRight regular none enabled moving large<"))
        let after = try host.send(.environment(everything()))
        #expect(after.html.contains(">dark rightToLeft large orange disabled still xxLarge<"))
        #expect(after.html.contains("data-color-scheme=\"dark\""))
        #expect(host.environment.controlSize == .large)
    }

    @Test("A value left nil is kept; a reset returns to the host's own default, not EnvironmentValues()'s")
    func resetReturnsToTheHostsDefault() throws {
        var base = EnvironmentValues()
        base.controlSize = .small
        let host = ViewHost(Probe(), environment: base)
        try host.send(.environment(everything()))
        var change = EnvironmentChange()
        change.controlSize = .reset
        change.tint = .reset
        change.isEnabled = .reset
        let after = try host.send(.environment(change))
        #expect(after.html.contains(">dark rightToLeft small none enabled still xxLarge<"))
        #expect(try host.send(.environment(EnvironmentChange())).html == after.html, "an empty change changes nothing")
    }

    @Test("State is kept when the environment changes, as in SwiftUI")
    func stateSurvives() throws {
        let host = ViewHost(Preview(state: 0.5) { $value in Slider(value: $value) }, width: 228)
        let slider = try #require(host.render().targets.first { $0.gesture == "key" })
        try host.send(.key(target: slider.id, key: .end))
        let dark = try host.send(.environment(everything()))
        #expect(dark.state("value") == .double(1))
    }

    @Test("Set to right-to-left by an event, a slider is mirrored and dragging right lowers its value")
    func rightToLeftByEvent() throws {
        let host = ViewHost(Preview(state: 0.5) { $value in Slider(value: $value) }, width: 228)
        host.render()
        var change = EnvironmentChange()
        change.layoutDirection = .set(.rightToLeft)
        let mirrored = try host.send(.environment(change))
        #expect(mirrored.html.contains("left:114px;width:114px;top:12px;height:4px;background"))
        let drag = try #require(mirrored.targets.first { $0.gesture == "drag" })
        try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 114, y: 14)))
        let right = try host.send(.drag(target: drag.id, phase: .changed, location: CGPoint(x: 164, y: 14)))
        #expect((right.state("value")?.number ?? 1) < 0.5)
    }

    @Test("Disabled by an event, a slider drops its gestures: its events no longer reach it")
    func disabledRefusesEvents() throws {
        let host = ViewHost(Preview(state: 0.5) { $value in Slider(value: $value) }, width: 228)
        let slider = try #require(host.render().targets.first { $0.gesture == "key" })
        var change = EnvironmentChange()
        change.isEnabled = .set(false)
        let disabled = try host.send(.environment(change))
        #expect(disabled.targets.isEmpty)
        #expect(disabled.html.contains("aria-disabled=\"true\""))
        #expect(throws: ViewEventError.self) { try host.send(.key(target: slider.id, key: .end)) }
        #expect(host.current?.state("value") == .double(0.5))
    }
}
