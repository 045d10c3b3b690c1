import Testing

@testable import Stylish

@Suite("Animation values remembered in place")
struct AnimationValueMemoryTests {
    @Test("Every pass of an update compares with the value at the update's start")
    func comparesWithUpdateStart() {
        let graph = ViewGraph()
        graph.beginUpdate()
        graph.beginRender()
        #expect(!graph.animationValueChanged(at: "0/animation", to: 1), "nothing to compare with the first time")
        graph.endRender()
        graph.beginRender()
        #expect(!graph.animationValueChanged(at: "0/animation", to: 2), "met first in this update")
        graph.endRender()

        graph.beginUpdate()
        graph.beginRender()
        #expect(graph.animationValueChanged(at: "0/animation", to: 3))
        graph.endRender()
        graph.beginRender()
        #expect(graph.animationValueChanged(at: "0/animation", to: 3), "a re-pass compares with the start")
        #expect(!graph.animationValueChanged(at: "0/animation", to: 2))
        graph.endRender()

        graph.beginUpdate()
        graph.beginRender()
        #expect(!graph.animationValueChanged(at: "0/animation", to: 2))
        #expect(!graph.animationValueChanged(at: "0/animation", to: "two"), "another type is no change")
        graph.endRender()
    }

    @Test("A value a pass forgot compares with the update's start when met again in the update")
    func forgottenThenMetAgain() {
        let graph = ViewGraph()
        graph.beginUpdate()
        graph.beginRender()
        _ = graph.animationValueChanged(at: "0/animation", to: 1)
        graph.endRender()

        graph.beginUpdate()
        graph.beginRender()
        graph.endRender()
        graph.beginRender()
        #expect(graph.animationValueChanged(at: "0/animation", to: 5), "the update began at 1")
        graph.endRender()

        // Forgotten through a whole update: the next update starts without it.
        graph.beginUpdate()
        graph.beginRender()
        graph.endRender()
        graph.beginUpdate()
        graph.beginRender()
        #expect(!graph.animationValueChanged(at: "0/animation", to: 6))
        graph.endRender()
    }

    @Test("An AnyView whose type changed forgets the animation values below it")
    func droppedByErasedType() {
        let graph = ViewGraph()
        graph.beginUpdate()
        graph.beginRender()
        graph.noteType(ObjectIdentifier(Int.self), at: "0")
        _ = graph.animationValueChanged(at: "0.1/animation", to: 1)
        _ = graph.animationValueChanged(at: "1/animation", to: 1)
        graph.endRender()

        graph.beginUpdate()
        graph.beginRender()
        graph.noteType(ObjectIdentifier(String.self), at: "0")
        #expect(!graph.animationValueChanged(at: "0.1/animation", to: 2))
        #expect(graph.animationValueChanged(at: "1/animation", to: 2))
        graph.endRender()
    }
}
