import Stylish

/// The gallery's accessibility audit of a preview's markup: every control must have the role,
/// the accessible name and the values of its WAI-ARIA pattern (APG: slider, multi-thumb slider,
/// spinbutton, checkbox, switch, button, dialog, textbox), and be focusable when it is operable.
///
/// ```swift
/// for (when, rendering) in AccessibilityAudit.renderings(preview) {
///     let problems = AccessibilityAudit.problems(in: rendering.html)   // empty: it passes
/// }
/// ```
///
/// `GalleryTesting`'s `assertAccessible()` runs it on a package's own previews.
public enum AccessibilityAudit {
    /// What is wrong with the controls of `html`, one line each; empty when the markup passes.
    public static func problems(in html: String) -> [String] {
        var found: [String] = []
        for tag in html.matches(of: #/<[a-z]+\s[^>]*>/#) {
            let roles = tag.output.matches(of: #/\srole="/#).count
            if roles > 1 { found.append("an element with \(roles) role attributes: \(tag.output.prefix(120))") }
        }
        let controls = StageControl.all(in: html).filter { !$0.isHidden }
        for control in controls {
            found += problems(of: control)
        }
        found += multiThumbProblems(controls.filter { $0.role == "slider" })
        return found
    }

    private static func problems(of control: StageControl) -> [String] {
        let what = "\(control.role ?? "no role") \(control.attributes["data-k"] ?? "?") '\(control.name)'"
        var found: [String] = []
        let value = { (name: String) in control.attributes[name].flatMap(Double.init) }
        guard let role = control.role else { return ["\(what): a control without a role"] }
        if control.name.isEmpty { found.append("\(what): no accessible name") }
        let operable = !control.gestures.filter { $0 == "tap" || $0 == "key" }.isEmpty
        if operable, control.attributes["tabindex"] != "0" { found.append("\(what): operable but not in the tab order") }
        switch role {
        case "slider":
            guard let now = value("aria-valuenow"), let min = value("aria-valuemin"), let max = value("aria-valuemax") else {
                return found + ["\(what): a slider needs numeric aria-valuenow, aria-valuemin and aria-valuemax"]
            }
            if !(min <= now && now <= max) { found.append("\(what): aria-valuenow \(now) outside \(min)…\(max)") }
            if control.target != nil, !control.gestures.contains("key") { found.append("\(what): a slider the keys cannot move") }
        case "spinbutton":
            if value("aria-valuenow") == nil { found.append("\(what): a spinbutton needs a numeric aria-valuenow") }
            if (value("aria-valuemin") == nil) != (value("aria-valuemax") == nil) {
                found.append("\(what): a bounded spinbutton needs both aria-valuemin and aria-valuemax")
            }
            if control.target != nil, !control.gestures.contains("key") {
                found.append("\(what): a spinbutton the keys cannot step")
            }
        case "checkbox":
            if !["true", "false", "mixed"].contains(control.attributes["aria-checked"] ?? "") {
                found.append("\(what): a checkbox needs aria-checked")
            }
        case "switch":
            if !["true", "false"].contains(control.attributes["aria-checked"] ?? "") {
                found.append("\(what): a switch needs aria-checked")
            }
            if control.target != nil, !control.gestures.contains("tap") { found.append("\(what): a switch that cannot flip") }
        case "button":
            if control.target != nil, !control.gestures.contains("tap") {
                found.append("\(what): a button that cannot be pressed")
            }
            if let pressed = control.attributes["aria-pressed"], !["true", "false"].contains(pressed) {
                found.append("\(what): aria-pressed is true or false")
            }
        case "dialog":
            if control.attributes["aria-modal"] != "true" { found.append("\(what): a sheet is a modal dialog") }
        case "textbox":
            if control.attributes["value"] == nil { found.append("\(what): a text field shows its text as its value") }
            if control.target != nil, !control.gestures.contains("input") {
                found.append("\(what): a text field that cannot be typed in")
            }
        default:
            found.append("\(what): an unexpected role for a control")
        }
        return found
    }

    /// The APG multi-thumb slider: each thumb's range stops at the other thumb's value.
    private static func multiThumbProblems(_ sliders: [StageControl]) -> [String] {
        var found: [String] = []
        for lower in sliders where lower.attributes["data-k"]?.hasSuffix(".$lower") == true {
            let key = lower.attributes["data-k"]!.dropLast("$lower".count)
            guard let upper = sliders.first(where: { $0.attributes["data-k"] == key + "$upper" }) else {
                found.append("a range slider's lower thumb \(key) without its upper thumb")
                continue
            }
            if lower.attributes["aria-valuemax"] != upper.attributes["aria-valuenow"]
                || upper.attributes["aria-valuemin"] != lower.attributes["aria-valuenow"]
            {
                found.append("range slider \(key): each thumb's bound must be the other thumb's value")
            }
            if lower.name == upper.name { found.append("range slider \(key): both thumbs are named '\(lower.name)'") }
            if lower.attributes["aria-valuetext"] == nil || upper.attributes["aria-valuetext"] == nil {
                found.append("range slider \(key): thumbs need aria-valuetext")
            }
        }
        return found
    }

    /// The renderings the audit walks for `definition`: at rest, then after each key and tap that
    /// applies (each on a fresh host, so a tap that presents a sheet is seen presented).
    public static func renderings(_ definition: PreviewDefinition) -> [(String, Rendering)] {
        let initial = definition.makeHost().render()
        var result = [("at rest", initial)]
        for target in initial.targets {
            let event: ViewEvent
            switch target.gesture {
            case "key": event = .key(target: target.id, key: .increment)
            case "tap": event = .tap(target: target.id)
            case "input": event = .input(target: target.id, value: "Typed text")
            case "submit": event = .submit(target: target.id)
            default: continue
            }
            let host = definition.makeHost()
            host.render()
            guard let after = try? host.send(event) else { continue }
            result.append(("after \(target.gesture) on \(target.id)", after))
            // A sheet presented by the tap: tap its controls too.
            for inner in after.targets where inner.gesture == "tap" && !initial.targets.contains(inner) {
                let sheetHost = definition.makeHost()
                sheetHost.render()
                _ = try? sheetHost.send(event)
                if let next = try? sheetHost.send(.tap(target: inner.id)) {
                    result.append(("after \(target.id), then tap on \(inner.id)", next))
                }
            }
        }
        return result
    }
}
