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

/// The state model after events: the values the taps set, under the same names.
extension StateModelTests {
    @Test("Every tap shows in the model, its names as at rest", arguments: [0, 1, 2, 15, 16, 17, 40])
    func namesAfterTaps(cells: Int) throws {
        let host = ViewHost(Cells(cells: cells), width: 300)
        var rendering = host.render()
        let names = rendering.state.map(\.name)
        let taps = rendering.targets.prefix(3)
        for target in taps {
            rendering = try host.send(.tap(target: target.id))
            #expect(rendering.state.map(\.name) == names)
        }
        #expect(rendering.state.count == 1 + cells)
        let counts = rendering.state.filter { $0.name != "total" }.map(\.value)
        #expect(counts.reduce(0) { if case .int(let count) = $1 { $0 + count } else { $0 } } == taps.count)
    }
}
