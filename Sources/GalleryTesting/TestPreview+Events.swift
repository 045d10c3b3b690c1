import Foundation
import Stylish

/// The events of the API's `POST /api/v1/previews/{id}/events`, each numbered after the last
/// reply's `seq`; the reply becomes the preview's snapshot. A refused event throws
/// ``GalleryTestError/rejected(request:status:message:)`` with the server's status and message,
/// and changes nothing.
extension TestPreview {
    /// Drags `target` from `start` to `end` (in the target's own coordinates, as the API takes
    /// them): `began` at `start`, `changed` at `steps` points evenly on the way (the last at
    /// `end`), then `ended` at `end`.
    public func drag(_ target: TestTarget, from start: CGPoint, to end: CGPoint, steps: Int = 4) async throws {
        try await send(target, "drag", ["phase": .string("began"), "location": Self.location(start)])
        for step in 1...max(1, steps) {
            let fraction = Double(step) / Double(max(1, steps))
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            try await send(target, "drag", ["phase": .string("changed"), "location": Self.location(point)])
        }
        try await send(target, "drag", ["phase": .string("ended"), "location": Self.location(end)])
    }

    /// Taps `target` (a click, or Enter or Space): `count` is which tap of a quick series it is.
    public func tap(_ target: TestTarget, count: Int = 1) async throws {
        try await send(target, "tap", count == 1 ? [:] : ["count": .integer(count)])
    }

    /// Presses `key` on `target` (what the arrow keys, Page Up/Down, Home and End send).
    public func press(_ key: AdjustmentKey, on target: TestTarget) async throws {
        try await send(target, "key", ["key": .string(key.rawValue)])
    }

    /// Sets `target`'s text, as typing in a text field does (the field's whole text).
    public func type(_ text: String, into target: TestTarget) async throws {
        try await send(target, "input", ["value": .string(text)])
    }

    /// Presses Return in the text field `target`: its `onSubmit` actions run.
    public func submit(_ target: TestTarget) async throws {
        try await send(target, "submit", [:])
    }

    /// Sets the environment values `environment` sets at the preview's root; the others stay.
    public func setEnvironment(_ environment: TestEnvironment) async throws {
        try await post(["type": .string("environment")].merging(environment.eventFields) { first, _ in first })
    }

    /// Forgets the preview's state: the fresh snapshot becomes the preview's.
    public func reset() async throws {
        try await update(TestRequest(method: "POST", path: path + "/reset", body: []))
    }

    /// Fetches the snapshot again (`GET`), as a page reload would.
    public func refresh() async throws {
        try await update(TestRequest(method: "GET", path: path))
    }

    private func send(_ target: TestTarget, _ type: String, _ fields: [String: EventValue]) async throws {
        try await post(fields.merging(["target": .string(target.id), "type": .string(type)]) { first, _ in first })
    }

    private func post(_ fields: [String: EventValue]) async throws {
        let event = fields.merging(["seq": .integer(seq + 1)]) { first, _ in first }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = try encoder.encode(event)
        try await update(TestRequest(method: "POST", path: path + "/events", body: Array(body)))
    }

    private static func location(_ point: CGPoint) -> EventValue {
        .object(["x": .number(Double(point.x)), "y": .number(Double(point.y))])
    }
}
