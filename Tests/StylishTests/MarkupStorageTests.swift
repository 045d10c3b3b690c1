import Foundation
import Testing

@testable import Stylish

/// A render's markup, written into the storage of the array that holds it: the same bytes whether
/// they fit the room made for them or outgrew it.
@Suite("Markup storage")
struct MarkupStorageTests {
    /// A view whose markup is `lines` texts long: some 200 bytes a line.
    private struct Lines: View {
        let lines: Int
        var body: some View {
            VStack {
                ForEach(0..<lines, id: \.self) { line in Text("Line \(line) & <more>") }
            }
        }
    }

    @Test("Markup that outgrows the room made for it is what a render in that room writes")
    func outgrownRoom() {
        for lines in [1, 30, 200] {
            // A new host makes room for 4 KB: 30 and 200 lines outgrow it; its second render
            // makes room for the first's length and writes in place.
            let host = ViewHost(Lines(lines: lines), width: 320)
            let first = host.render()
            let second = host.render()
            #expect(first.markup == second.markup, "\(lines) lines")
            // Written in place, the second has the room made from the first's length (an eighth
            // more and 64 bytes); a grown writer's bytes would have been copied into an exact array.
            #expect(second.markup.capacity >= second.markup.count + 64, "\(lines) lines")
            #expect(first.markup.count > 4096 || lines == 1)
            #expect(first.html.hasSuffix("</div>") && first.html.contains("Line \(lines - 1) &amp; &lt;more&gt;"))
        }
    }

    @Test("A render much shorter than the last is kept in an array of its own size, not the last one's room")
    func shrunkMarkupIsCompact() {
        final class Model { var lines = 200 }
        let model = Model()
        struct Shrinking: View {
            let model: Model
            var body: some View { Lines(lines: model.lines) }
        }
        let host = ViewHost(Shrinking(model: model), width: 320)
        let long = host.render()
        model.lines = 1
        let short = host.render()
        #expect(long.markup.count > 8 * short.markup.count)
        #expect(short.markup.capacity < 2 * short.markup.count + 64)
        let fresh = Model()
        fresh.lines = 1
        #expect(short.markup == ViewHost(Shrinking(model: fresh), width: 320).render().markup)
    }
}
