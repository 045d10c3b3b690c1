import Testing

@testable import Stylish

@Suite("State boxes marked visited by pass")
struct StateVisitTests {
    @Test("Each key is listed once a pass, in the order met, and state not met dies")
    func listedOnceAndDropped() {
        let graph = ViewGraph()
        graph.beginRender()
        _ = graph.stateBox(for: "0/a", label: "a", initialValue: 1)
        _ = graph.stateBox(for: "0/b", label: "b", initialValue: 2)
        _ = graph.stateBox(for: "0/a", label: "a", initialValue: 1)
        graph.endRender()
        #expect(graph.stateOrder == ["0/a", "0/b"])
        graph.beginRender()
        let box = graph.stateBox(for: "0/b", label: "b", initialValue: 5)
        graph.endRender()
        #expect(box.value == 2, "the box of the last pass is kept")
        #expect(graph.stateOrder == ["0/b"])
        #expect(Array(graph.store.keys) == ["0/b"])
    }

    @Test("A box made again in one pass (its type changed, or its AnyView's) is listed once")
    func remadeListedOnce() {
        let graph = ViewGraph()
        graph.beginRender()
        _ = graph.stateBox(for: "0.1/b", label: "b", initialValue: 2)
        _ = graph.stateBox(for: "0.1/b", label: "b", initialValue: "two")
        #expect(graph.stateOrder == ["0.1/b"])
        graph.noteType(ObjectIdentifier(Int.self), at: "0")
        graph.noteType(ObjectIdentifier(String.self), at: "0")
        #expect(graph.store.isEmpty, "the changed AnyView's state died")
        let box = graph.stateBox(for: "0.1/b", label: "b", initialValue: 3)
        #expect(box.value == 3)
        #expect(graph.stateOrder == ["0.1/b"])
        graph.endRender()
        #expect(Array(graph.store.keys) == ["0.1/b"])
        graph.beginRender()
        _ = graph.stateBox(for: "0.1/b", label: "b", initialValue: 4)
        _ = graph.stateBox(for: "0.2/c", label: "c", initialValue: 4)
        #expect(graph.stateOrder == ["0.1/b", "0.2/c"], "a dropped key is forgotten at the next pass")
    }
}
