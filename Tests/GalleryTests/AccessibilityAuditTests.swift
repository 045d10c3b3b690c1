import Foundation
import Stylish
import Testing

@testable import Gallery

/// The accessibility audit: every preview's markup, at rest and after a few events (a key on each
/// adjustable control, a tap on each button or checkbox, the sheet presented), must give each
/// control the role, the accessible name and the values of its WAI-ARIA pattern (APG: slider,
/// multi-thumb slider, spinbutton, checkbox, button), and make it focusable.
@Suite("Accessibility audit of every preview")
struct AccessibilityAuditTests {
    @Test(
        "Every preview's controls have a role, a name and their values, at rest and after events",
        arguments: Catalogue.standard.previews.map(\.id))
    func everyPreview(_ id: String) throws {
        let definition = try #require(Catalogue.standard.preview(id))
        let renderings = AccessibilityAudit.renderings(definition)
        #expect(renderings.count >= 2, "\(id): no event applied")
        for (when, rendering) in renderings {
            let problems = AccessibilityAudit.problems(in: rendering.html)
            #expect(problems.isEmpty, "\(id) \(when):\n\(problems.joined(separator: "\n"))")
        }
    }

    @Test("The sheet preview is audited presented: a labelled modal dialog with its own controls")
    func sheetPresented() throws {
        let definition = try #require(Catalogue.standard.preview("sheet-style-propagation"))
        let presented = AccessibilityAudit.renderings(definition).map(\.1).filter { $0.html.contains("role=\"dialog\"") }
        #expect(!presented.isEmpty)
        for rendering in presented {
            let dialog = StageControl.all(in: rendering.html).first { $0.role == "dialog" }
            #expect(dialog?.name.isEmpty == false)
        }
    }

    @Test(
        "The audit fails markup without a role, a name or its values",
        arguments: [
            #"<div data-target="1" data-gestures="tap" tabindex="0">Buy</div>"#,
            #"<div role="button" data-target="1" data-gestures="tap" tabindex="0"><svg role="img"></svg></div>"#,
            #"<div role="slider" aria-label="Volume" aria-valuemin="0" aria-valuemax="1" data-target="1" data-gestures="drag key" tabindex="0"></div>"#,
            #"<div role="spinbutton" aria-label="Guests" aria-valuemin="0" data-target="1" data-gestures="key" tabindex="0" aria-valuenow="1"></div>"#,
            #"<div role="checkbox" aria-label="Email" data-target="1" data-gestures="tap" tabindex="0"></div>"#,
            #"<div role="button" aria-label="OK" data-target="1" data-gestures="tap"></div>"#,
            #"<svg role="button" data-target="1" data-gestures="tap" tabindex="0" role="img" aria-label="plus"></svg>"#,
        ])
    func auditFails(_ html: String) {
        #expect(!AccessibilityAudit.problems(in: html).isEmpty, "\(html)")
    }

    @Test("The audit passes a well-formed button, checkbox and slider")
    func auditPasses() {
        let html = """
            <div role="button" data-target="1" data-gestures="tap press" tabindex="0"><div>Buy</div></div>\
            <div role="checkbox" aria-checked="false" aria-label="Email" data-target="2" data-gestures="tap" tabindex="0"></div>\
            <div role="slider" aria-valuemin="0" aria-valuemax="1" aria-valuenow="0.5" aria-label="Volume" \
            data-target="3" data-gestures="drag key" tabindex="0"></div>
            """
        #expect(AccessibilityAudit.problems(in: html).isEmpty, "\(AccessibilityAudit.problems(in: html))")
    }
}
