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
}
