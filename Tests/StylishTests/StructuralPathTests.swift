import Testing

@testable import Stylish

/// Seventeen texts in one builder: the last is past the components made once (`.0` to `.15`).
private struct LongRow: View {
    var body: some View {
        VStack {
            Text("a")
            Text("b")
            Text("c")
            Text("d")
            Text("e")
            Text("f")
            Text("g")
            Text("h")
            Text("i")
            Text("j")
            Text("k")
            Text("l")
            Text("m")
            Text("n")
            Text("o")
            Text("p")
            Text("q")
        }
    }
}

@Suite("Structural paths")
struct StructuralPathTests {
    @Test("A tuple's children are keyed .0, .1 … by position, past the components made once too")
    func tupleChildren() {
        let html = ViewHost(checking: { LongRow() }, width: 400).render().html
        for index in 0..<17 {
            #expect(html.contains("data-k=\"0.0.\(index)\""), "child \(index)")
        }
        #expect(!html.contains("data-k=\"0.0.17\""))
    }

    @Test("A modifier's own path component and a named child follow the index ones")
    func namedComponents() {
        let html = ViewHost(checking: { VStack { Text("x").overlay { Text("y") } } }, width: 200).render().html
        #expect(html.contains("data-k=\"0.overlay\""))
    }
}
