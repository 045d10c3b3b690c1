import Foundation
import Testing

@testable import Gallery
@testable import Stylish

/// The layout pass after `onChange`/`onGeometryChange` actions that wrote nothing is skipped:
/// on every catalogue preview, along a random walk of events and width changes, the renderings
/// equal those of a host that lays out again after every action.
@Suite("Skipped settled passes on the catalogue")
struct SettledPassCatalogueTests {
    @Test("A random walk on every preview: the same renderings with and without the skip")
    func randomWalk() throws {
        var generator = SplitMix(seed: 0x5EED_0009)
        var skipped = 0
        for preview in Catalogue.standard.previews {
            let host = preview.makeHost()
            let reference = preview.makeHost()
            reference.relaysOutAfterEveryEffect = true
            var rendering = host.render()
            expectSame(rendering, reference.render(), "\(preview.id) first render")
            for step in 0..<40 {
                guard let event = generator.eventOrResize(on: rendering) else { break }
                let result = Result { () throws(ViewEventError) in try host.send(event) }
                let expected = Result { () throws(ViewEventError) in try reference.send(event) }
                switch (result, expected) {
                case (.success(let new), .success(let old)):
                    expectSame(new, old, "\(preview.id) step \(step): \(event)")
                    rendering = new
                case (.failure(let error), .failure(let oldError)):
                    #expect("\(error)" == "\(oldError)", "\(preview.id) step \(step)")
                default:
                    Issue.record("\(preview.id) step \(step): \(result) against \(expected)")
                }
            }
            skipped += reference.layOutCount - host.layOutCount
        }
        // The walk meets actions that write nothing (geometry observers that only record).
        #expect(skipped > 0)
    }

    private func expectSame(_ rendering: Rendering, _ reference: Rendering, _ comment: String) {
        #expect(rendering.html == reference.html, "\(comment)")
        #expect(rendering.size == reference.size, "\(comment)")
        #expect(rendering.targets == reference.targets, "\(comment)")
        #expect(rendering.state.map(\.name) == reference.state.map(\.name), "\(comment)")
        #expect(rendering.state.map(\.value) == reference.state.map(\.value), "\(comment)")
        #expect(rendering.animation == reference.animation, "\(comment)")
    }
}
