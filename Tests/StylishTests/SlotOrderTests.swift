import Testing

@testable import Stylish

@Suite("Slots found in the last pass's order")
struct SlotOrderTests {
    /// One request of a slot: through `slot(_:_:)` with a path and suffix, or through the base's
    /// `slot(_:)` or `slotIndex(_:)`.
    private enum Request {
        case split(String, String)
        case whole(String)
        case index(String)

        var base: String {
            switch self {
            case .split(let path, let suffix): path + suffix
            case .whole(let base), .index(let base): base
            }
        }
    }

    /// What the graph answers for each request of one pass: the key (an index as its text).
    private func pass(_ graph: ViewGraph, _ requests: [Request]) -> [String] {
        graph.beginRender()
        defer { graph.endRender() }
        return requests.map { request in
            switch request {
            case .split(let path, let suffix): graph.slot(path, suffix)
            case .whole(let base): graph.slot(base)
            case .index(let base): String(graph.slotIndex(base))
            }
        }
    }

    /// The plain answer: each base counted from zero in the pass.
    private func expected(_ requests: [Request]) -> [String] {
        var counts: [String: Int] = [:]
        return requests.map { request in
            let index = counts[request.base, default: 0]
            counts[request.base] = index + 1
            if case .index = request { return String(index) }
            return index == 0 ? request.base : request.base + "#\(index)"
        }
    }

    @Test("A pass in the same order gets the same keys as the plain count")
    func sameOrder() {
        let graph = ViewGraph()
        let requests: [Request] = [
            .split("0", "/onChange"), .split("0", "/onChange"), .index("0/overlay"), .split("0.1", "/onChange"),
            .whole("0/onChange"), .split("0", "/onGeometryChange"),
        ]
        for _ in 0..<3 { #expect(pass(graph, requests) == expected(requests)) }
        #expect(pass(graph, requests)[4] == "0/onChange#2")
    }

    @Test("A pass that leaves the last pass's order counts the slots before it too")
    func changedOrder() {
        let graph = ViewGraph()
        let first: [Request] = [.split("0", "/onChange"), .split("0.1", "/onChange"), .split("0", "/onChange")]
        _ = pass(graph, first)
        // Differs at the second request: the first is counted, so the third is `#1`.
        let second: [Request] = [.split("0", "/onChange"), .split("0.2", "/onChange"), .split("0", "/onChange")]
        #expect(pass(graph, second) == ["0/onChange", "0.2/onChange", "0/onChange#1"])
        // Longer than the last pass, and a base cut another way is the same base.
        let third: [Request] = [
            .split("0", "/onChange"), .split("0.2", "/onChange"), .split("0/on", "Change"), .whole("0/onChange"),
        ]
        #expect(pass(graph, third) == ["0/onChange", "0.2/onChange", "0/onChange#1", "0/onChange#2"])
        // Shorter, then empty, then as before.
        #expect(pass(graph, [.split("0", "/onChange")]) == ["0/onChange"])
        #expect(pass(graph, []).isEmpty)
        #expect(pass(graph, first) == expected(first))
    }

    @Test("Random passes get the plain count's keys", arguments: 0..<8)
    func randomPasses(run: Int) {
        let graph = ViewGraph()
        let paths = ["0", "0.1", "0/on", "0.1/on"]
        let suffixes = ["/onChange", "Change", "/animation", ""]
        var requests: [Request] = []
        for _ in 0..<40 {
            // Mostly the last pass again, sometimes with one request changed, added or removed.
            switch Int.random(in: 0..<4) {
            case 0 where !requests.isEmpty: requests.remove(at: Int.random(in: requests.indices))
            case 1:
                let path = paths.randomElement()!
                let suffix = suffixes.randomElement()!
                let request: Request =
                    switch Int.random(in: 0..<3) {
                    case 0: .split(path, suffix)
                    case 1: .whole(path + suffix)
                    default: .index(path + suffix)
                    }
                requests.insert(request, at: Int.random(in: 0...requests.count))
            default: break
            }
            #expect(pass(graph, requests) == expected(requests))
        }
    }
}
