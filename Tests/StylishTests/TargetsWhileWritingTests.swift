import Foundation
import Testing

@testable import Stylish

@Suite("Targets collected while the markup is written")
struct TargetsWhileWritingTests {
    @Test("With sheets up, the targets written are the topmost sheet's, as a walk of the tree finds them")
    func nestedSheets() throws {
        let host = ViewHost(NestedSheetPresenter(), width: 320)
        host.keepsLastTree = true
        var rendering = host.render()
        #expect(host.targetsByWalkingLastTree() == rendering.targets)
        #expect(rendering.targets.map(\.gesture) == ["tap", "press"])

        // The outer sheet: its backdrop, then its two buttons; the presenter's button is inert.
        rendering = try host.send(.tap(target: rendering.targets[0].id))
        #expect(host.targetsByWalkingLastTree() == rendering.targets)
        let outerScrim = rendering.targets[0].id
        #expect(outerScrim.hasSuffix(".scrim"))
        let outer = String(outerScrim.dropLast(".scrim".count))
        #expect(rendering.targets.count == 5)
        #expect(rendering.targets.allSatisfy { $0.id.hasPrefix(outer) })

        // The inner sheet: only its backdrop and its button respond.
        let inner = try #require(rendering.targets.last { $0.gesture == "tap" })
        rendering = try host.send(.tap(target: inner.id))
        #expect(host.targetsByWalkingLastTree() == rendering.targets)
        let innerScrim = rendering.targets[0].id
        #expect(innerScrim.hasSuffix(".scrim") && innerScrim != outerScrim)
        let innerKey = String(innerScrim.dropLast(".scrim".count))
        #expect(rendering.targets.count == 3)
        #expect(rendering.targets.allSatisfy { $0.id.hasPrefix(innerKey) })

        // Closed again: the outer sheet's targets come back, in the same order as before.
        rendering = try host.send(.tap(target: rendering.targets[1].id))
        #expect(host.targetsByWalkingLastTree() == rendering.targets)
        #expect(rendering.targets.first?.id == outerScrim)
    }

    @Test("A new host's first event finds its targets by walking, as the written render does")
    func newHostWalks() throws {
        let written = ViewHost(NestedSheetPresenter(), width: 320)
        let first = written.render()
        let fresh = ViewHost(NestedSheetPresenter(), width: 320)
        let afterFresh = try fresh.send(.tap(target: first.targets[0].id))
        let afterWritten = try written.send(.tap(target: first.targets[0].id))
        #expect(afterFresh.targets == afterWritten.targets)
        #expect(afterFresh.html == afterWritten.html)
        // An unknown target fails on a new host, whose rendering at rest is then written.
        let failing = ViewHost(NestedSheetPresenter(), width: 320)
        #expect(throws: ViewEventError.self) { try failing.send(.tap(target: "nowhere")) }
        #expect(failing.current?.targets == first.targets)
        #expect(failing.current?.html == first.html)
    }

    @Test(
        "Targets met in the order their handlers were registered take their entries from the registrations; others are hashed",
        arguments: [["a", "b", "c"], ["c", "a", "b"], ["b", "b", "a"], ["a", "x", "c"], ["a", "c"]])
    func collectorFollowsRegistrations(order: [String]) {
        var handlers: [String: TargetHandlers] = [:]
        handlers["a"] = TargetHandlers(tap: { _ in })
        handlers["b"] = TargetHandlers(drag: { _, _ in }, key: { _ in })
        handlers["c"] = TargetHandlers(press: { _ in })
        // "b" registered twice, the second merged into the first's entry, as a button's tap and press are.
        let visits = [
            TargetVisit(id: "a", index: handlers.index(forKey: "a"), merges: false),
            TargetVisit(id: "b", index: handlers.index(forKey: "b"), merges: false),
            TargetVisit(id: "b", index: handlers.index(forKey: "b"), merges: true),
            TargetVisit(id: "c", index: handlers.index(forKey: "c"), merges: false),
        ]
        var following = TargetCollector(handlers: handlers, visits: visits, capacity: 0)
        var hashing = TargetCollector(handlers: handlers, capacity: 0)
        for id in order {
            let node = Node(key: id, kind: .zstack(.center))
            node.attributes = [("data-target", id)]
            following.collect(node, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            hashing.collect(node, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        }
        #expect(following.targets == hashing.targets)
        #expect(following.targets.map(\.id).filter { $0 == "x" }.isEmpty)
        #expect(Set(following.targets.map(\.id)) == Set(order).subtracting(["x"]))
    }
}
