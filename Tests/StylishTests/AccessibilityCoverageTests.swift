import Testing

@testable import Stylish

/// The accessibility modifiers that write one ARIA attribute each.
@Suite("Accessibility value and hidden")
struct AccessibilityCoverageTests {
    @Test("accessibilityValue(_:) writes aria-valuetext on the view's element")
    func value() {
        let html = renderedHTML(Capsule().frame(width: 40, height: 8).accessibilityValue("3 of 5"))
        #expect(html.contains("aria-valuetext=\"3 of 5\""))
    }

    @Test("accessibilityHidden(true) writes aria-hidden; false writes nothing")
    func hidden() {
        #expect(renderedHTML(Text("Decor").accessibilityHidden(true)).contains("aria-hidden=\"true\""))
        #expect(!renderedHTML(Text("Shown").accessibilityHidden(false)).contains("aria-hidden"))
    }
}
