import Foundation
import Testing

@testable import Stylish

/// A view whose state covers every kind a checkpoint keeps.
private struct Kinds: View {
    enum Plan: String { case weekly, monthly }

    @State var flag = false
    @State var count = 0
    @State var level = 0.5
    @State var ratio: Float = 0.25
    @State var name = "a"
    @State var range = 0.2...0.8
    @State var picks: Set<String> = []
    @State var list = [1, 2]
    @State var maybe: Double? = nil
    @State var plan = Plan.weekly
    @State var location = CGPoint.zero
    @State var size = CGSize.zero
    @State var frame = CGRect.zero
    @State var path: [CGPoint] = []

    var body: some View {
        Button("Change") {
            flag = true
            count = 7
            level = 0.1 + 0.2
            ratio = 0.3
            name = "b <c>"
            range = 0.1...0.35
            picks = ["x", "y"]
            list = [3]
            maybe = 2.5
            plan = .monthly
            location = CGPoint(x: 1.5, y: -2)
            size = CGSize(width: 3, height: 4)
            frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            path = [location, .zero]
        }
    }
}

/// A view with state of a kind a checkpoint cannot keep.
private struct Opaque: View {
    struct Point { var x = 0 }
    @State var point = Point()
    var body: some View { Text("\(point.x)") }
}

/// A view that keeps its measured width in `@State`, as `BetterSlider` does.
private struct Measured: View {
    @State var width = 0.0
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text("\(Int(width)) \(colorScheme == .dark ? "dark" : "light")")
            .frame(maxWidth: .infinity)
            .onGeometryChange(for: Double.self, of: { Double($0.size.width) }) { width = $0 }
    }
}

@Suite("State checkpoints")
struct StateCheckpointTests {
    @Test func aRestoredHostRendersExactlyAsTheOneCheckpointed() throws {
        let host = ViewHost(Kinds(), width: 300)
        let first = host.render()
        let changed = try host.send(.tap(target: try #require(first.targets.first).id))
        let checkpoint = try #require(host.stateCheckpoint())
        #expect(checkpoint.count == 14)
        #expect(checkpoint[10].value == .array([.double(1.5), .double(-2)]))

        let restored = ViewHost(Kinds(), width: 300)
        try restored.restore(state: checkpoint)
        let rendering = try #require(restored.current)
        #expect(rendering.html == changed.html)
        #expect(rendering.state.map(\.value) == changed.state.map(\.value))
        #expect(rendering.state("level") == .double(0.1 + 0.2))
        #expect(rendering.state("plan") == .string("monthly"))
        #expect(rendering.state("maybe") == .double(2.5))
    }

    @Test func nilAndUnchangedValuesComeBack() throws {
        let host = ViewHost(Kinds(), width: 300)
        let before = host.render()
        let checkpoint = try #require(host.stateCheckpoint())
        let restored = ViewHost(Kinds(), width: 300)
        try restored.restore(state: checkpoint)
        #expect(restored.current?.state.map(\.value) == before.state.map(\.value))
    }

    @Test func stateOfAnotherKindHasNoCheckpoint() {
        let host = ViewHost(Opaque())
        host.render()
        #expect(host.stateCheckpoint() == nil)
    }

    @Test func aValueOfTheWrongTypeIsRefused() throws {
        let host = ViewHost(Kinds(), width: 300)
        host.render()
        var checkpoint = try #require(host.stateCheckpoint())
        checkpoint[1].value = .string("seven")
        let restored = ViewHost(Kinds(), width: 300)
        #expect(throws: ViewEventError.self) { try restored.restore(state: checkpoint) }
        let rendered = ViewHost(Kinds(), width: 300)
        rendered.render()
        #expect(throws: ViewEventError.self) { try rendered.restore(state: checkpoint) }
    }

    @Test func settingsApplyBeforeTheFirstRender() throws {
        let host = ViewHost(Measured(), width: 300)
        host.render()
        let settings: [ViewEvent] = [.geometry(width: 200, height: nil), .environment(colorScheme: .dark, reduceMotion: true)]
        for event in settings { try host.send(event) }
        let checkpoint = try #require(host.stateCheckpoint())
        #expect(checkpoint.first?.value == .double(200))
        let restored = ViewHost(Measured(), width: 300)
        try restored.restore(state: checkpoint, settings: settings)
        #expect(restored.current?.html == host.current?.html)
        #expect(restored.current?.state.map(\.value) == host.current?.state.map(\.value))
        let other = ViewHost(Measured(), width: 300)
        #expect(throws: ViewEventError.self) { try other.restore(state: checkpoint, settings: [.tap(target: "0")]) }
    }

    @Test func aHostIsQuietOnlyWithoutAGestureInFlight() throws {
        let host = ViewHost(Kinds(), width: 300)
        let target = try #require(host.render().targets.first).id
        #expect(host.isQuiet)
        try host.send(.press(target: target, phase: .began))
        #expect(!host.isQuiet)
        try host.send(.press(target: target, phase: .cancelled))
        #expect(host.isQuiet)
    }
}
