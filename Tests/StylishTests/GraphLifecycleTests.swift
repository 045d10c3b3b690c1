import Foundation
import Testing

@testable import Stylish

/// A reference a view keeps in its state, to see whether the state outlives its host.
private final class Token {}

private struct ButtonHoldingToken: View {
    @State var token: Token
    var body: some View { Button("Tap") {} }
}

/// A button style that says whether its button is held down.
private struct PressReadingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        if configuration.isPressed { Text("DOWN") } else { Text("UP") }
    }
}

/// The same button in either branch of an `if`, so each branch gives it another identity.
private struct BranchingButton: View {
    @State var flag = true
    var body: some View {
        VStack {
            Button("Toggle") { flag.toggle() }
            if flag { Button("Target") {} } else { Button("Target") {} }
        }
        .buttonStyle(PressReadingStyle())
    }
}

/// An `AnyView` whose wrapped type changes on a tap; each wrapped view has `onChange(initial:)`.
private struct ErasedSwap: View {
    let log: CallLog
    @State var showsText = true
    var body: some View {
        VStack {
            Button("Swap") { showsText.toggle() }
            showsText
                ? AnyView(Text("A").onChange(of: 1, initial: true) { log.entries.append("A") })
                : AnyView(Rectangle().onChange(of: 1, initial: true) { log.entries.append("B") })
        }
    }
}

@Suite("The graph's lifetime: what it keeps, and what it lets go")
struct GraphLifecycleTests {
    @Test("A host with a Button is freed with its graph and state (the handlers do not retain the graph)")
    func hostWithButtonIsFreed() throws {
        weak var weakToken: Token?
        weak var weakHost: ViewHost?
        do {
            let token = Token()
            weakToken = token
            let host = ViewHost(ButtonHoldingToken(token: token), width: 300)
            weakHost = host
            let tap = try #require(host.render().targets.first { $0.gesture == "tap" })
            try host.send(.press(target: tap.id, phase: .began))
            try host.send(.tap(target: tap.id))
        }
        #expect(weakHost == nil)
        #expect(weakToken == nil, "the state of a released host must die with it")
    }

    @Test("A pressed button that leaves the tree is let go: it comes back unpressed")
    func pressedSetIsPruned() throws {
        let host = ViewHost(checking: { BranchingButton() }, width: 300)
        let ids = host.render().targets.filter { $0.gesture == "press" }.map(\.id)
        try #require(ids.count == 2)
        let held = try host.send(.press(target: ids[1], phase: .began))
        #expect(held.html.contains("DOWN"))
        let toggled = try host.send(.tap(target: ids[0]))
        #expect(!toggled.html.contains("DOWN"))
        let back = try host.send(.tap(target: ids[0]))
        #expect(back.targets.contains { $0.id == ids[1] }, "the first branch's button is back, with its old id")
        #expect(!back.html.contains("DOWN"))
        #expect(throws: ViewEventError.self) { try host.send(.press(target: ids[1], phase: .changed)) }
    }

    @Test("When an AnyView's type changes, the new view's onChange(initial: true) fires: no old memory")
    func anyViewSwapForgetsOnChangeMemory() throws {
        let log = CallLog()
        let host = ViewHost(ErasedSwap(log: log), width: 300)
        let swap = try #require(host.render().targets.first { $0.gesture == "tap" })
        #expect(log.entries == ["A"])
        try host.send(.tap(target: swap.id))
        #expect(log.entries == ["A", "B"])
        try host.send(.tap(target: swap.id))
        #expect(log.entries == ["A", "B", "A"])
    }
}
