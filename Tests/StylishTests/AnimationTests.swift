import Testing

@testable import Stylish

private struct Snapper: View {
    @State var value = 0.0
    var body: some View {
        Slider(value: $value, onEditingChanged: { editing in if !editing { value = 0 } })
            .animation(.snappy, value: value)
    }
}

/// `Snapper` with an `onChange` too, so that the release renders in two passes.
private struct SnapperWithOnChange: View {
    @State var value = 0.0
    var body: some View {
        Slider(value: $value, onEditingChanged: { editing in if !editing { value = 0 } })
            .animation(.snappy, value: value)
            .onChange(of: value) {}
    }
}

/// Two `.animation(_:value:)` on one view, each of its own value: each has a slot of its own.
private struct TwoAnimations: View {
    @State var first = 0
    @State var second = 0
    var body: some View {
        VStack {
            Button("first") { first += 1 }
            Button("second") { second += 1 }
        }
        .animation(.snappy, value: first)
        .animation(.bouncy, value: second)
    }
}

@Suite("Animation")
struct AnimationTests {
    @Test("No transition while dragging; a transition when the value snaps back after the drag")
    func animatesOnlyAfterTheDrag() throws {
        let host = ViewHost(Snapper(), width: 300)
        let target = try #require(host.render().targets.first).id
        let dragging = try host.send(.drag(target: target, phase: .began, location: .init(x: 14, y: 14)))
        let moved = try host.send(.drag(target: target, phase: .changed, location: .init(x: 150, y: 14)))
        #expect(dragging.animation == nil && moved.animation == nil)
        #expect(!moved.html.contains("transition"))
        let released = try host.send(.drag(target: target, phase: .ended, location: .init(x: 150, y: 14)))
        #expect(released.animation?.name == "snappy")
        #expect(released.html.contains("transition:left"))
        #expect(released.state("value") == .double(0))
    }

    @Test("An onChange that fires in the same render (a second pass) does not drop the animation")
    func animatesThroughOnChangePasses() throws {
        let host = ViewHost(SnapperWithOnChange(), width: 300)
        let target = try #require(host.render().targets.first).id
        try host.send(.drag(target: target, phase: .began, location: .init(x: 14, y: 14)))
        try host.send(.drag(target: target, phase: .changed, location: .init(x: 150, y: 14)))
        let released = try host.send(.drag(target: target, phase: .ended, location: .init(x: 150, y: 14)))
        #expect(released.state("value") == .double(0))
        #expect(released.animation?.name == "snappy")
        #expect(released.html.contains("transition:left"))
        #expect(host.render().animation == nil, "the next render, with nothing changed, does not animate")
    }

    @Test("Reduced motion turns the animation off")
    func reducedMotion() throws {
        let host = ViewHost(Snapper(), width: 300)
        let target = try #require(host.render().targets.first).id
        try host.send(.environment(colorScheme: nil, reduceMotion: true))
        try host.send(.drag(target: target, phase: .began, location: .init(x: 14, y: 14)))
        let released = try host.send(.drag(target: target, phase: .ended, location: .init(x: 150, y: 14)))
        #expect(released.animation == nil)
        #expect(!released.html.contains("transition"))
    }

    @Test("Two animations on one view animate each for its own value, pass after pass")
    func twoOnOneView() throws {
        let host = ViewHost(TwoAnimations(), width: 300)
        let targets = host.render().targets.filter { $0.gesture == "tap" }
        try #require(targets.count == 2)
        for _ in 0..<2 {
            #expect(try host.send(.tap(target: targets[0].id)).animation?.name == "snappy")
            #expect(host.render().animation == nil, "nothing changed")
            #expect(try host.send(.tap(target: targets[1].id)).animation?.name == "bouncy")
            #expect(try host.send(.tap(target: targets[1].id)).animation?.name == "bouncy")
        }
    }

    @Test("A snappy spring overshoots a little and settles at 1")
    func springCurve() {
        let curve = SpringCurve(duration: 0.5, bounce: 0.15)
        let peak = stride(from: 0.0, through: 1.0, by: 0.01).map(curve.value(at:)).max() ?? 0
        #expect(peak > 1 && peak < 1.1)
        #expect(abs(curve.value(at: curve.settlingTime) - 1) < 0.01)
    }
}
