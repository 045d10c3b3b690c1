import Foundation
import Stylish

/// The JSON of a preview as a client sees it: `{"id","seq","state","targets","size","animation","html"}`.
enum Snapshot {
    static func json(_ preview: PreviewDefinition, seq: Int, rendering: Rendering) -> [UInt8] {
        var hash: MarkupHash?
        return minimalJSON(preview, seq: seq, rendering: rendering, base: nil, hash: &hash)
    }

    /// What a client holds before a minimal reply: the rendering it was sent (by version) and its
    /// targets.
    struct Base {
        let version: Int
        let targets: [Rendering.Target]

        init(_ rendering: Rendering) {
            version = rendering.version
            targets = rendering.targets
        }
    }

    /// The snapshot as a reply to a client that holds `base` and asked for a minimal reply:
    /// `targets` only when they changed, and `patch` instead of `html` when the rendering says
    /// which tokens changed since `base` and the patch is smaller than half the markup. Without
    /// `base`, the whole snapshot.
    ///
    /// `hash` comes in as the last reply's markup hash (it counts only when it is of `base`'s
    /// markup) and goes out as this reply's, or nil when it carries no patch; the patch's hash is
    /// always that of the new markup.
    static func minimalJSON(
        _ preview: PreviewDefinition, seq: Int, rendering: Rendering, base: Base?, hash: inout MarkupHash?
    ) -> [UInt8] {
        let length = rendering.markupCount
        // Escaped, the markup grows (a `<` takes six bytes, a quote two): room for half as much
        // again, so that the reply is not copied to a larger buffer as it is written.
        let wholeCapacity = length + length / 2 + 512
        var json = JSONWriter(capacity: base == nil ? wholeCapacity : 512)
        json.literal("{")
        json.member("id", first: true)
        json.string(preview.id)
        json.member("seq")
        json.integer(seq)
        json.member("state")
        writeModel(of: preview, rendering, to: &json)
        if !(base.map { sameTargets(since: $0, rendering) } ?? false) { writeTargets(of: rendering, to: &json) }
        writeSize(rendering, to: &json)
        var patchHash: UInt32?
        if let base, let changes = rendering.changedTokens(since: base.version) {
            patchHash = writePatch(
                changes, baseHash: hash?.value(ofVersion: base.version), smallerThan: length / 2,
                wholeHash: { rendering.markup.withUnsafeBufferPointer(MarkupPatch.hashValue(utf8:)) }, to: &json)
        }
        hash = patchHash.map { MarkupHash(version: rendering.version, value: $0) }
        if patchHash == nil {
            if base != nil { json.reserveCapacity(wholeCapacity) }
            json.member("html")
            rendering.markup.withUnsafeBufferPointer { json.string($0) }
        }
        json.literal("}")
        return json.finish()
    }

    /// `targets`: each target's id, gesture and frame, and the `role` and accessible `label` of
    /// its element as the markup gives them (null when it has none).
    private static func writeTargets(of rendering: Rendering, to json: inout JSONWriter) {
        let elements = rendering.targets.isEmpty ? [:] : StageControl.byTarget(in: rendering.markup)
        json.member("targets")
        json.array(rendering.targets) { json, target in
            json.literal("{")
            json.member("id", first: true)
            json.string(target.id)
            json.member("gesture")
            json.string(target.gesture)
            json.member("frame")
            writeRect(target.frame, to: &json)
            let element = elements[target.id]
            json.member("role")
            writeOptional(element?.role, to: &json)
            json.member("label")
            writeOptional(element.flatMap { $0.name.isEmpty ? nil : $0.name }, to: &json)
            json.literal("}")
        }
    }

    static func writeOptional(_ text: String?, to json: inout JSONWriter) {
        if let text { json.string(text) } else { json.literal("null") }
    }

    /// `size` and `animation`.
    private static func writeSize(_ rendering: Rendering, to json: inout JSONWriter) {
        json.member("size")
        json.literal("{")
        json.member("width", first: true)
        json.number(Double(rendering.size.width))
        json.member("height")
        json.number(Double(rendering.size.height))
        json.literal("}")
        json.member("animation")
        if let animation = rendering.animation {
            json.literal("{")
            json.member("name", first: true)
            json.string(animation.name)
            json.member("duration")
            json.number(animation.duration)
            json.literal("}")
        } else {
            json.literal("null")
        }
    }

    /// `preview`'s model of `rendering` (``PreviewDefinition/model(of:)``), written as
    /// ``writeState(_:to:)`` writes it, each value as it is looked up: no list of the entries is
    /// made for a reply.
    ///
    /// `readable` writes each number as a person reads it (``readable(_:)``), for the inspector's
    /// state panel; the API's JSON keeps the exact doubles.
    static func writeModel(
        of preview: PreviewDefinition, _ rendering: Rendering, to json: inout JSONWriter, readable: Bool = false
    ) {
        json.literal("{")
        var first = true
        for key in preview.stateKeys {
            guard let value = rendering.state(key) else { continue }
            json.key(key, first: first)
            writeValue(value, to: &json, readable: readable)
            first = false
        }
        json.literal("}")
    }

    /// `value` rounded to 12 significant digits, so that its shortest spelling is the one a person
    /// reads (`0.30000000000000004`, one step of 0.1 from 0.2, is `0.3`); non-finite values as they are.
    static func readable(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        return Double(String(format: "%.12g", value)) ?? value
    }

    static func writeState(_ state: [(name: String, value: StateValue)], to json: inout JSONWriter) {
        json.literal("{")
        for (index, entry) in state.enumerated() {
            json.key(entry.name, first: index == 0)
            writeValue(entry.value, to: &json)
        }
        json.literal("}")
    }

    private static func writeValue(_ value: StateValue, to json: inout JSONWriter, readable: Bool = false) {
        switch value {
        case .bool(let value): json.literal(value ? "true" : "false")
        case .int(let value): json.integer(value)
        case .double(let value): json.number(readable ? Self.readable(value) : value)
        case .string(let value), .other(let value): json.string(value)
        case .array(let values):
            json.array(values) { json, value in writeValue(value, to: &json, readable: readable) }
        case .null: json.literal("null")
        }
    }

    static func writeRect(_ rect: CGRect, to json: inout JSONWriter) {
        json.literal("{")
        json.member("x", first: true)
        json.number(Double(rect.minX))
        json.member("y")
        json.number(Double(rect.minY))
        json.member("width")
        json.number(Double(rect.width))
        json.member("height")
        json.number(Double(rect.height))
        json.literal("}")
    }
}
