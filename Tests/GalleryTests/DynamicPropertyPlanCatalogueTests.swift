import Foundation
import TestSupport
import Testing

@testable import Gallery
@testable import Stylish

/// The engine's per-type plans of dynamic properties against reflection, on every value that
/// every catalogue preview installs, in light and dark, left to right and right to left, enabled
/// and disabled, and along a random walk of events.
@Suite("Dynamic property plans on the catalogue")
struct DynamicPropertyPlanCatalogueTests {
    @Test("Every preview in every variant: the plan finds what reflection finds, for every value installed")
    func variants() {
        var types: Set<String> = []
        var properties = 0
        for preview in Catalogue.standard.previews {
            for variant in 0..<8 {
                var environment = EnvironmentValues()
                environment.colorScheme = variant & 1 == 0 ? .light : .dark
                environment.layoutDirection = variant & 2 == 0 ? .leftToRight : .rightToLeft
                environment.isEnabled = variant & 4 == 0
                let host = preview.makeHost(environment: environment)
                host.render()
                let audit = DynamicPropertyAudit()
                audit.checkRecords(of: host)
                #expect(audit.mismatches.isEmpty, "\(preview.id) variant \(variant): \(audit.mismatches)")
                types.formUnion(audit.checkedTypes)
                properties += audit.propertyCount
            }
        }
        #expect(types.count > 30)
        #expect(properties > 500)
    }

    @Test("A random walk of events on every preview: the plan finds what reflection finds")
    func randomWalk() throws {
        var generator = SplitMix(seed: 0x5EED_0008)
        for preview in Catalogue.standard.previews {
            let host = preview.makeHost()
            let audit = DynamicPropertyAudit()
            var rendering = host.render()
            for _ in 0..<40 {
                guard let event = generator.event(on: rendering) else { break }
                rendering = (try? host.send(event)) ?? rendering
                audit.checkRecords(of: host)
            }
            #expect(audit.mismatches.isEmpty, "\(preview.id): \(audit.mismatches)")
            #expect(!audit.checkedTypes.isEmpty)
        }
    }
}
