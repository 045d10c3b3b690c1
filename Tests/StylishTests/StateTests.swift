import Testing

@testable import Stylish

private struct Counter: View {
    @State var count = 0
    var body: some View {
        Slider(value: Binding(get: { Double(count) }, set: { count = Int($0) }), in: 0...10, step: 1)
    }
}

private struct Toggler: View {
    @State var showsCounter = true
    var body: some View {
        VStack {
            Slider(value: Binding(get: { showsCounter ? 1.0 : 0.0 }, set: { showsCounter = $0 > 0.5 }))
            if showsCounter { Counter() }
        }
    }
}

@Suite("State")
struct StateTests {
    @Test("State survives re-renders and is keyed by the view's structural position")
    func identityAcrossRenders() throws {
        let host = ViewHost(Counter(), width: 300)
        let slider = try #require(host.render().targets.first { $0.gesture == "key" })
        try host.send(.key(target: slider.id, key: .increment))
        try host.send(.key(target: slider.id, key: .increment))
        #expect(host.render().state("count") == .int(2))
        #expect(host.render().state("count") == .int(2))
    }

    @Test("State dies when its view leaves the tree and starts afresh when it comes back")
    func stateDiesWithItsView() throws {
        let host = ViewHost(Toggler(), width: 300)
        let first = host.render()
        let toggle = try #require(first.targets.first { $0.gesture == "key" })
        let counter = try #require(first.targets.last { $0.gesture == "key" })
        #expect(toggle.id != counter.id)
        try host.send(.key(target: counter.id, key: .end))
        #expect(host.render().state("count") == .int(10))
        try host.send(.key(target: toggle.id, key: .home))
        #expect(host.render().state("count") == nil)
        try host.send(.key(target: toggle.id, key: .end))
        #expect(host.render().state("count") == .int(0))
    }

    @Test("Two hosts of the same view keep separate state")
    func hostsAreIndependent() throws {
        let one = ViewHost(Counter(), width: 300)
        let two = ViewHost(Counter(), width: 300)
        let target = try #require(one.render().targets.first).id
        try one.send(.key(target: target, key: .end))
        #expect(one.render().state("count") == .int(10))
        #expect(two.render().state("count") == .int(0))
    }

    @Test("Writing a binding writes the state it came from")
    func bindingWritesThrough() {
        let state = State(wrappedValue: 1)
        state.projectedValue.wrappedValue = 5
        #expect(state.wrappedValue == 5)
    }
}
