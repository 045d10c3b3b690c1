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
                guard let event = generator.event(on: rendering) else { break }
                rendering = (try? host.send(event)) ?? rendering
            }
            #expect(audit.mismatches.isEmpty, "\(preview.id): \(audit.mismatches)")
            #expect(!audit.checkedTypes.isEmpty)
        }
    }
}
