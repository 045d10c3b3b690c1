import Foundation
import Testing

@testable import Stylish

/// A primitive style that draws the label and never triggers the button.
private struct InertButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// A primitive style that triggers the button on a single tap of its label.
private struct TapToTriggerStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

/// A primitive style that triggers the button only on a double tap.
private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(4)
            .gesture(TapGesture(count: 2).onEnded { configuration.trigger() })
    }
}

@Suite("Tap gestures, and primitive button styles that decide when a button triggers")
struct TapGestureTests {
    private func button<S: PrimitiveButtonStyle>(_ style: S, log: CallLog) -> some View {
        Button("Go") { log.entries.append("go") }.buttonStyle(style)
    }

    @Test("A primitive style that never triggers: the button registers no tap, yet stays a focusable button")
    func inertStyle() {
        let log = CallLog()
        let rendering = ViewHost(button(InertButtonStyle(), log: log), width: 200).render()
        #expect(rendering.targets.isEmpty)
        #expect(rendering.html.contains("role=\"button\""))
        #expect(rendering.html.contains("tabindex=\"0\""))
        #expect(log.entries.isEmpty)
    }

    @Test("A primitive style with onTapGesture triggers on a tap, Enter or Space; no press state")
    func tapStyle() throws {
        let log = CallLog()
        let host = ViewHost(button(TapToTriggerStyle(), log: log), width: 200)
        let rendering = host.render()
        #expect(rendering.targets.map(\.gesture) == ["tap"])
        #expect(rendering.html.contains("role=\"button\""))
        try host.send(.tap(target: rendering.targets[0].id))
        try host.send(.tap(target: rendering.targets[0].id, location: CGPoint(x: 3, y: 4)))
        #expect(log.entries == ["go", "go"])
        #expect(throws: ViewEventError.self) { try host.send(.press(target: rendering.targets[0].id, phase: .began)) }
    }

    @Test("A double-tap style ignores single taps and triggers on the second tap of a series")
    func doubleTapStyle() throws {
        let log = CallLog()
        let host = ViewHost(button(DoubleTapStyle(), log: log), width: 200)
        let tap = try #require(host.render().targets.first { $0.gesture == "tap" })
        try host.send(.tap(target: tap.id))
        try host.send(.tap(target: tap.id, count: 1))
        #expect(log.entries.isEmpty)
        try host.send(.tap(target: tap.id, count: 2))
        #expect(log.entries == ["go"])
        try host.send(.tap(target: tap.id, count: 3))
        try host.send(.tap(target: tap.id, count: 4))
        #expect(log.entries == ["go", "go"])
    }

    @Test("A disabled button under a primitive style is inert: no target, and trigger() does nothing")
    func disabledPrimitiveStyle() {
        let log = CallLog()
        let rendering = ViewHost(button(TapToTriggerStyle(), log: log).disabled(true), width: 200).render()
        #expect(rendering.targets.isEmpty)
        #expect(rendering.html.contains("aria-disabled=\"true\""))
    }

    @Test("A ButtonStyle (not primitive) keeps the button's own tap and press handling")
    func buttonStyleUnchanged() {
        let rendering = ViewHost(Button("Go") {}, width: 200).render()
        #expect(rendering.targets.map(\.gesture) == ["tap", "press"])
    }

    @Test("onTapGesture on any view registers a focusable tap target; a tap's count must be positive")
    func onTapGesture() throws {
        let log = CallLog()
        let host = ViewHost(Text("Hi").onTapGesture { log.entries.append("tap") }, width: 200)
        let rendering = host.render()
        #expect(rendering.targets.map(\.gesture) == ["tap"])
        #expect(rendering.html.contains("data-gestures=\"tap\""))
        #expect(rendering.html.contains("tabindex=\"0\""))
        try host.send(.tap(target: rendering.targets[0].id, count: 2))
        #expect(log.entries == ["tap"])
        #expect(throws: ViewEventError.self) { try host.send(.tap(target: rendering.targets[0].id, count: 0)) }
        #expect(TapGesture(count: 0).count == 1)
    }

    @Test("Two tap gestures on one view: each tap goes to the one needing the most taps that fits its count")
    func tapHandlersByCount() throws {
        let log = CallLog()
        let view = Text("x")
            .onTapGesture(count: 2) { log.entries.append("double") }
            .onTapGesture { log.entries.append("single") }
        let host = ViewHost(view, width: 300)
        let tap = try #require(host.render().targets.first { $0.gesture == "tap" })
        try host.send(.tap(target: tap.id, count: 1))
        #expect(log.entries == ["single"])
        try host.send(.tap(target: tap.id, count: 2))
        #expect(log.entries == ["single", "double"])
        try host.send(.tap(target: tap.id, count: 3))
        try host.send(.tap(target: tap.id, count: 4))
        #expect(log.entries == ["single", "double", "single", "double"])
    }
}
