import Testing

@testable import Stylish

@Suite("Registering targets")
struct TargetRegistrationTests {
    /// The tap counts of the handlers at `id`, in the order a tap tries them.
    private func tapCounts(_ graph: ViewGraph, _ id: String) -> [Int] {
        graph.targets[id]?.handlers.taps.map(\.count) ?? []
    }

    @Test("A first registration is stored as merging it into empty handlers would make it")
    func first() {
        let resolution = TestResolution()
        let graph = resolution.graph
        var merged = TargetHandlers()
        let handlers = TargetHandlers(key: { _ in }, tap: { _ in }, tapCount: 2, press: { _ in })
        merged.merge(handlers)
        graph.register(handlers, at: "0", by: resolution.record)
        #expect(tapCounts(graph, "0") == merged.taps.map(\.count))
        #expect(graph.targets["0"].map { Array($0.handlers.gestureNames) } == Array(merged.gestureNames))
    }

    @Test("Later registrations at the same id by one evaluation merge, the taps needing the most first")
    func merges() {
        let resolution = TestResolution()
        let (graph, record) = (resolution.graph, resolution.record)
        graph.register(TargetHandlers(tap: { _ in }, tapCount: 1), at: "0", by: record)
        graph.register(TargetHandlers(tap: { _ in }, tapCount: 2), at: "0", by: record)
        graph.register(TargetHandlers(drag: { _, _ in }), at: "0", by: record)
        graph.register(TargetHandlers(tap: { _ in }, tapCount: 1), at: "1", by: record)
        #expect(tapCounts(graph, "0") == [2, 1])
        #expect(graph.targets["0"].map { Array($0.handlers.gestureNames) } == ["drag", "tap"])
        #expect(tapCounts(graph, "1") == [1])
    }

    @Test("The gesture names are those the handlers have, in the order drag, tap, key, press")
    func gestureNames() {
        for mask in 0..<16 {
            let handlers = TargetHandlers(
                drag: mask & 1 == 0 ? nil : { _, _ in }, key: mask & 4 == 0 ? nil : { _ in },
                tap: mask & 2 == 0 ? nil : { _ in }, press: mask & 8 == 0 ? nil : { _ in })
            let expected = [(1, "drag"), (2, "tap"), (4, "key"), (8, "press")].filter { mask & $0.0 != 0 }.map(\.1)
            #expect(Array(handlers.gestureNames) == expected)
        }
    }
}
