import Foundation
import Testing

@testable import Gallery

/// What the range slider and button tests need of a client: events of every kind and reading the
/// reply's targets and range.
extension GalleryClient {
    /// Posts `event` (a JSON object's members, without braces) to `preview`, without a `seq`.
    func event(_ preview: String, _ event: String) async throws -> Reply {
        try await post("/api/v1/previews/\(preview)/events", "{\(event)}")
    }

    func key(_ preview: String, target: String, _ key: String) async throws -> Reply {
        try await event(preview, #""target": "\#(target)", "type": "key", "key": "\#(key)""#)
    }

    func tap(_ preview: String, target: String) async throws -> Reply {
        try await event(preview, #""target": "\#(target)", "type": "tap""#)
    }

    func press(_ preview: String, target: String, phase: String) async throws -> Reply {
        try await event(preview, #""target": "\#(target)", "type": "press", "phase": "\#(phase)""#)
    }

    /// Drags `target` from the centre of a `size`-sized thumb by each of `moves` in turn, then
    /// releases it where the pointer is (or cancels, or neither). Locations are in the thumb's
    /// coordinates as it was when the drag began (docs/API.md), so the moves add up.
    func dragThumb(
        _ preview: String, target: String, size: Double = 24, by moves: [(x: Double, y: Double)],
        finish: String? = "ended"
    ) async throws -> [Reply] {
        var (x, y) = (size / 2, size / 2)
        var replies = [try await drag(preview, target: target, phase: "began", x: x, y: y, seq: nil)]
        for move in moves {
            x += move.x
            y += move.y
            replies.append(try await drag(preview, target: target, phase: "changed", x: x, y: y, seq: nil))
        }
        if let finish {
            replies.append(try await drag(preview, target: target, phase: finish, x: x, y: y, seq: nil))
        }
        return replies
    }
}

extension Reply {
    /// The targets offering `gesture`, in document order.
    func targets(_ gesture: String) -> [(id: String, frame: [String: Double])] {
        let all = json["targets"] as? [[String: Any]] ?? []
        return all.filter { $0["gesture"] as? String == gesture }.compactMap { target in
            guard let id = target["id"] as? String, let frame = target["frame"] as? [String: Any] else { return nil }
            return (id, frame.compactMapValues { ($0 as? NSNumber)?.doubleValue })
        }
    }

    /// The `range` state key as `[lower, upper]`.
    var range: [Double] {
        (state["range"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
    }

    /// Whether the range is `expected`, to a millionth.
    func hasRange(_ expected: [Double]) -> Bool {
        range.count == expected.count && zip(range, expected).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    /// The attribute `name` of the element whose `aria-label` is `label`.
    func attribute(_ name: String, ofElementLabelled label: String) -> String? {
        guard let labelRange = html.range(of: "aria-label=\"\(label)\"") else { return nil }
        let start = html[..<labelRange.lowerBound].range(of: "<div", options: .backwards)?.lowerBound ?? html.startIndex
        let end = html[labelRange.upperBound...].firstIndex(of: ">") ?? html.endIndex
        let element = html[start..<end]
        guard let found = element.range(of: " \(name)=\"") else { return nil }
        return String(element[found.upperBound...].prefix { $0 != "\"" })
    }
}
