import Testing

@testable import Stylish

@Suite("An observer's memory read and committed through the slot that kept its box")
struct ObserverSlotTests {
    @Test("Through the slot, a value reads back as through its key, pass after pass")
    func sameAsKey() {
        let graph = ViewGraph()
        graph.beginRender()
        let slot = graph.observerSlot("0", "/onChange")
        #expect(slot.key == "0/onChange")
        #expect(graph.observed(in: slot, as: Int.self) == (nil, true))
        graph.commitObserved(3, in: slot)
        #expect(graph.observed(at: "0/onChange", as: Int.self) == (3, false))
        graph.endRender()
        for value in 4..<7 {
            graph.beginRender()
            let again = graph.observerSlot("0", "/onChange")
            #expect(again === slot, "the same place in the same order gets the last pass's record")
            #expect(graph.observed(in: again, as: Int.self) == (value - 1, false))
            graph.commitObserved(value, in: again)
            #expect(graph.observed(at: "0/onChange", as: Int.self) == (value, false))
            graph.endRender()
        }
        // Committed through the key, read through the slot; another type reads nothing.
        graph.beginRender()
        graph.commitObserved(9, at: graph.observerSlot("0", "/onChange").key)
        #expect(graph.observed(in: slot, as: Int.self) == (9, false))
        #expect(graph.observed(in: slot, as: String.self) == (nil, false))
        graph.commitObserved("x", in: slot)
        #expect(graph.observed(in: slot, as: String.self) == ("x", false))
        #expect(graph.observed(at: "0/onChange", as: String.self) == ("x", false))
        #expect(graph.observed(in: slot, as: Int.self) == (nil, false))
        graph.endRender()
    }

    @Test("A box the graph forgot is not read through a slot that kept it")
    func forgottenBox() {
        let graph = ViewGraph()
        graph.beginRender()
        let slot = graph.observerSlot("0.1", "/onChange")
        graph.commitObserved(1, in: slot)
        graph.endRender()
        // A pass that does not visit the key forgets it.
        graph.beginRender()
        graph.endRender()
        graph.beginRender()
        #expect(graph.observed(in: slot, as: Int.self) == (nil, true))
        graph.commitObserved(2, in: slot)
        #expect(graph.observed(at: "0.1/onChange", as: Int.self) == (2, false))
        graph.endRender()

        // An AnyView above it whose type changed drops it.
        graph.beginRender()
        graph.noteType(ObjectIdentifier(Int.self), at: "0")
        _ = graph.observed(in: slot, as: Int.self)
        graph.endRender()
        graph.beginRender()
        graph.noteType(ObjectIdentifier(String.self), at: "0")
        #expect(graph.observed(in: slot, as: Int.self) == (nil, true))
        #expect(graph.observed(at: "0.1/onChange", as: Int.self) == (nil, true))
        graph.endRender()

        // A box of another type committed through the key replaces the one the slot kept.
        graph.beginRender()
        graph.commitObserved(5, in: slot)
        graph.commitObserved("y", at: "0.1/onChange")
        #expect(graph.observed(in: slot, as: String.self) == ("y", false))
        #expect(graph.observed(in: slot, as: Int.self) == (nil, false))
        graph.endRender()
    }
}
