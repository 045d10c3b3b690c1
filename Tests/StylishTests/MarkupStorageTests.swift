import Foundation
import Testing

@testable import Stylish

/// A host's markup kept token by token, and a rendering's lazy copy of it.
@Suite("Markup storage")
struct MarkupStorageTests {
    /// A view whose markup is `lines` texts long: some 200 bytes a line.
    private struct Lines: View {
        @State var lines: Int
        var body: some View {
            VStack {
                Button("Fewer") { lines = max(1, lines / 10) }
                ForEach(0..<lines, id: \.self) { line in Text("Line \(line) & <more>") }
            }
        }
    }

    @Test("Tokens are cut before each <, and replaced ones are joined in their place")
    func tokens() {
        let store = MarkupStore()
        store.replaceAll(with: Array(#"<div a="1">x<b>y</b></div>"#.utf8))
        #expect(store.count == 4)
        #expect(store.withToken(1) { String(decoding: $0, as: UTF8.self) } == "<b>y")
        let new = Array("<i>zz".utf8)
        var builder = MarkupChanges.Builder()
        new.withUnsafeBufferPointer { store.update(1, to: $0, noting: &builder) }
        let same = Array("</b>".utf8)
        same.withUnsafeBufferPointer { store.update(2, to: $0, noting: &builder) }
        let changes = builder.build(tokenCount: store.count)
        #expect(changes.map(\.index) == [1], "an equal token is no change")
        #expect(changes.first.map { String(decoding: $0.old, as: UTF8.self) } == "<b>y")
        #expect(String(decoding: store.joined(), as: UTF8.self) == #"<div a="1">x<i>zz</b></div>"#)
        #expect(store.byteCount == store.joined().count)
        // Many replacements outgrow the markup: the store joins it and drops the old bytes.
        for round in 0..<2000 {
            let bytes = Array("<i>\(round)".utf8)
            var builder = MarkupChanges.Builder()
            bytes.withUnsafeBufferPointer { store.update(1, to: $0, noting: &builder) }
        }
        #expect(String(decoding: store.joined(), as: UTF8.self) == #"<div a="1">x<i>1999</b></div>"#)
    }

    @Test("A rendering held elsewhere keeps its own markup while its host moves on")
    func heldRenderingKeepsItsMarkup() throws {
        let host = ViewHost(Lines(lines: 200), width: 320)
        let long = host.render()
        let fewer = try #require(long.targets.first { $0.gesture == "tap" })
        let short = try host.send(.tap(target: fewer.id))
        #expect(long.markupCount > 8 * short.markupCount)
        #expect(long.markup.count == long.markupCount)
        #expect(short.html.contains("Line 19 &amp;") && !short.html.contains("Line 20 "))
        let fresh = ViewHost(Lines(lines: 20), width: 320).render()
        #expect(short.markup == fresh.markup)
        #expect(String(decoding: long.markup, as: UTF8.self).contains("Line 199 &amp;"))
    }

    @Test("A rendering nobody asked for reads the host's store until the host changes it")
    func pendingUntilChanged() throws {
        let host = ViewHost(Lines(lines: 30), width: 320)
        host.render()
        #expect(host.current?.snapshot.isPending == true)
        let before = try #require(host.current)
        #expect(before.snapshot.isPending)
        let fewer = try #require(before.targets.first { $0.gesture == "tap" })
        try host.send(.tap(target: fewer.id))
        #expect(!before.snapshot.isPending, "held elsewhere, it took its copy before the store changed")
        #expect(before.html.contains("Line 29 &amp;"))
    }
}

extension MarkupSnapshot {
    /// Whether the snapshot still reads its host's store.
    fileprivate var isPending: Bool {
        lock.withLock { _ in
            if case .pending = state { return true }
            return false
        }
    }
}
