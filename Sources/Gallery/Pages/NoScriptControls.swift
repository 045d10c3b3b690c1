/// What a preview offers a browser without JavaScript: a `<noscript>` form with a submit button
/// for each control the keyboard could operate (a tap, or a slider's and spin button's steps).
///
/// The form has no `action`: it posts to the page it is on (with its query, so the toolbar's
/// environment stays), and that page answers `303 See Other` back to itself (Post/Redirect/Get;
/// see `GalleryApp+Forms.swift`). Each button names what it does and the target it does it to:
/// `name="tap" value="<target>"`, `name="increment" value="<target>"`; the last, Reset
/// (`name="reset"`), returns the preview to its initial state. Each text field gets a form of
/// its own after it: a text input (`name="input"`) holding the model's text and a Set button
/// (`name="target" value="<target>"`), which Return in the input presses too; a field with
/// `onSubmit` actions also gets a Submit button (`name="submit"`) in the first form. With
/// JavaScript on, the browser does not render `<noscript>` at all, and `gallery.js` drives the
/// stage as before.
enum NoScriptControls {
    /// The keys a slider or spin button gets buttons for, with their labels and their accessible
    /// names (`{name}` stands for the control's). Home and End reach a bound in one post, which a
    /// checkout slider needs: each post is a whole edit, so its steps would snap back short of it.
    static let steps: [(key: String, label: String, spoken: String)] = [
        ("home", "Minimum", "Set {name} to its minimum"),
        ("decrement", "Decrease", "Decrease {name}"),
        ("increment", "Increase", "Increase {name}"),
        ("end", "Maximum", "Set {name} to its maximum"),
    ]

    /// The no-JS markup for `card`; none for a matrix cell (its page takes no form posts).
    static func html(_ card: PreviewCard) -> String {
        guard card.variant == nil else { return "" }
        // A sheet's backdrop is hidden from assistive technology (Escape dismisses it there), but
        // without JS its tap is the only way to dismiss the sheet.
        let controls = StageControl.all(in: card.html).filter {
            $0.target != nil && (!$0.isHidden || $0.attributes["data-sheet"] == "scrim")
        }
        let id = IndexPage.escape(card.definition.id)
        var items = ""
        var fields = ""
        for control in controls {
            if control.gestures.contains("input"), let field = fieldForm(control, preview: id) { fields += "\n" + field }
            guard let item = item(control) else { continue }
            items += "<li>\(item)</li>\n"
        }
        return """
            <noscript><form class="sg-noscript" method="post">
            <input type="hidden" name="preview" value="\(id)">
            <p class="sg-noscript-note">JavaScript is off: these buttons work the preview through the server. \
            Dragging needs JavaScript.</p>
            <ul class="sg-noscript-controls">
            \(items)<li><button name="reset" value="\(id)">Reset</button></li>
            </ul>
            </form>\(fields)</noscript>
            """
    }

    /// A text field's own form: its text in an input, and a Set button that posts it (the
    /// default button, which Return in the input presses).
    private static func fieldForm(_ control: StageControl, preview id: String) -> String? {
        guard let target = control.target.map(IndexPage.escape) else { return nil }
        let name = control.name.isEmpty ? "Text field \(target)" : IndexPage.escape(control.name)
        let type = control.attributes["type"] == "password" ? "password" : "text"
        let value = IndexPage.escape(control.attributes["value"] ?? "")
        return """
            <form class="sg-noscript-field" method="post">
            <input type="hidden" name="preview" value="\(id)">
            <label>\(name) <input type="\(type)" name="input" value="\(value)"></label>
            <button name="target" value="\(target)">Set \(name)</button>
            </form>
            """
    }

    /// One control's buttons, or nil when it takes neither taps nor keys (a drag alone).
    private static func item(_ control: StageControl) -> String? {
        guard let target = control.target.map(IndexPage.escape) else { return nil }
        let name = control.name.isEmpty ? "Control \(target)" : IndexPage.escape(control.name)
        let gestures = control.gestures
        if gestures.contains("key") {
            let value = IndexPage.escape(control.attributes["aria-valuetext"] ?? control.attributes["aria-valuenow"] ?? "")
            let buttons = steps.map { step in
                let spoken = step.spoken.replacingOccurrences(of: "{name}", with: name)
                return "<button name=\"\(step.key)\" value=\"\(target)\" aria-label=\"\(spoken)\">\(step.label)</button>"
            }
            return "<span>\(name): \(value)</span> " + buttons.joined(separator: " ")
        }
        if gestures.contains("submit") {
            return "<button name=\"submit\" value=\"\(target)\">Submit \(name)</button>"
        }
        guard gestures.contains("tap") else { return nil }
        switch control.role {
        case "checkbox":
            let checked = control.attributes["aria-checked"] == "true" ? "checked" : "not checked"
            return "<button name=\"tap\" value=\"\(target)\">\(name) (\(checked)): toggle</button>"
        default:
            let label = control.attributes["data-sheet"] == "scrim" ? "Dismiss the sheet" : name
            return "<button name=\"tap\" value=\"\(target)\">\(label)</button>"
        }
    }
}
