import Foundation
import Testing

@testable import Gallery
@testable import Stylish

/// The engine's per-type plans of dynamic properties against reflection, on every value that
/// every catalogue preview installs, in every golden state and variant, and along a random walk.
@Suite("Dynamic property plans on the catalogue")
struct DynamicPropertyPlanCatalogueTests {
    @Test("Every golden case: the plan finds what reflection finds, for every value installed")
    func goldenCases() {
        var types: Set<String> = []
        var properties = 0
        for golden in GoldenTests.cases {
            let host = golden.preview.makeHost(environment: golden.variant.environment)
            let audit = DynamicPropertyAudit()
            host.graph.dynamicPropertyAudit = audit
            var script = GoldenScript(host: host, variant: golden.variant)
            _ = golden.scenario.run(&script)
            #expect(audit.mismatches.isEmpty, "\(golden.file.relativePath): \(audit.mismatches)")
            types.formUnion(audit.checkedTypes)
            properties += audit.propertyCount
        }
        #expect(types.count > 30)
        #expect(properties > 1000)
    }

    @Test("A random walk of events on every preview: the plan finds what reflection finds")
    func randomWalk() throws {
        var generator = SplitMix(seed: 0x5EED_0008)
        for preview in Catalogue.standard.previews {
            let host = preview.makeHost()
            let audit = DynamicPropertyAudit()
            host.graph.dynamicPropertyAudit = audit
            var rendering = host.render()
            for _ in 0..<40 {
                guard !rendering.targets.isEmpty else { break }
                let target = rendering.targets[Int(generator.next() % UInt64(rendering.targets.count))]
                let x = CGFloat(generator.next() % 1000) / 1000 * target.frame.width
                let location = CGPoint(x: x, y: target.frame.height / 2)
                let event: ViewEvent
                switch (target.gesture, generator.next() % 4) {
                case ("drag", 0): event = .drag(target: target.id, phase: .began, location: location)
                case ("drag", 1), ("drag", 2): event = .drag(target: target.id, phase: .changed, location: location)
                case ("drag", _): event = .drag(target: target.id, phase: .ended, location: location)
                case (_, 0): event = .key(target: target.id, key: .increment)
                case (_, 1): event = .key(target: target.id, key: .decrement)
                default: event = .tap(target: target.id)
                }
                rendering = (try? host.send(event)) ?? rendering
            }
            #expect(audit.mismatches.isEmpty, "\(preview.id): \(audit.mismatches)")
            #expect(!audit.checkedTypes.isEmpty)
        }
    }
}

/// A small seeded generator, so the walk is the same on every run.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
