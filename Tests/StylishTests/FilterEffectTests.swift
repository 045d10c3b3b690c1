import Foundation
import Testing

@testable import Stylish

@Suite("Filters, clips and grouping")
struct FilterEffectTests {
    @Test("Each filter modifier writes its CSS filter function")
    func functions() {
        #expect(renderedHTML(Text("A").blur(radius: 3)).contains(";filter:blur(3px)"))
        #expect(renderedHTML(Text("A").brightness(0.2)).contains(";filter:brightness(1.2)"))
        #expect(renderedHTML(Text("A").contrast(0.5)).contains(";filter:contrast(0.5)"))
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
