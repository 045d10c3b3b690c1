import Foundation
import Stylish
import Testing

@testable import Gallery

/// Every pair of consecutive renderings of `preview` along a walk over its targets: each drag
/// target dragged across, each tap target tapped, each key target stepped up.
func renderingPairs(_ preview: PreviewDefinition) -> [(before: Rendering, after: Rendering)] {
    let host = preview.makeHost()
    var pairs: [(Rendering, Rendering)] = []
    var current = host.render()
    func send(_ event: ViewEvent) {
        guard let next = try? host.send(event) else { return }
        pairs.append((current, next))
        current = next
    }
    for target in current.targets {
        let frame = target.frame
        let y = frame.height / 2
        switch target.gesture {
        case "drag":
            send(.drag(target: target.id, phase: .began, location: CGPoint(x: frame.width * 0.1, y: y)))
            send(.drag(target: target.id, phase: .changed, location: CGPoint(x: frame.width * 0.6, y: y)))
            send(.drag(target: target.id, phase: .changed, location: CGPoint(x: frame.width * 0.9, y: y)))
            send(.drag(target: target.id, phase: .ended, location: CGPoint(x: frame.width * 0.9, y: y)))
        case "tap": send(.tap(target: target.id, location: nil, count: 1))
        case "key": send(.key(target: target.id, key: .increment))
        case "input": send(.input(target: target.id, value: "Typed text"))
        case "submit": send(.submit(target: target.id))
        default: continue
        }
    }
    return pairs
}

@Suite("A reply's markup as a patch of the markup before it")
struct HTMLPatchTests {
    @Test(
        "Applied to the markup before, the patch gives the markup after, for every preview",
        arguments: Catalogue.standard.previews)
    func roundTrip(_ preview: PreviewDefinition) throws {
        let pairs = renderingPairs(preview)
        #expect(!pairs.isEmpty, "the walk over \(preview.id) applied no event")
        var patched = 0
        for (before, after) in pairs {
            guard let patch = HTMLPatch(from: before.html, to: after.html) else { continue }
            #expect(patch.applied(to: before.html) == after.html)
            #expect(patch.hash == MarkupPatch.hash(after.html))
            patched += 1
        }
        // A tap on a checkbox or a sheet's button adds or removes elements: those replies are whole.
        if pairs.contains(where: { $0.before.targets.contains { $0.gesture == "drag" } }) {
            #expect(patched > 0, "no drag kept \(preview.id)'s structure")
        }
    }

    @Test("A slider drag patches a few hundred bytes, not the preview's 2 KB of markup")
    func sliderDragIsSmall() throws {
        let preview = try #require(Catalogue.standard.preview("better-slider"))
        let host = preview.makeHost()
        let target = try #require(host.render().targets.first { $0.gesture == "drag" })
        let y = target.frame.height / 2
        let before = try host.send(.drag(target: target.id, phase: .began, location: CGPoint(x: 80, y: y)))
        let after = try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: 240, y: y)))
        let patch = try #require(HTMLPatch(from: before.html, to: after.html))
        #expect(!patch.edits.isEmpty)
        #expect(patch.size < 500, "\(patch.size) bytes of edits")
        #expect(patch.size < after.html.utf8.count / 4)
    }

    @Test("Only the changed part of a token is sent; keeps are counted in UTF-16 code units")
    func editsKeepCommonEnds() throws {
        let patch = try #require(HTMLPatch(from: #"<b style="left:1px">"#, to: #"<b style="left:42px">"#))
        #expect(patch.edits == [HTMLPatch.Edit(token: 0, keepStart: 15, keepEnd: 4, text: "42")])
        #expect(patch.applied(to: #"<b style="left:1px">"#) == #"<b style="left:42px">"#)
    }

    @Test("A token with a non-ASCII character is sent whole; one the edit leaves alone is not sent")
    func nonASCIITokensAreWhole() throws {
        let old = "<p>h\u{E9}llo \u{1F600}<b x=\"1\">same"
        let new = "<p>h\u{C9}llo \u{1F600}<b x=\"2\">same"
        let patch = try #require(HTMLPatch(from: old, to: new))
        #expect(patch.edits.count == 2)
        #expect(patch.edits[0] == HTMLPatch.Edit(token: 0, keepStart: 0, keepEnd: 0, text: "<p>h\u{C9}llo \u{1F600}"))
        #expect(patch.edits[1] == HTMLPatch.Edit(token: 1, keepStart: 6, keepEnd: 6, text: "2"))
        #expect(patch.applied(to: old) == new)
    }

    @Test("A change of structure (a tag more or less) is no patch: the client gets the markup whole")
    func structureChangeIsNoPatch() {
        #expect(HTMLPatch(from: "<a><b></b></a>", to: "<a></a>") == nil)
        #expect(HTMLPatch(from: "<a>x</a>", to: "<a>y</a>") != nil)
    }

    @Test("Applied to markup other than the base, the patch is refused by its hash")
    func wrongBaseIsRefused() throws {
        let patch = try #require(HTMLPatch(from: #"<i a="1" b="x">"#, to: #"<i a="2" b="x">"#))
        #expect(patch.applied(to: #"<i a="1" b="y">"#) == nil, "the kept end differs from the server's")
        #expect(patch.applied(to: #"<i a="1" b="x"><u>"#) == nil, "a token the server does not have")
        #expect(patch.applied(to: #"<i a="1" b="x">"#) == #"<i a="2" b="x">"#)
    }
}
