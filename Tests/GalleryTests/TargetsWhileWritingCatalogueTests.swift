import Foundation
import Testing

@testable import Gallery
@testable import Stylish

/// A render's targets are collected as its markup is written: on every catalogue preview, along
/// a random walk of events and width changes, they are those a walk of the written tree finds.
@Suite("Targets collected while writing, on the catalogue")
struct TargetsWhileWritingCatalogueTests {
    @Test("A random walk on every preview: the targets written are the targets walked")
    func randomWalk() throws {
        var generator = SplitMix(seed: 0x7A56_0015)
        for preview in Catalogue.standard.previews {
            let host = preview.makeHost()
            host.keepsLastTree = true
            var rendering = host.render()
            #expect(host.targetsByWalkingLastTree() == rendering.targets, "\(preview.id) first render")
            for step in 0..<40 {
                guard let event = generator.eventOrResize(on: rendering) else { break }
                guard let next = try? host.send(event) else { continue }
                rendering = next
                #expect(host.targetsByWalkingLastTree() == rendering.targets, "\(preview.id) step \(step): \(event)")
            }
        }
    }
}
