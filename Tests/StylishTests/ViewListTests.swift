import Testing

@testable import Stylish

/// The markup of `content` in a column, in a fresh host.
private func column(@ViewBuilder _ content: () -> some View) -> String {
    ViewHost(VStack(content: content), width: 300).render().html
}

@Suite("Blocks of two to ten views")
struct ViewListTests {
    @Test("A block of two, three, five or ten views renders as the same views in a TupleView")
    func sameAsTupleView() {
        #expect(
            column {
                Text("a")
                Text("b")
            } == column { TupleView((Text("a"), Text("b"))) })
        #expect(
            column {
                Text("a")
                Text("b").padding()
                Text("c")
            }
                == column { TupleView((Text("a"), Text("b").padding(), Text("c"))) })
        #expect(
            column {
                Text("a")
                Text("b")
                Spacer()
                Text("d")
                Text("e")
            }
                == column { TupleView((Text("a"), Text("b"), Spacer(), Text("d"), Text("e"))) })
        let ten = column {
            Text("0")
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
        }
        let tuple = column {
            TupleView(
                (
                    Text("0"), Text("1"), Text("2"), Text("3"), Text("4"), Text("5"), Text("6"), Text("7"),
                    Text("8"), Text("9")
                ))
        }
        #expect(ten == tuple)
        for index in 0..<10 { #expect(ten.contains("data-k=\"0.\(index)\""), "child \(index)") }
    }

    @Test("Two to ten views build a list of their types; eleven build a TupleView")
    func builtTypes() {
        let two = ViewBuilder.buildBlock(Text("a"), Spacer())
        #expect(type(of: two) == _ViewListView<_ViewList2<Text, Spacer>>.self)
        #expect(_ViewList2<Text, Spacer>._count == 2)
        #expect(_ViewList10<Text, Text, Text, Text, Text, Text, Text, Text, Text, Text>._count == 10)
        let eleven = ViewBuilder.buildBlock(
            Text("0"), Text("1"), Text("2"), Text("3"), Text("4"), Text("5"), Text("6"), Text("7"), Text("8"),
            Text("9"), Text("10"))
        #expect(type(of: eleven) == TupleView<Text, Text, Text, Text, Text, Text, Text, Text, Text, Text, Text>.self)
    }

    @Test("A child of a block that makes several nodes or none keeps its neighbours' keys", arguments: [false, true])
    func childrenOfManyNodes(shown: Bool) {
        let html = column {
            Text("a")
            if shown { Text("shown") }
            ForEach(0..<2) { Text("item \($0)") }
            Text("z")
        }
        let tuple = column {
            TupleView((Text("a"), shown ? Text("shown") : nil, ForEach(0..<2) { Text("item \($0)") }, Text("z")))
        }
        #expect(html == tuple)
    }
}
