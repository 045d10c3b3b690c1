import Foundation
import Stylish
import Testing

@testable import Gallery

/// The hash of a reply's patch (`patch.hash`), read back from its JSON; nil without a patch.
private func patchHash(_ reply: [UInt8]) throws -> String? {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(reply)) as? [String: Any])
    return (json["patch"] as? [String: Any])?["hash"] as? String
}

@Suite("The markup hash kept from reply to reply")
struct MarkupHashTests {
    @Test("A kept hash is used for its own rendering's version only, and a reply without a patch forgets it")
    func keptHashIsCheckedAgainstTheBase() throws {
        let preview = try #require(Catalogue.standard.preview("better-slider"))
        let pair = try #require(renderingPairs(preview).first { $0.after.changedTokens(since: $0.before.version) != nil })
        let (before, after) = pair
        let right = MarkupPatch.hashValue(before.html)
        func carried(_ kept: MarkupHash?, base: Rendering? = pair.before) throws -> (reply: String?, kept: MarkupHash?) {
            var hash = kept
            let reply = Snapshot.minimalJSON(preview, seq: 1, rendering: after, base: base.map(Snapshot.Base.init), hash: &hash)
            return (try patchHash(reply), hash)
        }
        let expected = MarkupPatch.hash(after.html)
        // None kept: the new markup hashed whole.
        let fresh = try carried(nil)
        #expect(fresh.reply == expected)
        #expect(fresh.kept?.value == MarkupPatch.hashValue(after.html))
        #expect(fresh.kept?.version == after.version)
        // The base's own: used.
        #expect(try carried(MarkupHash(version: before.version, value: right)).reply == expected)
        // A wrong value for the base's very version shows that it is used, moved by the changes.
        let wrong = try carried(MarkupHash(version: before.version, value: right &+ 1))
        #expect(wrong.kept?.value == MarkupPatch.hashValue(after.html) &+ 1)
        // Another rendering's: not used.
        #expect(try carried(MarkupHash(version: after.version, value: 7)).reply == expected)
        // A whole reply keeps none.
        let whole = try carried(MarkupHash(version: before.version, value: right), base: nil)
        #expect(whole.reply == nil)
        #expect(whole.kept == nil)
    }

    @Test("Along minimal drags, whole replies, retries and sleep, each patch's hash is the new markup's")
    func instanceRepliesHashRight() throws {
        let preview = try #require(Catalogue.standard.preview("better-slider"))
        let instance = PreviewInstance(definition: preview)
        let target = try #require(instance.host.render().targets.first { $0.gesture == "drag" })
        let y = target.frame.height / 2
        var patched = 0
        func send(_ phase: DragPhase, _ x: Double, minimal: Bool = true) throws {
            let event = ViewEvent.drag(target: target.id, phase: phase, location: CGPoint(x: x, y: y))
            let reply = try instance.apply(event, seq: instance.seq + 1, minimal: minimal)
            guard let hash = try patchHash(reply) else { return }
            #expect(hash == MarkupPatch.hash(try #require(instance.host.current).html), "\(phase) to \(x)")
            patched += 1
        }
        try send(.began, 20)
        for x in [60.0, 120, 90] { try send(.changed, x) }
        try send(.changed, 150, minimal: false)
        try send(.changed, 170)
        try send(.ended, 170)
        #expect(instance.hibernate())
        try send(.began, 40)
        for x in [200.0, 10, 10, 130] { try send(.changed, x) }
        try send(.ended, 130)
        #expect(patched >= 8, "\(patched) replies were patches")
    }
}
