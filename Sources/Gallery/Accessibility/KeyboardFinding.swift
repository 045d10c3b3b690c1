import Stylish

/// Whether one interactive target is reachable and operable from the keyboard, as `gallery.js`
/// drives it: in the tab order, and with a key for each thing a pointer does to it and for what
/// its role promises (a slider's arrows, a button's Enter and Space). A missing role is the roles
/// audit's finding (``AccessibilityAudit``), not this one's.
struct KeyboardFinding {
    /// The target's id (`data-target`).
    let id: String
    /// Its element's role, when it has one.
    let role: String?
    /// Its element's accessible name, when it has one.
    let name: String?
    /// The pointer gestures it answers (`tap`, `drag`, `press`, `key`, `input`, `submit`).
    let gestures: [String]
    /// Whether Tab reaches it (`tabindex="0"`, or a text field's `<input>`).
    let isFocusable: Bool
    /// The keys that operate it.
    let keys: [String]
    /// What it lacks, one phrase each; empty when it passes.
    let problems: [String]

    /// Whether the keyboard reaches and operates it.
    var passes: Bool { problems.isEmpty }

    /// The keys `gallery.js` sends as each gesture.
    static func keys(for gestures: [String], pressable: Bool) -> [String] {
        var keys: [String] = []
        if gestures.contains("key") {
            keys += ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"]
        }
        if gestures.contains("tap") || (gestures.contains("press") && pressable) { keys += ["Enter", "Space"] }
        if gestures.contains("input") { keys.append("typing") }
        if gestures.contains("submit"), !keys.contains("Enter") { keys.append("Enter") }
        return keys
    }

    /// The finding for each of `rendering`'s targets.
    static func all(in rendering: Rendering, controls: [String: StageControl]) -> [KeyboardFinding] {
        var gestures: [(id: String, gestures: [String])] = []
        for target in rendering.targets {
            if let index = gestures.firstIndex(where: { $0.id == target.id }) {
                gestures[index].gestures.append(target.gesture)
            } else {
                gestures.append((target.id, [target.gesture]))
            }
        }
        return gestures.map { id, gestures in
            let control = controls[id]
            let role = control?.role
            let isFocusable = control.map { $0.attributes["tabindex"] == "0" || $0.isInput } ?? false
            let pressable = control?.attributes["data-press-duration"] != nil
            let keys = keys(for: gestures, pressable: pressable)
            var problems: [String] = []
            if !isFocusable { problems.append("not in the tab order") }
            if gestures.contains("drag"), !gestures.contains("key") {
                problems.append("dragged with a pointer, no key moves it")
            }
            if gestures.contains("press"), !pressable, !gestures.contains("tap") {
                problems.append("pressed with a pointer, no key presses it")
            }
            switch role {
            case "slider", "spinbutton":
                if !gestures.contains("key") { problems.append("a \(role!) the arrow keys cannot change") }
            case "button", "switch", "checkbox", "radio", "link":
                if keys.contains("Enter") == false { problems.append("a \(role!) neither Enter nor Space activates") }
            case "textbox":
                if !gestures.contains("input") { problems.append("a text field that cannot be typed in") }
            default:
                break
            }
            return KeyboardFinding(
                id: id, role: role, name: control.flatMap { $0.name.isEmpty ? nil : $0.name }, gestures: gestures,
                isFocusable: isFocusable, keys: keys, problems: problems)
        }
    }
}
