import Foundation
import Testing

@testable import Stylish

@Suite("accessibilityAddTraits and accessibilityRemoveTraits")
struct AccessibilityTraitsTests {
    @Test("A trait with a WAI-ARIA role gives it; a removed trait takes its role away; the others change nothing")
    func roles() {
        #expect(renderedHTML(Text("Delete").accessibilityAddTraits(.isButton)).contains(#"role="button""#))
        let header = renderedHTML(Text("Settings").accessibility(addTraits: .isHeader))
        #expect(header.contains(#"role="heading" aria-level="2""#))
        let image = Image(systemName: "plus").accessibility(addTraits: .isButton).accessibility(removeTraits: .isImage)
        #expect(renderedHTML(image).contains(#"role="button""#) && !renderedHTML(image).contains(#"role="img""#))
        let heading = Text("Title").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isHeader)
        #expect(!renderedHTML(heading).contains("heading") && !renderedHTML(heading).contains("aria-level"))
        #expect(renderedHTML(Text("A").accessibilityAddTraits(.isSelected)) == renderedHTML(Text("A")))
    }

    @Test("background(in:) fills the shape with the system background, light and dark")
    func backgroundInShape() {
        let html = renderedHTML(Text("Card").padding().background(in: RoundedRectangle(cornerRadius: 12)))
        #expect(html.contains("fill:var(--sg-background)"))
        #expect(renderedHTML(Text("A").background(.background)).contains("var(--sg-background)"))
    }
}
