import Foundation
import Testing

@testable import Stylish

/// A text whose line limit and alignment a tap changes.
private struct Limited: View {
    @State var isLimited = true
    var body: some View {
        VStack {
            Text("The quick brown fox jumps over the lazy dog")
                .lineLimit(isLimited ? 1 : nil)
                .multilineTextAlignment(isLimited ? .leading : .center)
                .frame(width: 80)
            Button("Toggle") { isLimited.toggle() }
        }
    }
}

@Suite("Text: weights, italics, designs, line limits and alignment")
struct TextStylingTests {
    /// The `style` of the first text element of `html`.
    private func textStyle(_ html: String) -> Substring {
        guard let start = html.range(of: "sg-text\"") else { return "" }
        let rest = html[start.upperBound...]
        guard let open = rest.range(of: "style=\""), let close = rest[open.upperBound...].firstIndex(of: "\"") else {
            return ""
        }
        return rest[open.upperBound..<close]
    }

    @Test("Weight, italics and design set on a view reach the text inside; the text's own win")
    func fontTraits() {
        let html = renderedHTML(Text("A").fontWeight(.light).italic().fontDesign(.monospaced))
        #expect(textStyle(html).contains("font-weight:300"))
        #expect(textStyle(html).contains("font-style:italic"))
        #expect(textStyle(html).contains("font-family:var(--sg-font-mono)"))
        let inherited = renderedHTML(VStack { Text("A") }.bold().italic().fontDesign(.serif).font(.title))
        #expect(textStyle(inherited).contains("font-size:28px"))
        #expect(textStyle(inherited).contains("font-weight:700"))
        #expect(textStyle(inherited).contains("font-style:italic"))
        #expect(textStyle(inherited).contains("font-family:var(--sg-font-serif)"))
        let own = renderedHTML(VStack { Text("A").fontWeight(.black) }.fontWeight(.thin))
        #expect(textStyle(own).contains("font-weight:900"))
        let off = renderedHTML(Text("A").bold(false).italic(false))
        #expect(!textStyle(off).contains("font-weight") && !textStyle(off).contains("italic"))
    }

    @Test("Font's italic(), monospaced() and bold() compose with a text style")
    func fontMethods() {
        let html = renderedHTML(Text("A").font(.headline.italic().monospaced()))
        #expect(textStyle(html).contains("font-size:17px"))
        #expect(textStyle(html).contains("font-weight:600"))
        #expect(textStyle(html).contains("font-style:italic"))
        #expect(textStyle(html).contains("font-family:var(--sg-font-mono)"))
        #expect(textStyle(renderedHTML(Text("A").font(.caption.bold()))).contains("font-weight:700"))
        #expect(textStyle(renderedHTML(Text("A").font(.system(size: 40, weight: .heavy)))).contains("font-size:40px"))
    }

    @Test("A line limit measures at most that many lines and cuts the last with an ellipsis")
    func lineLimit() {
        let long = "The quick brown fox jumps over the lazy dog"
        let free = ViewHost(Text(long).frame(width: 80), width: 200).render().html
        let one = ViewHost(Text(long).lineLimit(1).frame(width: 80), width: 200).render().html
        let two = ViewHost(Text(long).lineLimit(2).frame(width: 80), width: 200).render().html
        #expect(textStyle(free).contains("height:110px"))
        #expect(textStyle(one).contains("height:22px"))
        #expect(textStyle(one).contains("overflow:hidden;text-overflow:ellipsis"))
        #expect(one.contains(">The quic…</div>"))
        #expect(textStyle(two).contains("height:44px"))
        #expect(two.contains(">The quick\nbrown fo…</div>"))
        let short = ViewHost(Text("Fox").lineLimit(1), width: 200).render().html
        #expect(short.contains(">Fox</div>"), "a text that fits is not cut")
    }

    @Test("The truncation mode cuts the head, the middle or the tail")
    func truncationModes() {
        let long = "abcdefghijklmnopqrstuvwxyz"
        func cut(_ mode: Text.TruncationMode) -> String {
            let html = ViewHost(Text(long).lineLimit(1).truncationMode(mode).frame(width: 60), width: 200).render().html
            guard let start = html.range(of: "text-overflow:ellipsis\">"), let end = html[start.upperBound...].range(of: "<")
            else { return "" }
            return String(html[start.upperBound..<end.lowerBound])
        }
        #expect(cut(.tail).hasSuffix("…") && cut(.tail).hasPrefix("abc"))
        #expect(cut(.head).hasPrefix("…") && cut(.head).hasSuffix("xyz"))
        #expect(cut(.middle).hasPrefix("ab") && cut(.middle).hasSuffix("z") && cut(.middle).contains("…"), "\(cut(.middle))")
        let run = TextRun(string: long, font: .body, color: .primary, lineLimit: 1)
        #expect(run.size(fitting: 60).width <= 60)
    }

    @Test("Multiline alignment aligns the lines, leading and trailing mirrored right to left")
    func alignment() {
        let text = Text("One\nTwo words")
        #expect(textStyle(renderedHTML(text.multilineTextAlignment(.center))).contains("text-align:center"))
        #expect(textStyle(renderedHTML(text.multilineTextAlignment(.trailing))).contains("text-align:right"))
        #expect(!textStyle(renderedHTML(text.multilineTextAlignment(.leading))).contains("text-align"))
        let rtl = renderedHTML(text.multilineTextAlignment(.leading).environment(\.layoutDirection, .rightToLeft))
        #expect(textStyle(rtl).contains("text-align:right"))
        let rtlTrailing = renderedHTML(text.multilineTextAlignment(.trailing).environment(\.layoutDirection, .rightToLeft))
        #expect(textStyle(rtlTrailing).contains("text-align:left"))
    }

    @Test("Changing a line limit and alignment updates as the reference engine does")
    func checkedUpdate() throws {
        let host = ViewHost(checking: { Limited() }, width: 200)
        let first = host.render()
        #expect(first.html.contains("The quic…"))
        let tap = try #require(first.targets.first { $0.gesture == "tap" }).id
        let second = try host.send(.tap(target: tap))
        #expect(!second.html.contains("…"))
        #expect(second.html.contains("text-align:center"))
        let third = try host.send(.tap(target: tap))
        #expect(third.html.contains("The quic…"))
    }

    @Test("Minimum scale factor compiles and leaves the text as it is")
    func minimumScaleFactor() {
        let text = Text("The quick brown fox").frame(width: 80)
        #expect(renderedHTML(text.minimumScaleFactor(0.5)) == renderedHTML(text))
    }
}
