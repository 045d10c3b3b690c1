import Foundation
import Testing

@testable import Stylish

/// A card confirmed by a long press, with its pressing state and a log of what it heard.
private struct HoldCard: View {
    let minimumDuration: Double
    @State var confirmations = 0
    @State var pressing = ""

    var body: some View {
        Text("confirmed \(confirmations) pressing [\(pressing)]")
            .padding(8)
            .onLongPressGesture(minimumDuration: minimumDuration) {
                confirmations += 1
            } onPressingChanged: { isPressing in
                pressing += isPressing ? "T" : "F"
            }
    }
}

/// Apple's `LongPressGesture` example: a `@GestureState` detector and a completion flag.
private struct DetectorCircle: View {
    let minimumDuration: Double
    @GestureState private var isDetectingLongPress = false
    @State private var completedLongPress = false
    @State private var changes = 0

    var body: some View {
        Text("detecting \(isDetectingLongPress) completed \(completedLongPress) changes \(changes)")
            .gesture(
                LongPressGesture(minimumDuration: minimumDuration)
                    .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                        gestureState = currentState
                        transaction.animation = .easeIn(duration: 2)
                    }
                    .onChanged { _ in changes += 1 }
                    .onEnded { finished in completedLongPress = finished })
    }
}

/// A button that also takes a long press, attached in one of three ways.
private struct ButtonWithLongPress: View {
    enum Kind { case simultaneous, high, both }
    let kind: Kind
    @State var taps = 0
    @State var inner = 0
    @State var outer = 0

    var body: some View {
        let inner = LongPressGesture(minimumDuration: 1).onEnded { _ in self.inner += 1 }
        let outer = LongPressGesture(minimumDuration: 1).onEnded { _ in self.outer += 1 }
        let button = Button("taps \(taps) inner \(self.inner) outer \(self.outer)") { taps += 1 }
        switch kind {
        case .simultaneous: button.gesture(inner).simultaneousGesture(outer)
        case .high: button.gesture(inner).highPriorityGesture(outer)
        case .both: button.simultaneousGesture(outer)
        }
    }
}

@Suite("LongPressGesture and onLongPressGesture, timed by the host")
struct LongPressGestureTests {
    private func press(_ host: ViewHost) throws -> String {
        try #require(host.render().targets.first { $0.gesture == "press" }).id
    }

    @Test("Held past the duration, the press fires once, though 'changed' comes twice and then 'ended'")
    func firesOnce() throws {
        let host = ViewHost(checking: { HoldCard(minimumDuration: 0.15) }, width: 300)
        let id = try press(host)
        try host.send(.press(target: id, phase: .began))
        Thread.sleep(forTimeInterval: 0.2)
        #expect(try host.send(.press(target: id, phase: .changed)).html.contains("confirmed 1 pressing [T]"))
        #expect(try host.send(.press(target: id, phase: .changed)).html.contains("confirmed 1 pressing [T]"))
        #expect(try host.send(.press(target: id, phase: .ended)).html.contains("confirmed 1 pressing [TF]"))
    }

    @Test("Let go before the duration, the press does not fire, whatever 'changed' prompts came")
    func endedEarly() throws {
        let host = ViewHost(checking: { HoldCard(minimumDuration: 5) }, width: 300)
        let id = try press(host)
        try host.send(.press(target: id, phase: .began))
        #expect(try host.send(.press(target: id, phase: .changed)).html.contains("confirmed 0 pressing [T]"))
        #expect(try host.send(.press(target: id, phase: .ended)).html.contains("confirmed 0 pressing [TF]"))
    }

    @Test("The hold of a press that reaches only at 'ended' fires then, and a new press fires again")
    func firesAtTheEnd() throws {
        let host = ViewHost(checking: { HoldCard(minimumDuration: 0.15) }, width: 300)
        let id = try press(host)
        try host.send(.press(target: id, phase: .began))
        Thread.sleep(forTimeInterval: 0.2)
        #expect(try host.send(.press(target: id, phase: .ended)).html.contains("confirmed 1 pressing [TF]"))
        try host.send(.press(target: id, phase: .began))
        #expect(try host.send(.press(target: id, phase: .cancelled)).html.contains("confirmed 1 pressing [TFTF]"))
    }

    @Test("onPressingChanged hears true at began and false at ended or cancelled; a lost end is cancelled")
    func pressingSequence() throws {
        let host = ViewHost(checking: { HoldCard(minimumDuration: 5) }, width: 300)
        let id = try press(host)
        try host.send(.press(target: id, phase: .began))
        try host.send(.press(target: id, phase: .cancelled))
        try host.send(.press(target: id, phase: .began))
        #expect(try host.send(.press(target: id, phase: .began)).html.contains("pressing [TFTFT]"))
        #expect(try host.send(.press(target: id, phase: .ended)).html.contains("pressing [TFTFTF]"))
        #expect(host.isQuiet)
    }

    @Test("A recorded hold time decides as the live one did: a replay does not wait")
    func recordedHoldTime() throws {
        let host = ViewHost(checking: { HoldCard(minimumDuration: 5) }, width: 300)
        let id = try press(host)
        try host.send(.press(target: id, phase: .began))
        #expect(!host.isQuiet)
        #expect(try host.send(.press(target: id, phase: .changed, heldFor: 4.999)).html.contains("confirmed 0"))
        #expect(try host.send(.press(target: id, phase: .changed, heldFor: 5)).html.contains("confirmed 1"))
        #expect(try host.send(.press(target: id, phase: .ended, heldFor: 6)).html.contains("confirmed 1 pressing [TF]"))
    }

    @Test("stamped(_:) measures a live press with the host's clock, and leaves a timed event as it is")
    func stamping() throws {
        let host = ViewHost(HoldCard(minimumDuration: 5), width: 300)
        let id = try press(host)
        let changed = ViewEvent.press(target: id, phase: .changed)
        #expect(host.stamped(changed) == changed, "no press in progress: nothing to time")
        try host.send(.press(target: id, phase: .began))
        Thread.sleep(forTimeInterval: 0.05)
        guard case .press(_, .changed, let held?) = host.stamped(changed) else {
            Issue.record("not stamped")
            return
        }
        #expect(held >= 0.05 && held < 5)
        let timed = ViewEvent.press(target: id, phase: .ended, heldFor: 1)
        #expect(host.stamped(timed) == timed)
        #expect(host.stamped(.press(target: id, phase: .began)) == .press(target: id, phase: .began))
    }

    @Test("A 'changed' with no press in progress is a conflict; a bad hold time is refused")
    func badEvents() throws {
        let host = ViewHost(checking: { HoldCard(minimumDuration: 5) }, width: 300)
        let id = try press(host)
        #expect { try host.send(.press(target: id, phase: .changed)) } throws: { ($0 as? ViewEventError)?.isConflict == true }
        try host.send(.press(target: id, phase: .began))
        for held in [-1, Double.nan, .infinity] {
            #expect { try host.send(.press(target: id, phase: .changed, heldFor: held)) } throws: {
                ($0 as? ViewEventError)?.isConflict == false
            }
        }
        #expect(throws: ViewEventError.self) { try host.send(.press(target: id, phase: .began, heldFor: 2)) }
        #expect(try host.send(.press(target: id, phase: .ended)).html.contains("confirmed 0"))
    }

    @Test("A button's press takes no 'changed' and no hold time")
    func buttonPress() throws {
        let host = ViewHost(checking: { Button("Go") {} }, width: 300)
        let id = try press(host)
        try host.send(.press(target: id, phase: .began))
        #expect(throws: ViewEventError.self) { try host.send(.press(target: id, phase: .changed)) }
        #expect(throws: ViewEventError.self) { try host.send(.press(target: id, phase: .ended, heldFor: 1)) }
    }

    @Test("The @GestureState is set while pressing and reset when the gesture ends, fails or is cancelled")
    func gestureStateResets() throws {
        let host = ViewHost(checking: { DetectorCircle(minimumDuration: 5) }, width: 400)
        let id = try press(host)
        let held = try host.send(.press(target: id, phase: .began))
        #expect(held.html.contains("detecting true completed false changes 1"))
        #expect(held.animation != nil, "the transaction's animation animates the change")
        #expect(try host.send(.press(target: id, phase: .ended)).html.contains("detecting false completed false"))
        try host.send(.press(target: id, phase: .began))
        let done = try host.send(.press(target: id, phase: .changed, heldFor: 5))
        #expect(done.html.contains("detecting false completed true changes 2"), "it resets when it succeeds")
        try host.send(.press(target: id, phase: .ended))
        try host.send(.press(target: id, phase: .began))
        #expect(try host.send(.press(target: id, phase: .cancelled)).html.contains("detecting false"))
    }

    @Test("The element is a focusable button carrying the duration and distance for the browser")
    func element() throws {
        let rendering = ViewHost(HoldCard(minimumDuration: 1.5), width: 300).render()
        #expect(rendering.targets.map(\.gesture) == ["press"])
        let html = rendering.html
        for attribute in [
            "role=\"button\"", "tabindex=\"0\"", "data-press-duration=\"1.5\"", "data-press-distance=\"10.0\"",
            "data-gestures=\"press\"",
        ] {
            #expect(html.contains(attribute), "\(attribute)")
        }
        let disabled = ViewHost(HoldCard(minimumDuration: 1).disabled(true), width: 300).render()
        #expect(disabled.targets.isEmpty)
    }

    @Test("With .simultaneousGesture both long presses fire; with .highPriorityGesture only the outer one")
    func priorities() throws {
        for (kind, expected) in [
            (ButtonWithLongPress.Kind.simultaneous, "inner 1 outer 1"), (.high, "inner 0 outer 1"),
            (.both, "inner 0 outer 1"),
        ] {
            let host = ViewHost(checking: { ButtonWithLongPress(kind: kind) }, width: 400)
            let targets = host.render().targets
            #expect(Set(targets.map(\.gesture)) == ["tap", "press"])
            let id = try #require(targets.first).id
            try host.send(.press(target: id, phase: .began))
            #expect(try host.send(.press(target: id, phase: .ended, heldFor: 1)).html.contains(expected), "\(kind)")
            #expect(try host.send(.tap(target: id)).html.contains("taps 1 \(expected)"), "the button still taps")
        }
    }

    @Test("The older spelling with pressing: compiles and behaves the same")
    func olderSpelling() throws {
        struct Old: View {
            @State var count = 0
            @State var isPressing = false
            var body: some View {
                Text("count \(count) pressing \(isPressing)")
                    .onLongPressGesture(minimumDuration: 1, pressing: { isPressing = $0 }) { count += 1 }
            }
        }
        let host = ViewHost(checking: { Old() }, width: 300)
        let id = try press(host)
        #expect(try host.send(.press(target: id, phase: .began)).html.contains("count 0 pressing true"))
        #expect(try host.send(.press(target: id, phase: .ended, heldFor: 2)).html.contains("count 1 pressing false"))
        let plain = ViewHost(Text("x").onLongPressGesture { print("never") }, width: 100)
        #expect(plain.render().targets.map(\.gesture) == ["press"])
    }
}
