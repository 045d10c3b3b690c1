import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("Snapshots compared without writing them")
struct SnapshotComparisonTests {
    /// The renderings of `preview` along its events (every kind on every target, a resize, a dark
    /// scheme), each from the live host and again from a fresh host replaying the same events.
    static func renderings(of preview: PreviewDefinition) -> [Rendering] {
        let host = preview.makeHost()
        var renderings = [host.render()]
        for event in PreviewHibernationTests.events(for: renderings[0].targets) {
            guard let rendering = try? host.send(event) else { continue }
            renderings.append(rendering)
        }
        renderings.append(preview.makeHost().render())
        return renderings
    }

    @Test("writesSame says what comparing the snapshots' bytes says, for every pair of renderings of every preview")
    func sameAsBytes() {
        for preview in Catalogue.standard.previews {
            let renderings = Self.renderings(of: preview)
            let snapshots = renderings.map { Snapshot.json(preview, seq: 7, rendering: $0) }
            var equalPairs = 0
            for (i, a) in renderings.enumerated() {
                for (j, b) in renderings.enumerated() {
                    let same = snapshots[i] == snapshots[j]
                    equalPairs += same && i != j ? 1 : 0
                    #expect(Snapshot.writesSame(preview, a, b) == same, "\(preview.id): renderings \(i) and \(j)")
                }
            }
            // The first and the last (a fresh host at rest) are the same snapshot.
            #expect(equalPairs > 0, "\(preview.id)")
        }
    }

    @Test("Renderings that differ only in one field of the snapshot differ")
    func eachField() throws {
        let preview = PreviewDefinition.checkoutSlider
        let host = preview.makeHost()
        let atRest = host.render()
        let target = try #require(atRest.targets.first { $0.gesture == "drag" })
        // The markup and the model move with a drag; the size with a resize; the animation with
        // the snap-back of a drag let go short of the end.
        // A drag begun at the start changes nothing the snapshot shows.
        let begun = try host.send(.drag(target: target.id, phase: .began, location: CGPoint(x: 3, y: 5)))
        #expect(Snapshot.writesSame(preview, begun, atRest))
        let dragged = try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: 60, y: 5)))
        let snapped = try host.send(.drag(target: target.id, phase: .ended, location: CGPoint(x: 60, y: 5)))
        let resized = try host.send(.geometry(width: 250, height: nil))
        for other in [dragged, snapped, resized] {
            #expect(Snapshot.json(preview, seq: 1, rendering: other) != Snapshot.json(preview, seq: 1, rendering: atRest))
            #expect(!Snapshot.writesSame(preview, other, atRest))
        }
    }
}
