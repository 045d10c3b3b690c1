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

/// A modifier with state of the same name as the view it modifies.
private struct Flag: ViewModifier {
    @State var count = 100
    func body(content: Content) -> some View {
        VStack {
            content
            Text("flag \(count)")
        }
    }
}

private struct Labelled: View {
    @State var count = 1
    var body: some View { Text("content \(count)") }
}

private struct Other: View {
    @State var count = 2
    var body: some View { Text("other \(count)") }
}

/// Switches the type inside an `AnyView`.
private struct Switcher: View {
    @State var showsOther = false
    var body: some View {
        VStack {
            Slider(value: Binding(get: { showsOther ? 1.0 : 0.0 }, set: { showsOther = $0 > 0.5 }))
            if showsOther { AnyView(Other()) } else { AnyView(Labelled()) }
        }
    }
}

/// A counter erased twice, directly and through a conditional of erased views.
private struct DoublyErased: View {
    var isConditional: Bool
    var body: some View {
        VStack {
            if isConditional {
                AnyView(isConditional ? AnyView(Counter()) : AnyView(Text("none")))
            } else {
                AnyView(AnyView(Counter()))
            }
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

    @Test("A custom modifier's @State is its own, even with the same name as the content's")
    func modifierStateIsSeparate() {
        let rendering = ViewHost(Labelled().modifier(Flag())).render()
        #expect(rendering.html.contains(">content 1</div>"))
        #expect(rendering.html.contains(">flag 100</div>"))
        #expect(rendering.state.filter { $0.value == .int(1) || $0.value == .int(100) }.count == 2)
    }

    @Test("AnyView discards the old view's state when the wrapped type changes")
    func anyViewTypeChange() throws {
        let host = ViewHost(Switcher(), width: 300)
        let toggle = try #require(host.render().targets.first).id
        try host.send(.key(target: toggle, key: .end))
        #expect(host.render().html.contains(">other 2</div>"))
    }

    @Test("A view erased twice keeps its state, as one erased once does", arguments: [false, true])
    func doublyErased(isConditional: Bool) throws {
        let host = ViewHost(DoublyErased(isConditional: isConditional), width: 300)
        let slider = try #require(host.render().targets.first { $0.gesture == "key" })
        try host.send(.key(target: slider.id, key: .increment))
        try host.send(.key(target: slider.id, key: .increment))
        #expect(host.render().state("count") == .int(2))
    }

    @Test("Writing a binding writes the state it came from")
    func bindingWritesThrough() {
        let state = State(wrappedValue: 1)
        state.projectedValue.wrappedValue = 5
        #expect(state.wrappedValue == 5)
    }
}
