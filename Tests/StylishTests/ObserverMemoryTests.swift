import Testing

@testable import Stylish

@Suite("The graph's memory of observers, AnyView types and pressed buttons, kept by pass marks")
struct ObserverMemoryTests {
    @Test("An observer's value is read back as committed, of its own type only, while its key is visited")
    func observedValues() {
        let graph = ViewGraph()
        graph.beginRender()
        #expect(graph.observed(at: "0/onChange", as: Int.self) == (nil, true))
        graph.commitObserved(3, at: "0/onChange")
        graph.endRender()

        graph.beginRender()
        #expect(graph.observed(at: "0/onChange", as: Int.self) == (3, false))
        // Another type at the key reads nothing, but the key is not new.
        #expect(graph.observed(at: "0/onChange", as: String.self) == (nil, false))
        graph.commitObserved("x", at: "0/onChange")
        #expect(graph.observed(at: "0/onChange", as: String.self) == ("x", false))
        #expect(graph.observed(at: "0/onChange", as: Int.self) == (nil, false))
        graph.endRender()

        // Committed after the pass (an effect), then seen in the next pass: kept.
        graph.commitObserved("y", at: "0/onChange")
        graph.beginRender()
        #expect(graph.observed(at: "0/onChange", as: String.self) == ("y", false))
        graph.endRender()

        // A pass that does not visit the key forgets it.
        graph.beginRender()
        graph.endRender()
        graph.beginRender()
        #expect(graph.observed(at: "0/onChange", as: String.self) == (nil, true))
        graph.endRender()
    }

    @Test("A value committed without being observed in the pass is forgotten at the end of the next pass")
    func committedUnvisited() {
        let graph = ViewGraph()
        graph.beginRender()
        graph.endRender()
        graph.commitObserved(true, at: "0/sheet")
        graph.beginRender()
        graph.endRender()
        graph.beginRender()
        #expect(graph.observed(at: "0/sheet", as: Bool.self) == (nil, true))
        graph.endRender()
    }

    @Test("A held button stays held while its button is in the tree, and is let go when it leaves")
    func pressedButtons() {
        let graph = ViewGraph()
        graph.beginRender()
        graph.notePressable("0.1")
        graph.endRender()
        #expect(graph.pressed.isEmpty)

        graph.pressed.insert("0.1")
        graph.pressed.insert("0.2")
        graph.beginRender()
        graph.notePressable("0.1")
        graph.notePressable("0.3")
        graph.endRender()
        #expect(graph.pressed == ["0.1"])

        graph.beginRender()
        graph.endRender()
        #expect(graph.pressed.isEmpty)
    }

    @Test("An AnyView whose type changes drops the state below it; one that stays keeps it")
    func erasedTypes() {
        let graph = ViewGraph()
        func pass(_ type: Any.Type, visit: Bool = true) -> StateBox<Int> {
            graph.beginRender()
            if visit { graph.noteType(ObjectIdentifier(type), at: "0.1") }
            let box = graph.stateBox(for: "0.1.0/count", label: "count", initialValue: 0)
            graph.endRender()
            return box
        }
        let first = pass(Int.self)
        first.value = 5
        #expect(pass(Int.self).value == 5)
        #expect(pass(String.self).value == 0)
        let kept = pass(String.self)
        kept.value = 2
        // A pass that does not meet the AnyView forgets its type: the same type next time is new
        // to it, not a change, and the state stays.
        _ = pass(String.self, visit: false)
        #expect(pass(String.self).value == 2)
    }
}
