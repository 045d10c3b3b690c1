import Testing

@testable import Stylish

@Suite("State boxes found in the last pass's order")
struct StateVisitOrderTests {
    /// One pass of `visits` (path, label, initial value) through `stateBox(at:label:initialValue:)`.
    private func pass(_ graph: ViewGraph, _ visits: [(String, String, Int)]) -> [StateBox<Int>] {
        graph.beginRender()
        let boxes = visits.map { graph.stateBox(at: $0.0, label: $0.1, initialValue: $0.2) }
        graph.endRender()
        return boxes
    }

    @Test("A pass in the same order gets the boxes the store holds for the same keys")
    func sameOrder() {
        let graph = ViewGraph()
        let first = pass(graph, [("0", "a", 1), ("0.1", "b", 2), ("0.1.0", "value", 3)])
        first[1].value = 20
        let second = pass(graph, [("0", "a", 9), ("0.1", "b", 9), ("0.1.0", "value", 9)])
        #expect(zip(first, second).allSatisfy { $0 === $1 })
        #expect(second.map(\.value) == [1, 20, 3])
        #expect(graph.stateOrder == ["0/a", "0.1/b", "0.1.0/value"])
        for (key, box) in graph.stateEntries { #expect(graph.store[key] === box) }
        for (key, box) in graph.store { #expect(box.key == key && box.label == key.split(separator: "/").last.map(String.init)) }
    }

    @Test("A changed order, path or label finds the box by key, as the plain lookup does")
    func changedOrder() {
        let graph = ViewGraph()
        let first = pass(graph, [("0", "a", 1), ("0.1", "b", 2)])
        let swapped = pass(graph, [("0.1", "b", 9), ("0", "a", 9)])
        #expect(swapped[0] === first[1] && swapped[1] === first[0])
        #expect(graph.stateOrder == ["0.1/b", "0/a"])
        // Same place in the order, another path: the key `0.2/b` is new; `0.1/b` dies.
        let moved = pass(graph, [("0.2", "b", 5), ("0", "a", 9)])
        #expect(moved[0] !== first[1] && moved[0].value == 5)
        #expect(moved[1] === first[0])
        #expect(Set(graph.store.keys) == ["0.2/b", "0/a"])
        // A path and label that join to the same key as the last pass's are the same state.
        let again = pass(graph, [("0.2", "b", 7), ("0", "a", 9)])
        #expect(again[0] === moved[0] && again[0].value == 5)
    }

    @Test("A box of another type, a dropped box and one that died are not taken from the order")
    func notTakenWhenGone() {
        let graph = ViewGraph()
        let first = pass(graph, [("0.1", "b", 2)])
        graph.beginRender()
        let text = graph.stateBox(at: "0.1", label: "b", initialValue: "two")
        #expect(text.value == "two", "a changed type makes a new box")
        graph.endRender()
        #expect(!first[0].isStored)
        let number = pass(graph, [("0.1", "b", 4)])
        #expect(number[0] !== first[0] && number[0].value == 4)

        // An AnyView whose type changed drops the box the last pass listed.
        graph.beginRender()
        graph.noteType(ObjectIdentifier(Int.self), at: "0")
        graph.endRender()
        graph.beginRender()
        graph.noteType(ObjectIdentifier(String.self), at: "0")
        let remade = graph.stateBox(at: "0.1", label: "b", initialValue: 6)
        graph.endRender()
        #expect(remade !== number[0] && remade.value == 6 && !number[0].isStored)
        #expect(graph.store["0.1/b"] === remade)

        // A pass that does not meet it lets it die; the one after makes it again.
        _ = pass(graph, [])
        #expect(!remade.isStored && graph.store.isEmpty)
        let reborn = pass(graph, [("0.1", "b", 8)])
        #expect(reborn[0] !== remade && reborn[0].value == 8)
    }

    @Test("A seed restores a box made again, not one found in the order")
    func seedOnlyForNewBoxes() {
        let graph = ViewGraph()
        let first = pass(graph, [("0", "a", 1)])
        graph.seed = ["0/a": StateValue(typed: 5)]
        let second = pass(graph, [("0", "a", 1)])
        #expect(second[0] === first[0] && second[0].value == 1)
        #expect(graph.seed.count == 1, "the seed waits for a box made again, as with the plain lookup")
    }

    @Test("A key met twice in one pass is listed once, and the order after it still matches")
    func repeatedKey() {
        let graph = ViewGraph()
        _ = pass(graph, [("0", "a", 1), ("0", "a", 1), ("0.1", "b", 2)])
        #expect(graph.stateOrder == ["0/a", "0.1/b"])
        let second = pass(graph, [("0", "a", 1), ("0", "a", 1), ("0.1", "b", 2)])
        #expect(second[0] === second[1])
        #expect(graph.stateOrder == ["0/a", "0.1/b"])
        #expect(graph.stateEntries.map(\.key) == ["0/a", "0.1/b"])
    }
}
