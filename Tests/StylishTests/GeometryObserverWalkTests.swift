import Foundation
import Testing

@testable import Stylish

/// Observers everywhere a node can get one: on a stack and on its child, after a subtree with
/// none, in a geometry reader's content, in a sheet and in a sheet nested in it.
private struct ObservedEverywhere: View {
    let log: CallLog
    let showsSheets: Bool

    var body: some View {
        VStack {
            Text("a").frame(width: 40).onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in note("a") }
            HStack {
                VStack {
                    Text("none")
                    Text("here")
                }
                Text("b").onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in note("b") }
            }
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in note("row") }
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { _ in note("row again") }
            GeometryReader { _ in
                Text("g").onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { _ in note("reader") }
            }
            .frame(height: 30)
            Color.red.frame(width: 5, height: 5)
                .sheet(isPresented: .constant(showsSheets)) {
                    VStack {
                        Text("s").onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in note("sheet") }
                        Text("t").sheet(isPresented: .constant(true)) {
                            Text("n").onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in
                                note("nested")
                            }
                        }
                    }
                }
        }
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in note("root") }
    }

    private func note(_ name: String) { log.entries.append(name) }
}

/// Calls every geometry observer of the tree at `node`, visiting every node (the plain walk
/// that ``Node/notifyGeometryObservers()`` must match).
private func notifyVisitingEveryNode(_ node: Node) {
    for observer in node.geometryObservers { observer(node.frame.size) }
    for child in node.children { notifyVisitingEveryNode(child) }
}

@Suite("Geometry observers are found without walking the whole tree")
struct GeometryObserverWalkTests {
    @Test("Observers fire in tree order: the sheets' first, outermost first, then the content's")
    func orderWithSheets() {
        let log = CallLog()
        ViewHost(ObservedEverywhere(log: log, showsSheets: true), width: 320).render()
        #expect(log.entries == ["sheet", "nested", "root", "a", "row", "row again", "b", "reader"])
    }

    @Test("Without sheets, the content's observers fire in tree order")
    func orderWithoutSheets() {
        let log = CallLog()
        ViewHost(ObservedEverywhere(log: log, showsSheets: false), width: 320).render()
        #expect(log.entries == ["root", "a", "row", "row again", "b", "reader"])
    }

    @Test("A node is marked when it or a node below it has an observer")
    func marks() {
        let leaf = Node(key: "0.0.0", kind: .spacer(minLength: nil))
        let quiet = Node(key: "0.1", kind: .spacer(minLength: nil))
        #expect(!leaf.observesGeometryBelow)
        leaf.addGeometryObserver { _ in }
        #expect(leaf.observesGeometryBelow)
        let middle = Node(key: "0.0", kind: .zstack(.center), children: [leaf])
        let root = Node(key: "0", kind: .zstack(.center), children: [middle, quiet])
        #expect(middle.observesGeometryBelow && root.observesGeometryBelow && !quiet.observesGeometryBelow)
        let unobserved = Node(key: "1", kind: .zstack(.center), children: [quiet])
        #expect(!unobserved.observesGeometryBelow)
    }

    @Test("Random trees: the marked walk calls the observers the whole walk calls, in its order")
    func randomTrees() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var calls: [String] = []
            var plainCalls: [String] = []
            var recording = true
            func make(_ key: String, depth: Int) -> Node {
                let count = depth < 4 ? Int.random(in: 0...3, using: &generator) : 0
                let children = (0..<count).map { make(key + ".\($0)", depth: depth + 1) }
                let node = Node(key: key, kind: .zstack(.center), children: children)
                for index in 0..<Int.random(in: 0...4, using: &generator) / 3 {
                    node.addGeometryObserver { _ in
                        if recording { calls.append(key + "#\(index)") } else { plainCalls.append(key + "#\(index)") }
                    }
                }
                return node
            }
            let root = make("0", depth: 0)
            root.notifyGeometryObservers()
            recording = false
            notifyVisitingEveryNode(root)
            #expect(calls == plainCalls)
        }
    }
}
