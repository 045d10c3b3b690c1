import Testing

@testable import Stylish

private struct Cell: View {
    @State var count = 0
    var body: some View { Button("\(count)") { count += 1 } }
}

/// `cells` views with a `count` each, beside one `total`.
private struct Cells: View {
    let cells: Int
    @State var total = 7
    var body: some View {
        VStack {
            Text("\(total)")
            ForEach(0..<cells, id: \.self) { _ in Cell() }
        }
    }
}

/// The state model's names: a property's own name, or its path when two views share the name.
/// A few entries are counted by comparing, many with a dictionary; both must name alike.
@Suite("State model names")
struct StateModelTests {
    @Test(
        "A name no other view uses stays plain; a shared one is qualified, however many share it", arguments: [1, 2, 16, 17, 40])
    func sharedNamesQualified(cells: Int) {
        let state = ViewHost(Cells(cells: cells), width: 300).render().state
        #expect(state.count == cells + 1)
        #expect(state.filter { $0.name == "total" }.map(\.value) == [.int(7)])
        let counts = state.filter { $0.name != "total" }
        #expect(counts.count == cells)
        if cells == 1 {
            #expect(counts.map(\.name) == ["count"])
        } else {
            #expect(counts.allSatisfy { $0.name != "count" && $0.name.hasSuffix("count") && $0.value == .int(0) })
            #expect(Set(counts.map(\.name)).count == cells, "each shared name is its own path")
        }
    }
}

/// The state model read from the boxes the pass met is the one made from the graph's entries.
extension StateModelTests {
    /// Whether `a` and `b` name the same values in the same order.
    private func same(_ a: [(name: String, value: StateValue)], _ b: [(name: String, value: StateValue)]) -> Bool {
        a.map(\.name) == b.map(\.name) && a.map(\.value) == b.map(\.value)
    }

    @Test("Every render and tap names the values as the graph's entries do", arguments: [0, 1, 2, 15, 16, 17, 40])
    func sameAsEntries(cells: Int) throws {
        let host = ViewHost(Cells(cells: cells), width: 300)
        var rendering = host.render()
        #expect(same(host.stateModel(), host.stateModel(of: host.graph.stateEntries)))
        #expect(same(rendering.state, host.stateModel(of: host.graph.stateEntries)))
        let taps = rendering.targets.prefix(3)
        for target in taps {
            rendering = try host.send(.tap(target: target.id))
            #expect(same(rendering.state, host.stateModel(of: host.graph.stateEntries)))
        }
        #expect(rendering.state.count == 1 + cells)
        let counts = rendering.state.filter { $0.name != "total" }.map(\.value)
        #expect(counts.reduce(0) { if case .int(let count) = $1 { $0 + count } else { $0 } } == taps.count)
    }

    @Test("A pass that met a box that died after is named from the graph's entries")
    func deadBox() {
        let host = ViewHost(Cells(cells: 0), width: 300)
        let graph = host.graph
        graph.beginRender()
        graph.noteType(ObjectIdentifier(Int.self), at: "0")
        _ = graph.stateBox(at: "0.1", label: "b", initialValue: 1)
        _ = graph.stateBox(at: "1", label: "b", initialValue: 2)
        graph.endRender()
        graph.beginRender()
        let dropped = graph.stateBox(at: "0.1", label: "b", initialValue: 3)
        _ = graph.stateBox(at: "1", label: "b", initialValue: 4)
        graph.noteType(ObjectIdentifier(String.self), at: "0")
        _ = graph.stateBox(at: "0.1", label: "b", initialValue: 5)
        graph.endRender()
        #expect(!dropped.isStored)
        let model = host.stateModel()
        #expect(same(model, host.stateModel(of: graph.stateEntries)))
        #expect(model.map(\.name) == ["0.1/b", "1/b"] && model.map(\.value) == [.int(5), .int(2)])
    }
}
