import Testing

@testable import Stylish

/// A record for a test of its memory alone (its graph kept beside it).
private func makeRecord() -> (ViewGraph, Record) {
    let graph = ViewGraph()
    return (graph, RootRecord(graph: graph, environment: EnvironmentValues()) { _ in [] })
}

/// A counter, which `SwitchesErased` shows inside an `AnyView`.
private struct Counter: View {
    @State var count = 0
    var body: some View { Button("count \(count)") { count += 1 } }
}

/// Another counter type, shown in place of `Counter`.
private struct OtherCounter: View {
    @State var count = 0
    var body: some View { Button("other \(count)") { count += 1 } }
}

/// An `AnyView` whose type changes with a switch: a counter, or another.
private struct SwitchesErased: View {
    @State var isOther = false
    var body: some View {
        VStack {
            Button("Switch") { isOther.toggle() }
            isOther ? AnyView(OtherCounter()) : AnyView(Counter())
        }
    }
}

/// A button that can be taken out of the tree.
private struct RemovableButton: View {
    @State var isShown = true
    var body: some View {
        VStack {
            Button("Hide") { isShown.toggle() }
            if isShown { Button("Held") {} }
        }
    }
}

@Suite("What a record's views keep between its evaluations")
struct RecordMemoryTests {
    @Test("An observer's value is kept while its evaluations ask for it, of its own type only")
    func observedValues() {
        let (_, record) = makeRecord()
        record.memory.beginRun()
        let result1 = record.memory.observedBox(at: "0/onChange", as: Int.self).value
        #expect(result1 == nil)
        record.memory.observedBox(at: "0/onChange", as: Int.self).value = 3
        record.memory.endRun(of: record)

        record.memory.beginRun()
        let result2 = record.memory.observedBox(at: "0/onChange", as: Int.self).value
        #expect(result2 == 3)
        // Another type at the key starts afresh.
        let result3 = record.memory.observedBox(at: "0/onChange", as: String.self).value
        #expect(result3 == nil)
        record.memory.endRun(of: record)

        // An evaluation that does not ask for the key forgets it.
        record.memory.beginRun()
        record.memory.endRun(of: record)
        record.memory.beginRun()
        let result4 = record.memory.observedBox(at: "0/onChange", as: String.self).value
        #expect(result4 == nil)
        record.memory.endRun(of: record)
    }

    @Test("Slots of one base are counted per evaluation: base, base#1, base#2")
    func slots() {
        let (_, record) = makeRecord()
        for _ in 0..<2 {
            record.memory.beginRun()
            let result5 = record.memory.slot("0/onChange").key
            #expect(result5 == "0/onChange")
            let result6 = record.memory.slot("0/onChange").key
            #expect(result6 == "0/onChange#1")
            let result7 = record.memory.slot("0/animation")
            #expect(result7 == ("0/animation", 0))
            let result8 = record.memory.slot("0/onChange")
            #expect(result8 == ("0/onChange#2", 2))
            record.memory.endRun(of: record)
        }
    }

    @Test("An animation compares with its value when the update began, in every pass of the update")
    func animationBaseline() {
        let (_, record) = makeRecord()
        func pass(update: Int, _ check: () -> Void) {
            record.memory.beginRun()
            check()
            record.memory.endRun(of: record)
        }
        pass(update: 1) {
            let result9 = record.memory.animationValueChanged(at: "0/animation", to: 1, update: 1)
            #expect(!result9, "nothing to compare with")
        }
        pass(update: 1) {
            let result10 = record.memory.animationValueChanged(at: "0/animation", to: 2, update: 1)
            #expect(!result10, "met first in this update")
        }
        pass(update: 2) {
            let result11 = record.memory.animationValueChanged(at: "0/animation", to: 3, update: 2)
            #expect(result11)
        }
        pass(update: 2) {
            let result12 = record.memory.animationValueChanged(at: "0/animation", to: 3, update: 2)
            #expect(result12, "a re-pass compares with the start")
            let result13 = record.memory.animationValueChanged(at: "0/animation", to: 2, update: 2)
            #expect(!result13)
        }
        pass(update: 4) {
            let result14 = record.memory.animationValueChanged(at: "0/animation", to: 2, update: 4)
            #expect(!result14)
            let result15 = record.memory.animationValueChanged(at: "0/animation", to: "two", update: 4)
            #expect(!result15, "another type is no change")
        }
    }

    @Test("An AnyView whose type changes drops the state below it; one that stays keeps it")
    func erasedTypes() throws {
        let host = ViewHost(SwitchesErased(), width: 300)
        var rendering = host.render()
        let taps = rendering.targets.filter { $0.gesture == "tap" }.map(\.id)
        let (toggle, counter) = (taps[0], taps[1])
        rendering = try host.send(.tap(target: counter))
        rendering = try host.send(.tap(target: counter))
        #expect(rendering.html.contains("count 2"))
        rendering = try host.send(.tap(target: toggle))
        #expect(rendering.html.contains("other 0"))
        rendering = try host.send(.tap(target: toggle))
        #expect(rendering.html.contains("count 0"), "the counter's state died with its type")
        rendering = try host.send(.tap(target: counter))
        rendering = try host.send(.environment(colorScheme: .dark, reduceMotion: nil))
        #expect(rendering.html.contains("count 1"), "the same type keeps its state whatever is evaluated again")
    }

    @Test("A held button stays held while it is in the tree, and is let go when it leaves")
    func pressedButtons() throws {
        let host = ViewHost(RemovableButton(), width: 300)
        let rendering = host.render()
        let taps = rendering.targets.filter { $0.gesture == "tap" }.map(\.id)
        let (hide, held) = (taps[0], taps[1])
        try host.send(.press(target: held, phase: .began))
        #expect(!host.isQuiet)
        try host.send(.environment(colorScheme: .dark, reduceMotion: nil))
        #expect(!host.isQuiet, "held through a render that evaluates everything again")
        try host.send(.tap(target: hide))
        #expect(host.isQuiet, "let go when it left")
        let shown = try host.send(.tap(target: hide))
        #expect(shown.html.contains("opacity:1"), "back, not held")
    }
}
