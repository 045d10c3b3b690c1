import Testing

@testable import Stylish

private struct Cell: View {
    @State var count = 0
    var body: some View { Text("\(count)") }
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
