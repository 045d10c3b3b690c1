import Foundation

/// The report as the JSON of `GET /api/v1/previews/{id}/audit` (docs/API.md).
extension AccessibilityReport {
    /// The report's JSON bytes.
    var json: [UInt8] {
        var json = JSONWriter(capacity: 4096)
        json.literal("{")
        json.member("preview", first: true)
        json.string(preview)
        json.member("seq")
        json.integer(seq)
        json.member("stateLost")
        json.literal(isStateLost ? "true" : "false")
        json.member("failures")
        json.integer(failures)
        json.member("roles")
        json.array(roles) { json, problem in json.string(problem) }
        json.member("contrast")
        json.array(contrast) { json, finding in Self.write(finding, to: &json) }
        json.member("targets")
        json.array(targets) { json, finding in Self.write(finding, to: &json) }
        json.member("keyboard")
        json.array(keyboard) { json, finding in Self.write(finding, to: &json) }
        json.literal("}")
        return json.finish()
    }

    private static func write(_ finding: ContrastFinding, to json: inout JSONWriter) {
        json.literal("{")
        json.member("text", first: true)
        json.string(finding.text)
        json.member("key")
        json.string(finding.key)
        json.member("colorScheme")
        json.string(finding.colorScheme.rawValue)
        json.member("frame")
        Snapshot.writeRect(finding.frame, to: &json)
        json.member("foreground")
        json.string(finding.foreground.hex)
        json.member("background")
        json.string(finding.background.hex)
        json.member("backgroundKey")
        Snapshot.writeOptional(finding.backgroundKey, to: &json)
        json.member("gradient")
        json.literal(finding.isGradient ? "true" : "false")
        json.member("largeText")
        json.literal(finding.isLarge ? "true" : "false")
        json.member("ratio")
        json.number(finding.shownRatio)
        json.member("required")
        json.number(finding.required)
        json.member("disabled")
        json.literal(finding.isDisabled ? "true" : "false")
        json.member("passes")
        json.literal(finding.passes ? "true" : "false")
        json.literal("}")
    }

    private static func write(_ finding: TargetSizeFinding, to json: inout JSONWriter) {
        json.literal("{")
        json.member("id", first: true)
        json.string(finding.id)
        json.member("role")
        Snapshot.writeOptional(finding.role, to: &json)
        json.member("name")
        Snapshot.writeOptional(finding.name, to: &json)
        json.member("frame")
        Snapshot.writeRect(finding.frame, to: &json)
        json.member("outcome")
        json.string(finding.outcome.rawValue)
        json.member("passes")
        json.literal(finding.passes ? "true" : "false")
        json.literal("}")
    }

    private static func write(_ finding: KeyboardFinding, to json: inout JSONWriter) {
        json.literal("{")
        json.member("id", first: true)
        json.string(finding.id)
        json.member("role")
        Snapshot.writeOptional(finding.role, to: &json)
        json.member("name")
        Snapshot.writeOptional(finding.name, to: &json)
        json.member("gestures")
        json.array(finding.gestures) { json, gesture in json.string(gesture) }
        json.member("focusable")
        json.literal(finding.isFocusable ? "true" : "false")
        json.member("keys")
        json.array(finding.keys) { json, key in json.string(key) }
        json.member("problems")
        json.array(finding.problems) { json, problem in json.string(problem) }
        json.member("passes")
        json.literal(finding.passes ? "true" : "false")
        json.literal("}")
    }
}
