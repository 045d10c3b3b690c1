import Foundation
import Stylish
import Testing

@testable import Gallery

/// The samples of docs/API.md, checked against the standard catalogue: a reader who pastes one
/// gets what it shows.
@Suite("docs/API.md's sample ids and snapshot are the catalogue's own")
struct APIDocumentSamplesTests {
    /// docs/API.md's text, from this file's path.
    static let text: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/API.md"), encoding: .utf8)) ?? ""
    }()

    @Test("Every target id the document names is a target of a preview of the standard catalogue")
    func targetIdsAreReal() throws {
        var known: Set<String> = []
        for preview in Catalogue.standard.previews {
            known.formUnion(preview.makeHost().render().targets.map(\.id))
        }
        let quoted = try Regex(#"(?:"target": "|"id": "|element ')([0-9][0-9.]*)["']"#)
        let named = Self.text.matches(of: quoted).map { String($0.output[1].substring ?? "") }
        #expect(named.count >= 8, "the snapshot, the events, the stream and the 409 name targets")
        for id in named { #expect(known.contains(id), "docs/API.md names target \(id), which no preview has") }
    }

    @Test("The sample snapshot's state and targets are checkout-slider's as the API gives them")
    func snapshotSampleIsReal() throws {
        let start = try #require(Self.text.range(of: #"{"id": "checkout-slider", "seq": 3,"#))
        let end = try #require(Self.text[start.lowerBound...].range(of: "}\n```"))
        let sample = String(Self.text[start.lowerBound..<end.lowerBound]) + "}"
        let documented = try #require(try JSONSerialization.jsonObject(with: Data(sample.utf8)) as? NSDictionary)
        let preview = try #require(Catalogue.standard.preview("checkout-slider"))
        let reply = Snapshot.json(preview, seq: 3, rendering: preview.makeHost().render())
        let actual = try #require(try JSONSerialization.jsonObject(with: Data(reply)) as? NSDictionary)
        for key in ["id", "seq", "state", "targets", "size", "animation"] {
            #expect(documented[key] as? NSObject == actual[key] as? NSObject, "\(key)")
        }
    }
}
