import Testing

@testable import Stylish

/// A view that logs its value's first sight (`initial: true`) and animates on it.
private struct Observer: View {
    let log: CallLog
    let value: Int
    var body: some View {
        Text("value \(value)")
            .animation(.default, value: value)
            .onChange(of: value, initial: true) { _, new in log.entries.append("sees \(new)") }
    }
}

/// A switch that shows the observer or not.
private struct Shows: View {
    let log: CallLog
    @State var isShown = true
    var body: some View {
        VStack {
            Button("Toggle") { isShown.toggle() }
            if isShown { Observer(log: log, value: 7) }
        }
    }
}

@Suite("The end of a pass: what left the tree is forgotten, what stayed is kept")
struct EndRenderTests {
    @Test("An onChange's memory goes with its view and starts afresh when it returns; the others stay")
    func memoryGoesWithItsView() throws {
        let log = CallLog()
        let host = ViewHost(Shows(log: log), width: 300)
        let toggle = try #require(host.render().targets.first { $0.gesture == "tap" })
        host.render()
        #expect(log.entries == ["sees 7"])
        let kept = host.graph.states(below: host.root).count
        try host.send(.tap(target: toggle.id))
        #expect(host.graph.states(below: host.root).count == kept)
        try host.send(.tap(target: toggle.id))
        #expect(log.entries == ["sees 7", "sees 7"])
        host.render()
        #expect(log.entries == ["sees 7", "sees 7"])
    }
}
