import Foundation
import TestSupport
import Testing

@testable import Gallery
@testable import Stylish

/// The incremental engine held to the reference engine on every catalogue preview: a checked
/// host (which stops the process with a report at the first difference) along a random walk of
/// events and width changes, and the same walk on a reference-engine host compared here too.
@Suite("The catalogue in checked hosts")
struct CheckedCatalogueTests {
    @Test("A random walk on every preview: the incremental and the reference engine render alike")
    func randomWalk() throws {
        var generator = SplitMix(seed: 0x5EED_0009)
        var events = 0
        for preview in Catalogue.standard.previews {
            let host = preview.makeHost(checked: true)
            var rendering = host.render()
            for step in 0..<60 {
                guard let event = generator.eventOrResize(on: rendering) else { break }
                if let new = try? host.send(event) {
                    rendering = new
                    events += 1
                } else {
                    #expect(host.current?.version == rendering.version, "\(preview.id) step \(step): an error changes nothing")
                }
            }
        }
        #expect(events > 400)
    }

    @Test("Whole drags on every drag target of every preview: the two engines render alike")
    func wholeDrags() throws {
        var generator = SplitMix(seed: 0x5EED_0026)
        var (previews, drags) = (0, 0)
        for preview in Catalogue.standard.previews {
            let host = preview.makeHost(checked: true)
            var rendering = host.render()
            if rendering.targets.contains(where: { $0.gesture == "drag" }) { previews += 1 }
            for _ in 0..<6 {
                let targets = rendering.targets.filter { $0.gesture == "drag" }
                guard !targets.isEmpty else { break }
                let target = targets[Int(generator.next() % UInt64(targets.count))]
                for event in generator.wholeDrag(on: target) {
                    // A drag that ends in another screen (a purchase) leaves its target behind.
                    guard let new = try? host.send(event) else { break }
                    rendering = new
                }
                drags += 1
            }
        }
        #expect(previews >= 10, "the catalogue's sliders and range sliders")
        #expect(drags > 5 * previews, "a preview leaves its sliders only once a purchase ends a drag")
    }
}
