import Foundation
import Testing

@testable import Gallery
@testable import Stylish

/// A button whose text changes when tapped, at a fixed size, above a slider.
private struct RelabelledButton: View {
    @State private var isOn = false
    @State private var level = 0.5

    var body: some View {
        VStack {
            Button {
                isOn.toggle()
            } label: {
                Text(isOn ? "Stop" : "Start").frame(width: 120, height: 44)
            }
            Slider(value: $level)
        }
    }
}

/// The targets of a minimal reply, as (label, role) pairs; nil when it leaves them out.
private func targets(_ reply: [UInt8]) throws -> [String?]? {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(reply)) as? [String: Any])
    return (json["targets"] as? [[String: Any]])?.map { $0["label"] as? String }
}

@Suite("A minimal reply's targets: left out only when written as before")
struct MinimalReplyTargetsTests {
    let preview = PreviewDefinition(id: "relabelled", title: "Relabelled", section: "Tests", stateKeys: []) {
        RelabelledButton()
    }

    @Test("A button whose text changes at the same frame is sent again with its new label; a moved thumb is not")
    func labelsAreResent() throws {
        let host = preview.makeHost()
        let first = host.render()
        let button = try #require(first.targets.first { $0.gesture == "tap" })
        let tapped = try host.send(.tap(target: button.id, location: nil, count: 1))
        #expect(Snapshot.equalTargets(first.targets, tapped.targets), "ids, gestures and frames alike")
        #expect(tapped.changedTokens(since: first.version) != nil, "a patch, not the whole markup")
        var hash: MarkupHash?
        let reply = Snapshot.minimalJSON(preview, seq: 1, rendering: tapped, base: .init(first), hash: &hash)
        let labels = try #require(try targets(reply), "the button's name changed, so the targets are sent")
        #expect(labels.contains("Stop"))
        #expect(!labels.contains("Start"))

        let slider = try #require(tapped.targets.first { $0.gesture == "key" })
        let moved = try host.send(.key(target: slider.id, key: .end))
        #expect(moved.changedTokens(since: tapped.version) != nil)
        let keyReply = Snapshot.minimalJSON(preview, seq: 2, rendering: moved, base: .init(tapped), hash: &hash)
        #expect(try targets(keyReply) == nil, "the thumb's value and place changed, not a role or a name")
    }

    @Test("Only a change to a token's text or to a naming attribute may rename an element")
    func namingChanges() {
        func change(_ old: String, _ new: String) -> Bool {
            Snapshot.mayRenameElement(.init(index: 0, old: ArraySlice(old.utf8), new: ArraySlice(new.utf8)))
        }
        #expect(
            !change(
                #"<div role="slider" aria-valuenow="1" style="left:1px">"#,
                #"<div role="slider" aria-valuenow="2" style="left:9px">"#))
        #expect(change(#"<div role="button">Start"#, #"<div role="button">Stop"#))
        #expect(change(#"<div role="button" aria-label="A">"#, #"<div role="button" aria-label="B">"#))
        #expect(change(#"<div role="button">"#, #"<div role="switch">"#))
        #expect(change(#"<div role="button">"#, #"<span role="button">"#))
        #expect(change(#"<svg aria-hidden="true">"#, #"<svg>"#))
        #expect(change(#"<div>"#, #"</div>"#))
        #expect(!change(#"<div title="a>b" class="x">Go"#, #"<div title="a>c" class="x">Go"#), "a `>` in a value ends no tag")
    }
}
