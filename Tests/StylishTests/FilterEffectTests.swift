import Foundation
import Testing

@testable import Stylish

/// Effects that change with state, on one view and across a child view of its own state.
private struct Toggled: View {
    @State var isOn = false
    var body: some View {
        VStack {
            Text("A").scaleEffect(isOn ? 2 : 1).blur(radius: isOn ? 3 : 0).cornerRadius(isOn ? 4 : 0)
            Pulsing().blur(radius: 1).opacity(isOn ? 0.5 : 1)
            Button("Toggle") { isOn.toggle() }
        }
    }
}

/// A view whose own state scales it: the blur outside it wraps its element.
private struct Pulsing: View {
    @State var isBig = false
    var body: some View {
        Button("Pulse") { isBig.toggle() }.scaleEffect(isBig ? 1.5 : 1)
    }
}

@Suite("Filters, clips and grouping")
struct FilterEffectTests {
    @Test("Each filter modifier writes its CSS filter function")
    func functions() {
        #expect(renderedHTML(Text("A").blur(radius: 3)).contains(";filter:blur(3px)"))
        #expect(renderedHTML(Text("A").brightness(0.2)).contains(";filter:brightness(1.2)"))
        #expect(renderedHTML(Text("A").contrast(0.5)).contains(";filter:contrast(0.5)"))
        #expect(renderedHTML(Text("A").contrast(-1)).contains(";filter:contrast(0)"), "CSS refuses a negative contrast")
        #expect(renderedHTML(Text("A").saturation(0)).contains(";filter:saturate(0)"))
        #expect(renderedHTML(Text("A").grayscale(0.99)).contains(";filter:grayscale(0.99)"))
        #expect(renderedHTML(Text("A").hueRotation(.degrees(90))).contains(";filter:hue-rotate(90deg)"))
    }

    @Test("Filters on one view compose into one filter declaration, in SwiftUI's order, shadows included")
    func composeFilters() {
        let html = renderedHTML(Text("A").blur(radius: 2).grayscale(1).shadow(color: .black, radius: 4))
        let styles = stylesContaining("filter:", in: html)
        #expect(styles.count == 1)
        #expect(styles.first?.hasSuffix(";filter:blur(2px) grayscale(1) drop-shadow(0px 0px 4px var(--sg-black))") == true)
        #expect(styles.first?.components(separatedBy: "filter:").count == 2, "one filter declaration")
    }

    @Test("A filter outside a transform goes on a wrapping element, so the transform does not scale it")
    func filterOutsideTransform() {
        let html = renderedHTML(Text("A").scaleEffect(2).blur(radius: 3))
        let styles = elementStyles(html)
        let outer = styles.firstIndex { $0.contains("filter:blur(3px)") }
        let inner = styles.firstIndex { $0.contains("transform:scale(2)") }
        #expect(outer != nil && inner != nil && outer! < inner!, "the blur wraps the scaled element")
        #expect(!styles[outer!].contains("transform"))
        let inside = renderedHTML(Text("A").blur(radius: 3).scaleEffect(2))
        #expect(stylesContaining("filter:blur(3px);transform:scale(2)", in: inside).count == 1, "inside: one element")
    }

    @Test("cornerRadius and clipped clip the element's content to its frame")
    func clips() {
        #expect(renderedHTML(Text("A").cornerRadius(8)).contains(";overflow:hidden;border-radius:8px"))
        let clipped = renderedHTML(Text("A").frame(width: 10, height: 10).clipped())
        #expect(clipped.contains(";overflow:hidden\"") || clipped.contains(";overflow:hidden;"))
        #expect(!clipped.contains("border-radius"))
        let twice = renderedHTML(Text("A").cornerRadius(4).cornerRadius(8))
        #expect(stylesContaining("overflow:hidden", in: twice).count == 1, "two clips of one frame are one")
        #expect(twice.contains("border-radius:8px"))
    }

    @Test("A clip outside a shadow or a scale clips them: it goes on a wrapping element")
    func clipOutside() {
        let html = renderedHTML(Text("A").shadow(radius: 3).cornerRadius(8))
        let styles = elementStyles(html)
        let clip = styles.firstIndex { $0.contains("overflow:hidden") }
        let shadow = styles.firstIndex { $0.contains("drop-shadow") }
        #expect(clip != nil && shadow != nil && clip! < shadow!)
        let scaled = renderedHTML(Color.red.frame(width: 20, height: 20).scaleEffect(2).clipped())
        #expect(stylesContaining("overflow:hidden;transform", in: scaled).isEmpty)
        let inside = renderedHTML(Text("A").cornerRadius(8).shadow(radius: 3))
        #expect(stylesContaining("overflow:hidden;border-radius:8px;filter:drop-shadow", in: inside).count == 1)
    }

    @Test("Effects that change with state, and a child's own, update through the incremental engine as the reference")
    func incremental() throws {
        let host = ViewHost(checking: { Toggled() }, width: 300)
        let taps = host.render().targets.filter { $0.gesture == "tap" }
        try #require(taps.count == 2)
        let on = try host.send(.tap(target: taps[1].id))
        #expect(on.html.contains("filter:blur(3px)") && on.html.contains("border-radius:4px"))
        let pulsed = try host.send(.tap(target: taps[0].id))
        #expect(pulsed.html.contains("transform:scale(1.5)"))
        let styles = elementStyles(pulsed.html)
        let blur = try #require(styles.firstIndex { $0.contains("filter:blur(1px)") })
        #expect(!styles[blur].contains("transform"), "the blur wraps the scaled child")
        #expect(styles[blur].contains("opacity:0.5"))
        let off = try host.send(.tap(target: taps[1].id))
        #expect(off.html.contains("transform:scale(1.5)") && !off.html.contains("opacity:0.5"))
    }

    @Test("Opacities multiply into one declaration")
    func opacities() {
        let html = renderedHTML(Text("A").opacity(0.5).opacity(0.5))
        #expect(html.contains(";opacity:0.25"))
        #expect(!html.contains("opacity:0.5"))
    }

    @Test("compositingGroup isolates the element; drawingGroup changes nothing")
    func grouping() {
        #expect(renderedHTML(Text("A").compositingGroup()).contains(";isolation:isolate"))
        #expect(renderedHTML(Text("A").drawingGroup()) == renderedHTML(Text("A")))
    }
}
