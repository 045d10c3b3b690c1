import Foundation
import Testing

@testable import Stylish

@Suite("Accessibility roles and the checkbox symbols")
struct AccessibilityRoleTests {
    @Test("accessibilityRole replaces the role; a role other than slider drops aria-orientation")
    func role() {
        let spin = PreviewState(initialValue: 1.0) { $value in
            Text("1").accessibilityAdjustableValue($value, in: 0...3, step: 1).accessibilityRole(.spinButton)
        }
        let html = ViewHost(spin, width: 200).render().html
        #expect(html.contains("role=\"spinbutton\""))
        #expect(!html.contains("role=\"slider\""))
        #expect(!html.contains("aria-orientation"))
        #expect(html.contains("aria-valuenow=\"1\""))
        let slider = PreviewState(initialValue: 1.0) { $value in
            Text("1").accessibilityAdjustableValue($value, in: 0...3).accessibilityRole(AccessibilityRole(rawValue: "slider"))
        }
        #expect(ViewHost(slider, width: 200).render().html.contains("aria-orientation=\"horizontal\""))
    }

    @Test("accessibilityChecked writes aria-checked, true or false")
    func checked() {
        let on = ViewHost(Text("A").accessibilityRole(.checkbox).accessibilityChecked(true), width: 200).render().html
        #expect(on.contains("role=\"checkbox\" aria-checked=\"true\""))
        let off = ViewHost(Text("A").accessibilityChecked(false), width: 200).render().html
        #expect(off.contains("aria-checked=\"false\""))
        let disabled = ViewHost(Text("A").accessibilityRole(.checkbox).disabled(true), width: 200).render().html
        #expect(disabled.contains("role=\"checkbox\" aria-disabled=\"true\""))
        #expect(!on.contains("aria-disabled"))
    }

    @Test("square, checkmark.square and checkmark.square.fill are real drawings")
    func symbols() {
        for name in ["square", "checkmark.square", "checkmark.square.fill"] {
            let html = ViewHost(Image(systemName: name).foregroundColor(.green), width: 200).render().html
            #expect(html.contains("aria-label=\"\(name)\""))
            #expect(!html.contains("stroke-dasharray"), "\(name) is drawn, not a placeholder")
        }
        let filled = ViewHost(Image(systemName: "checkmark.square.fill").foregroundColor(.green), width: 200).render().html
        #expect(filled.contains("style=\"fill:var(--sg-green)\""))
        #expect(filled.contains("stroke:var(--sg-background, white)"), "the checkmark is knocked out of the fill")
    }
}
