import Foundation

/// The inspector's Accessibility panel: each finding of a preview's ``AccessibilityReport`` as a
/// line that says whether it passes, written on the server so that it reads without JavaScript
/// (`inspector.js` fetches it again from `/previews/{id}/audit` when the preview's state changes).
enum AccessibilityPanel {
    /// The panel's markup for `report`; `elementID` is the card's, which its ids extend.
    static func html(_ report: AccessibilityReport, elementID: String) -> String {
        let id = IndexPage.escape(elementID) + "-a11y"
        let json = IndexPage.escape("/api/v1/previews/" + PageLink.encoded(report.preview) + "/audit")
        let findings = report.contrast.count + report.targets.count + report.keyboard.count + report.roles.count
        let summary =
            report.failures == 0
            ? "Every check passes (\(findings) findings)."
            : "\(report.failures) of \(max(findings, report.failures)) findings fail."
        var html = """
            <section class="sg-a11y" data-audit data-seq="\(report.seq)" data-failures="\(report.failures)" \
            aria-labelledby="\(id)-label">
            <h3 class="sg-inspector-heading" id="\(id)-label">Accessibility</h3>
            <p class="sg-a11y-summary">\(summary) <a class="sg-a11y-json" href="\(json)">Report (JSON)</a></p>

            """
        if report.isStateLost {
            html += "<p class=\"sg-a11y-note\">The preview’s state could not be rebuilt: this is the preview at rest.</p>\n"
        }
        html += group("Contrast, WCAG 1.4.3 (AA), light and dark", id: id + "-contrast", report.contrast.map(contrast))
        html += group("Target size, WCAG 2.5.8 (24 × 24 px)", id: id + "-targets", report.targets.map(target))
        html += group("Keyboard", id: id + "-keyboard", report.keyboard.map(keyboard))
        let roles =
            report.roles.isEmpty
            ? [item(passes: true, "Every control has its role, name and values.")]
            : report.roles.map { item(passes: false, IndexPage.escape($0)) }
        html += group("Roles, names and values", id: id + "-roles", roles)
        html += "</section>\n"
        return html
    }

    /// A heading and the list of its findings (a line saying there are none when empty).
    private static func group(_ title: String, id: String, _ items: [String]) -> String {
        let items = items.isEmpty ? ["<li class=\"sg-a11y-none\">Nothing to check.</li>"] : items
        return """
            <h4 class="sg-a11y-heading" id="\(id)">\(IndexPage.escape(title))</h4>
            <ul class="sg-a11y-list" aria-labelledby="\(id)">\(items.joined())</ul>

            """
    }

    /// One finding's line: its verdict as a word (not only a colour), then `body` (markup).
    private static func item(passes: Bool, _ body: String, kind: String = "") -> String {
        let verdict = passes ? "Pass" : "Fail"
        return
            "<li class=\"sg-a11y-item\" data-passes=\"\(passes)\"\(kind)><span class=\"sg-a11y-verdict\">\(verdict)</span> \(body)</li>"
    }

    private static func contrast(_ finding: ContrastFinding) -> String {
        let ratio = String(format: "%.2f", finding.shownRatio)
        let required = finding.required == 3 ? "3" : "4.5"
        var body = "“\(IndexPage.escape(finding.text))”, \(finding.colorScheme.rawValue): <strong>\(ratio):1</strong>"
        body +=
            finding.isDisabled
            ? " (a disabled control’s text: exempt)" : " (needs \(required):1\(finding.isLarge ? ", large text" : ""))"
        body += " " + swatch(finding.foreground.hex) + " on " + swatch(finding.background.hex)
        if finding.isGradient { body += " (a gradient: its first colour)" }
        return item(passes: finding.passes, body, kind: " data-kind=\"contrast\" data-scheme=\"\(finding.colorScheme.rawValue)\"")
    }

    /// A colour's swatch and its hex value.
    private static func swatch(_ hex: String) -> String {
        "<span class=\"sg-swatch\" style=\"background:\(hex)\" aria-hidden=\"true\"></span><code>\(hex)</code>"
    }

    private static func target(_ finding: TargetSizeFinding) -> String {
        let size = "\(number(finding.frame.width)) × \(number(finding.frame.height)) px"
        let how =
            switch finding.outcome {
            case .size: size
            case .spacing: "\(size), small but spaced 24 px clear of the other targets"
            case .fails: "\(size): smaller than 24 × 24 and too close to another target"
            }
        return item(
            passes: finding.passes, "\(describe(finding.role, finding.name, finding.id)): \(how)", kind: " data-kind=\"target\"")
    }

    private static func keyboard(_ finding: KeyboardFinding) -> String {
        var body = describe(finding.role, finding.name, finding.id) + ": "
        body += finding.isFocusable ? "Tab reaches it" : "Tab does not reach it"
        if !finding.keys.isEmpty { body += "; " + IndexPage.escape(finding.keys.joined(separator: ", ")) }
        if !finding.problems.isEmpty { body += " — " + IndexPage.escape(finding.problems.joined(separator: "; ")) }
        return item(passes: finding.passes, body, kind: " data-kind=\"keyboard\"")
    }

    /// "slider “Swipe to buy”", or the target's id when it has no name.
    private static func describe(_ role: String?, _ name: String?, _ id: String) -> String {
        let what = IndexPage.escape(role ?? "element")
        return name.map { "\(what) “\(IndexPage.escape($0))”" } ?? "\(what) <code>\(IndexPage.escape(id))</code>"
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
