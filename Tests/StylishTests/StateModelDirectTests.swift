import Testing

@testable import Stylish

private struct Cell: View {
    @State var count = 0
    var body: some View { Button("\(count)") { count += 1 } }
}

/// `cells` views with a `count` each, beside one `total` and a `count` of its own.
private struct Cells: View {
    let cells: Int
    @State var total = 7
    @State var count = 1
    var body: some View {
        VStack {
            Text("\(total) \(count)")
            ForEach(0..<cells, id: \.self) { _ in Cell() }
        }
    }
}

/// The state model read from the boxes the pass met is the one made from the graph's entries.
@Suite("State model read from the pass's boxes")
struct StateModelDirectTests {
    /// Whether `a` and `b` name the same values in the same order.
    private func same(_ a: [(name: String, value: StateValue)], _ b: [(name: String, value: StateValue)]) -> Bool {
        a.map(\.name) == b.map(\.name) && a.map(\.value) == b.map(\.value)
    }

    @Test("Every render names the values as the entries do, shared names qualified", arguments: [0, 1, 2, 14, 15, 16, 40])
    func sameAsEntries(cells: Int) throws {
        let host = ViewHost(Cells(cells: cells), width: 300)
        var rendering = host.render()
        #expect(same(host.stateModel(), host.stateModel(of: host.graph.stateEntries)))
        #expect(same(rendering.state, host.stateModel(of: host.graph.stateEntries)))
        for target in rendering.targets.prefix(3) {
            rendering = try host.send(.tap(target: target.id))
            #expect(same(rendering.state, host.stateModel(of: host.graph.stateEntries)))
        }
        #expect(rendering.state.count == 2 + cells)
    }

    @Test("A pass that met a box that died after is named from the entries")
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
