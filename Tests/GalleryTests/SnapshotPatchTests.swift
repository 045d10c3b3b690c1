import Foundation
import Testing

@testable import Gallery
@testable import Stylish

/// ``HTMLPatch/init(from:to:smallerThan:)``'s patch written member by member, as minimal replies
/// wrote it before their patch was written during the walk: the reference.
private func referenceJSON(_ base: String, _ html: String, smallerThan limit: Int) -> [UInt8]? {
    guard let patch = HTMLPatch(from: base, to: html, smallerThan: limit) else { return nil }
    var json = JSONWriter()
    json.member("patch")
    json.literal("{")
    json.member("hash", first: true)
    json.string(patch.hash)
    json.member("edits")
    json.array(patch.edits) { json, edit in
        json.literal("[")
        json.integer(edit.token)
        json.literal(",")
        json.integer(edit.keepStart)
        json.literal(",")
        json.integer(edit.keepEnd)
        json.literal(",")
        json.string(edit.text)
        json.literal("]")
    }
    json.literal("}")
    return json.bytes
}

/// What ``Snapshot/writePatch(_:baseHash:smallerThan:wholeHash:to:)`` writes after a prefix for
/// `changes` (to `html`), or nil when it declines; it must then leave the prefix as it was. The
/// hash it returns must be the new markup's.
private func writtenJSON(_ changes: MarkupChanges?, to html: String, baseHash: UInt32? = nil, smallerThan limit: Int) -> [UInt8]?
{
    guard let changes else { return nil }
    var json = JSONWriter()
    json.literal("{\"id\":1")
    let prefix = json.bytes
    guard
        let hash = Snapshot.writePatch(
            changes, baseHash: baseHash, smallerThan: limit, wholeHash: { MarkupPatch.hashValue(html) }, to: &json)
    else {
        #expect(json.bytes == prefix, "a declined patch left bytes behind")
        return nil
    }
    #expect(hash == MarkupPatch.hashValue(html))
    #expect(Array(json.bytes.prefix(prefix.count)) == prefix)
    return Array(json.bytes.dropFirst(prefix.count))
}

/// The changes a walk of the tokens of `base` and `html` finds, as a full write makes them.
private func walkedChanges(_ base: String, _ html: String) -> MarkupChanges? {
    let (before, after) = (MarkupStore(), MarkupStore())
    before.replaceAll(with: Array(base.utf8))
    after.replaceAll(with: Array(html.utf8))
    return MarkupChanges.walking(from: before, to: after)
}

@Suite("A minimal reply's patch written from the rendering's changed tokens")
struct SnapshotPatchTests {
    @Test(
        "Along every preview's events the patch written from the changes is the walked patch's bytes, at every bound",
        arguments: Catalogue.standard.previews)
    func previewsWriteThePatch(_ preview: PreviewDefinition) {
        for (before, after) in renderingPairs(preview) {
            let length = after.html.utf8.count
            let baseHash = MarkupPatch.hashValue(before.html)
            let changes = after.changedTokens(since: before.version)
            for limit in [0, 17, 40, 200, length / 2, .max] {
                let reference = referenceJSON(before.html, after.html, smallerThan: limit)
                #expect(writtenJSON(changes, to: after.html, smallerThan: limit) == reference, "\(preview.id), bound \(limit)")
                #expect(
                    writtenJSON(changes, to: after.html, baseHash: baseHash, smallerThan: limit) == reference,
                    "\(preview.id), bound \(limit), the base's hash moved")
            }
        }
    }

    @Test("Random markups, non-ASCII and quotes included: the same bytes, or nothing for both")
    func randomMarkups() {
        let pieces = ["<div a=\"1\">", "<b>", "x", "y<", "<", "é", "</div>", "12px", "<p class=\"sg-n\">t", "\"\\\n"]
        var generator = SystemRandomNumberGenerator()
        for (before, after) in HTMLPatchTokenTests.randomPairs(of: pieces, count: 3000) {
            let limit = Int.random(in: 0...120, using: &generator)
            let reference = referenceJSON(before, after, smallerThan: limit)
            let changes = walkedChanges(before, after)
            #expect(writtenJSON(changes, to: after, smallerThan: limit) == reference, "\(before) -> \(after), bound \(limit)")
            #expect(
                writtenJSON(changes, to: after, baseHash: MarkupPatch.hashValue(before), smallerThan: limit) == reference,
                "\(before) -> \(after), bound \(limit), the base's hash moved")
        }
    }
}
