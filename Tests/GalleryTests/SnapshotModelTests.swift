import Foundation
import Stylish
import Testing

@testable import Gallery

/// A reply writes a preview's model as it looks each value up: the same bytes as the model's
/// list written.
@Suite("A reply's state")
struct SnapshotModelTests {
    @Test("Every preview's model is written as its list is, at rest and after a drag or a tap")
    func modelAsList() throws {
        for preview in Catalogue.standard.previews {
            let host = preview.makeHost()
            var renderings = [host.render()]
            if let target = renderings[0].targets.first(where: { $0.gesture == "drag" }) {
                let middle = CGPoint(x: target.frame.width / 2, y: target.frame.height / 2)
                renderings.append(try host.send(.drag(target: target.id, phase: .began, location: .zero)))
                renderings.append(try host.send(.drag(target: target.id, phase: .changed, location: middle)))
            } else if let target = renderings[0].targets.first(where: { $0.gesture == "tap" }) {
                renderings.append(try host.send(.tap(target: target.id)))
            }
            for rendering in renderings {
                var (direct, listed) = (JSONWriter(), JSONWriter())
                Snapshot.writeModel(of: preview, rendering, to: &direct)
                Snapshot.writeState(preview.model(of: rendering), to: &listed)
                #expect(direct.bytes == listed.bytes, "\(preview.id)")
            }
        }
    }
}
