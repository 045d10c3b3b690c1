import Foundation
import Synchronization
import Testing

@testable import Stylish

/// The per-thread slot of the graph whose event is being applied.
@Suite("Current graph")
struct CurrentGraphTests {
    @Test("Set for the body only, restored after nesting, unseen by another thread")
    func perThreadAndNested() async {
        let outer = ViewGraph()
        let inner = ViewGraph()
        #expect(currentGraph() == nil)
        withCurrentGraph(outer) {
            #expect(currentGraph() === outer)
            withCurrentGraph(inner) { #expect(currentGraph() === inner) }
            #expect(currentGraph() === outer)
            let seenElsewhere = Mutex<Bool?>(nil)
            let thread = Thread { seenElsewhere.withLock { $0 = currentGraph() != nil } }
            thread.start()
            while seenElsewhere.withLock({ $0 }) == nil { usleep(1000) }
            #expect(seenElsewhere.withLock { $0 } == false)
        }
        #expect(currentGraph() == nil)
    }

    @Test("withAnimation reaches the graph of the event being applied")
    func withAnimationSetsTheTransaction() {
        let graph = ViewGraph()
        withCurrentGraph(graph) { withAnimation(.linear) {} }
        #expect(graph.transaction.animation == .linear)
    }
}
