import Foundation
import Testing

@testable import Stylish

/// A title whose gradient turns when tapped.
private struct Title: View {
    @State var isWarm = false
    var body: some View {
        VStack {
            Text("Gradient")
                .foregroundStyle(
                    LinearGradient(
                        colors: isWarm ? [.orange, .red] : [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            Button("Warm up") { isWarm.toggle() }
        }
    }
}

@Suite("Text painted with a gradient")
struct GradientTextTests {
    @Test("A gradient foreground style is the text's background, clipped to its glyphs; its first colour stays the colour")
    func clipped() throws {
        let html = renderedHTML(
            Text("Hi").foregroundStyle(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)))
        let style = try #require(stylesContaining("font-size:", in: html).first)
        #expect(
            style.contains(";color:var(--sg-blue);background:linear-gradient(90deg,var(--sg-blue) 0%,var(--sg-purple) 100%)"),
            "\(style)")
        #expect(style.hasSuffix(";-webkit-background-clip:text;background-clip:text;-webkit-text-fill-color:transparent"))
        let plain = try #require(stylesContaining("font-size:", in: renderedHTML(Text("Hi").foregroundStyle(.blue))).first)
        #expect(!plain.contains("background"), "a colour is only the colour")
    }

    @Test("Disabled text fades every stop of its gradient, as a colour fades")
    func disabled() throws {
        let html = renderedHTML(
            Text("Hi").foregroundStyle(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                .disabled(true))
        let style = try #require(stylesContaining("font-size:", in: html).first)
        #expect(style.contains("color-mix(in srgb, var(--sg-blue) 35%, transparent) 0%"), "\(style)")
        #expect(style.contains("color-mix(in srgb, var(--sg-purple) 35%, transparent) 100%"), "\(style)")
    }

    @Test("A gradient that changes is written again, through the incremental engine as the reference")
    func changes() throws {
        let host = ViewHost(checking: { Title() }, width: 200)
        let tap = try #require(host.render().targets.first { $0.gesture == "tap" })
        let warm = try host.send(.tap(target: tap.id))
        #expect(warm.html.contains("linear-gradient(90deg,var(--sg-orange) 0%,var(--sg-red) 100%)"))
    }
}
