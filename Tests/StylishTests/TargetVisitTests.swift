import Foundation
import Testing

@testable import Stylish

/// The targets a graph keeps from pass to pass, overwritten in the last pass's order, must be
/// those a graph that starts each pass empty would hold.
@Suite("Targets kept from pass to pass")
struct TargetVisitTests {
    /// What the handlers' closures were called with, so that two tables can be compared by what
    /// their handlers do.
    private final class Log {
        var entries: [String] = []
    }

    /// One registration: an id, the tag its closures log, and which gestures it has.
    private struct Registration {
        var id: String
        var tag: String
        var gestures: Int  // bit 0 drag, 1 tap, 2 key, 3 press; tap count 1 or 2 by bit 4
    }

    private static func handlers(_ registration: Registration, _ log: Log) -> TargetHandlers {
        let tag = registration.tag
        let gestures = registration.gestures
        return TargetHandlers(
            drag: gestures & 1 == 0 ? nil : { _, _ in log.entries.append("drag " + tag) },
            key: gestures & 4 == 0 ? nil : { _ in log.entries.append("key " + tag) },
            tap: gestures & 2 == 0 ? nil : { sample in log.entries.append("tap \(sample.count) " + tag) },
            tapCount: gestures & 16 == 0 ? 1 : 2,
            press: gestures & 8 == 0 ? nil : { _ in log.entries.append("press " + tag) })
    }

    /// What the handlers of `targets` do, id by id: their gestures and what each closure logs.
    private static func behaviour(of targets: [String: TargetHandlers]) -> [String] {
        var result: [String] = []
        for id in targets.keys.sorted() {
            let handlers = targets[id]!
            result.append(id + ": " + Array(handlers.gestureNames).joined(separator: " "))
            var session = DragSession(startLocation: .zero)
            handlers.drag?(DragSample(phase: .changed, location: .zero, startLocation: .zero, targetSize: .zero), &session)
            handlers.key?(.increment)
            handlers.tap(TapSample(location: .zero, count: 1))
            handlers.tap(TapSample(location: .zero, count: 2))
            handlers.press?(true)
        }
        return result
    }

    /// Runs `passes` on one graph, each a render pass's registrations, and checks after each that
    /// its targets behave as those of a new graph given only that pass's registrations.
    private func check(_ passes: [[Registration]], sourceLocation: SourceLocation = #_sourceLocation) {
        let graph = ViewGraph()
        let log = Log()
        for registrations in passes {
            graph.beginRender()
            for registration in registrations { graph.register(Self.handlers(registration, log), at: registration.id) }
            graph.endRender()
            let plain = ViewGraph()
            let plainLog = Log()
            for registration in registrations {
                plain.register(Self.handlers(registration, plainLog), at: registration.id)
            }
            log.entries = []
            let kept = Self.behaviour(of: graph.targets) + [""]
            let keptLog = log.entries
            let fresh = Self.behaviour(of: plain.targets) + [""]
            #expect(kept == fresh, sourceLocation: sourceLocation)
            #expect(keptLog == plainLog.entries, sourceLocation: sourceLocation)
        }
    }

    private func registrations(_ ids: [String], pass: Int, gestures: Int = 2) -> [Registration] {
        ids.map { Registration(id: $0, tag: "\($0)@\(pass)", gestures: gestures) }
    }

    @Test("A pass registering the last pass's ids in its order stores its own handlers")
    func sameOrder() {
        check((0..<3).map { registrations(["a", "b", "c"], pass: $0) })
    }

    @Test("Ids the pass does not register again are dropped")
    func fewer() {
        check([registrations(["a", "b", "c"], pass: 0), registrations(["a", "b"], pass: 1), registrations(["a"], pass: 2)])
        check([registrations(["a", "b", "c"], pass: 0), registrations([], pass: 1)])
    }

    @Test("A pass that registers another id, or the same ids in another order, holds its own")
    func diverging() {
        check([
            registrations(["a", "b"], pass: 0), registrations(["a", "c", "b"], pass: 1), registrations(["b", "a"], pass: 2),
        ])
        check([registrations(["a"], pass: 0), registrations(["a", "b"], pass: 1), registrations(["a", "b"], pass: 2)])
        check([registrations(["a", "b"], pass: 0), registrations(["a", "c"], pass: 1)])
    }

    @Test("Registrations at one id merge, in a pass that follows the last one as in one that does not")
    func merges() {
        let pass = { (index: Int) -> [Registration] in
            [
                Registration(id: "a", tag: "a1@\(index)", gestures: 2),
                Registration(id: "a", tag: "a2@\(index)", gestures: 1 | 16),
                Registration(id: "b", tag: "b@\(index)", gestures: 4 | 8),
                Registration(id: "a", tag: "a3@\(index)", gestures: 4),
            ]
        }
        check([pass(0), pass(1), pass(2)])
        check([pass(0), Array(pass(1).prefix(2)), pass(2)])
    }

    @Test("Random passes hold what a new graph given each pass would")
    func random() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<40 {
            var passes: [[Registration]] = []
            var ids = ["0", "1", "2", "3"]
            for index in 0..<6 {
                // Mostly the last pass's order; now and then an id dropped, added or repeated.
                switch next(4) {
                case 0 where ids.count > 1: ids.remove(at: next(ids.count))
                case 1: ids.insert("\(next(8))", at: next(ids.count + 1))
                default: break
                }
                passes.append(ids.map { Registration(id: $0, tag: "\($0)@\(index)", gestures: 1 + next(31)) })
            }
            check(passes)
        }
    }

    @Test("A pass that did not end leaves no order to follow: the next starts empty")
    func unended() {
        let graph = ViewGraph()
        let log = Log()
        let register = { (id: String, pass: Int) in
            graph.register(Self.handlers(Registration(id: id, tag: "\(id)@\(pass)", gestures: 2), log), at: id)
        }
        graph.beginRender()
        for id in ["a", "b", "c"] { register(id, 0) }
        graph.endRender()
        // Follows the last pass, registers fewer, and does not end: b and c are still there.
        graph.beginRender()
        register("a", 1)
        graph.beginRender()
        register("a", 2)
        graph.endRender()
        #expect(graph.targets.keys.sorted() == ["a"])
    }

    @Test("A view whose buttons come and go renders the targets a new host renders")
    func host() throws {
        let host = ViewHost(Toggling(), width: 300)
        for _ in 0..<4 {
            let rendering = host.render()
            let fresh = ViewHost(Toggling(shows: rendering.state.first { $0.name == "shows" }?.value == .bool(true)), width: 300)
            #expect(rendering.html == fresh.render().html)
            #expect(rendering.targets == fresh.render().targets)
            let toggle = try #require(rendering.targets.first { $0.gesture == "tap" })
            try host.send(.tap(target: toggle.id, location: nil, count: 1))
        }
    }

    /// A button that shows or hides a second one.
    private struct Toggling: View {
        @State var shows: Bool

        init(shows: Bool = false) { _shows = State(initialValue: shows) }

        var body: some View {
            VStack {
                Button("Toggle") { shows.toggle() }
                if shows { Button("Extra") {} }
            }
        }
    }
}
