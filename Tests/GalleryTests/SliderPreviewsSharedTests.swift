import Foundation
import Stylish
import Testing

@testable import Gallery

/// The behaviour every slider preview of seeds 000 and 001 shares (issue 5), each checked over
/// HTTP with the events a browser posts, for all eight previews.
/// Serialized: each case starts a server of its own, and run all at once on a 2-core machine they
/// starve the timing-sensitive tests elsewhere (the session expiry's 0.2 s timeout).
@Suite("Slider previews: the behaviour they share, over HTTP", .serialized)
struct SliderPreviewsSharedTests {
    /// Checks that `reply` is a 200 whose model and whose slider's `aria-valuenow` show `expected`.
    private func expectShows(
        _ expected: SliderPreview.Outcome, _ reply: Reply, _ preview: SliderPreview, _ step: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(reply.status == 200, "\(step): HTTP \(reply.status)", sourceLocation: sourceLocation)
        #expect(
            preview.shows(expected, reply), "\(step): expected \(expected), state \(reply.state)", sourceLocation: sourceLocation)
        if case .value(let value) = expected {
            let now = reply.valuesNow.compactMap(Double.init)
            #expect(now.count == 1, "\(step): one slider in the markup", sourceLocation: sourceLocation)
            #expect(
                abs((now.first ?? .nan) - value) <= 0.0005, "\(step): aria-valuenow \(now) for \(value)",
                sourceLocation: sourceLocation)
        }
    }

    @Test(
        "At rest: the start value in the model and the markup; drag and keys on one focusable ARIA slider",
        arguments: SliderPreview.all)
    func rest(_ preview: SliderPreview) async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open(preview.id, port: port)
            expectShows(.value(preview.start), session.last, preview, "rest")
            let slider = try #require(session.last.slider)
            #expect(session.last.targets.filter { $0.id == slider.id }.map(\.gesture) == ["drag", "key"])
            #expect(session.last.html.contains("data-target=\"\(slider.id)\" data-gestures=\"drag key\""))
            #expect(session.last.html.contains("role=\"slider\""))
            #expect(session.last.html.contains("tabindex=\"0\""))
            #expect(session.last.html.contains("aria-valuemax=\"\(CSSNumber(preview.bounds.upperBound))\""))
        }
    }

    @Test("A drag past both ends clamps to the bounds while held; let go, the style decides", arguments: SliderPreview.all)
    func dragPastTheEnds(_ preview: SliderPreview) async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open(preview.id, port: port)
            let (lower, upper) = (preview.bounds.lowerBound, preview.bounds.upperBound)
            try await session.drag("began", x: preview.thumbX(at: preview.start, width: session.width))
            expectShows(.value(preview.start), session.last, preview, "began on the thumb")
            expectShows(.value(lower), try await session.drag("changed", x: -1000), preview, "before the start")
            expectShows(.value(upper), try await session.drag("changed", x: session.width + 1000), preview, "past the end")
            expectShows(.value(lower), try await session.drag("changed", x: -1000), preview, "before the start again")
            expectShows(preview.settled(lower), try await session.drag("ended", x: -1000), preview, "let go before the start")
            #expect(session.last.json["animation"] is NSNull || preview.release != .stays, "no release animation")

            try await session.drag(
                "began",
                x: preview.thumbX(at: preview.constrained(session.last.number(preview.valueKey) ?? 0), width: session.width))
            expectShows(.value(upper), try await session.drag("changed", x: session.width + 1000), preview, "past the end")
            expectShows(
                preview.settled(upper), try await session.drag("ended", x: session.width + 1000), preview, "let go past the end")
        }
    }

    @Test("While held the value follows the pointer, on the steps when there are steps", arguments: SliderPreview.all)
    func dragFollowsPointer(_ preview: SliderPreview) async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open(preview.id, port: port)
            let width = session.width
            let from = preview.thumbX(at: preview.bounds.lowerBound, width: width)
            let to = preview.thumbX(at: preview.bounds.upperBound, width: width)
            try await session.drag("began", x: preview.thumbX(at: preview.start, width: width))
            for fraction in [0.9, 0.33, 0.5, 0.07, 0.71] {
                let x = (from + fraction * (to - from)).rounded()
                let reply = try await session.drag("changed", x: x)
                let proposed =
                    preview.bounds.lowerBound + (x - from) / (to - from) * (preview.bounds.upperBound - preview.bounds.lowerBound)
                expectShows(.value(preview.constrained(proposed)), reply, preview, "held at x \(x)")
                if let step = preview.step, let value = reply.number(preview.valueKey) {
                    let steps = (value - preview.bounds.lowerBound) / step
                    #expect(steps == steps.rounded(), "\(value) is on lower + k·step")
                }
                #expect(reply.json["animation"] is NSNull, "nothing animates while the pointer is held")
            }
        }
    }

    @Test(
        "Editing ends once: the style's release never happens while held, happens at the end, and a second end changes nothing",
        arguments: SliderPreview.all)
    func editingEndsOnce(_ preview: SliderPreview) async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open(preview.id, port: port)
            let width = session.width
            let isEditing = { (reply: Reply) in reply.state["isEditing"] as? Bool }
            try await session.drag("began", x: preview.thumbX(at: preview.start, width: width))
            var held = preview.start
            for fraction in [0.2, 0.4, 0.6] {
                let value = preview.value(atFraction: fraction)
                let reply = try await session.drag("changed", x: preview.thumbX(at: value, width: width))
                held = preview.constrained(value)
                expectShows(.value(held), reply, preview, "held at \(fraction)")
                if preview.id == "better-slider" { #expect(isEditing(reply) == true) }
            }
            let ended = try await session.drag("ended", x: preview.thumbX(at: held, width: width))
            expectShows(preview.settled(held), ended, preview, "let go")
            if preview.id == "better-slider" { #expect(isEditing(ended) == false) }
            // A second end finds no drag in progress: refused with 409, and nothing changes.
            let again = try await session.drag("ended", x: preview.thumbX(at: preview.value(atFraction: 0.9), width: width))
            #expect(again.status == 409)
            let now = try await session.refresh()
            #expect(now.body == ended.body, "a second end changed the preview")
        }
    }

    @Test("A drag cancelled mid-way ends the edit, and the style restores what it says", arguments: SliderPreview.all)
    func cancelMidDrag(_ preview: SliderPreview) async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open(preview.id, port: port)
            let width = session.width
            try await session.drag("began", x: preview.thumbX(at: preview.start, width: width))
            let held = try await session.drag("changed", x: preview.thumbX(at: preview.value(atFraction: 0.5), width: width))
            let value = try #require(held.number(preview.valueKey))
            let cancelled = try await session.cancel()
            expectShows(preview.settled(value), cancelled, preview, "cancelled")
            if preview.id == "better-slider" { #expect(cancelled.state["isEditing"] as? Bool == false) }
            if preview.release != .stays { #expect(cancelled.animationName != nil, "the snap-back is animated") }
            // The next drag starts afresh.
            try await session.drag("began", x: preview.thumbX(at: preview.bounds.lowerBound, width: width))
            expectShows(.value(preview.bounds.upperBound), try await session.drag("changed", x: width + 50), preview, "new drag")
        }
    }

    @Test(
        "Keys move as the arrow keys do: a step or a tenth, ten per page, Home and End; each press one edit",
        arguments: SliderPreview.all)
    func keys(_ preview: SliderPreview) async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open(preview.id, port: port)
            var current = preview.start
            let keys: [AdjustmentKey] = [
                .increment, .increment, .decrement, .home, .decrement, .pageIncrement, .pageDecrement, .increment, .end,
                .increment, .home,
            ]
            for key in keys {
                let outcome = preview.settled(preview.value(after: key, from: current))
                let reply = try await session.key(key)
                expectShows(outcome, reply, preview, "key \(key.rawValue) from \(current)")
                guard case .value(let value) = outcome else { break }
                current = value
            }
        }
    }

    @Test(
        "Disabled from above: marked and dimmed, no targets; events for its old targets are refused and change nothing",
        arguments: SliderPreview.all)
    func disabled(_ preview: SliderPreview) async throws {
        try await withGallery(catalogue: .switchable) { port in
            let session = try await PreviewSession.open(preview.id, port: port)
            let toggle = try #require(session.last.targets.first { $0.gesture == "tap" })
            let enabledTargets = session.last.targets.filter { $0.id != toggle.id }
            let slider = try #require(session.last.slider)
            expectShows(.value(preview.start), session.last, preview, "rest")

            let disabled = try await session.tap(toggle.id)
            #expect(disabled.state["isDisabled"] as? Bool == true)
            #expect(disabled.targets.map(\.id).allSatisfy { $0 == toggle.id }, "only the switch is live")
            #expect(disabled.html.components(separatedBy: "data-target=").count == 2)
            let sliders = disabled.html.components(separatedBy: "role=\"slider\"").dropFirst()
            #expect(sliders.count == 1)
            #expect(sliders.allSatisfy { $0.prefix { $0 != ">" }.contains("aria-disabled=\"true\"") })
            #expect(disabled.html.contains("sg-disabled"))
            if preview.thumb != .system { #expect(disabled.html.contains("opacity:0.5"), "a drawn slider dims itself") }

            let seq = disabled.seq
            for target in enabledTargets {
                let event =
                    switch target.gesture {
                    case "drag": #""target": "\#(target.id)", "type": "drag", "phase": "began", "location": {"x": 1, "y": 1}"#
                    case "key": #""target": "\#(target.id)", "type": "key", "key": "end""#
                    case "press": #""target": "\#(target.id)", "type": "press", "phase": "began""#
                    default: #""target": "\#(target.id)", "type": "tap""#
                    }
                let refused = try await session.send(event)
                #expect(refused.status == 404, "\(target.gesture) on \(target.id)")
            }
            let after = try await session.refresh()
            #expect(after.seq == seq)
            #expect(after.html == disabled.html)

            let enabled = try await session.tap(toggle.id)
            #expect(enabled.targets.contains { $0.id == slider.id && $0.gesture == "drag" }, "the same ids come back")
            expectShows(.value(preview.start), enabled, preview, "enabled again")
        }
    }

    @Test("The switchable catalogue's previews are the real ones: same state and targets at rest", arguments: SliderPreview.all)
    func switchableMatchesStandard(_ preview: SliderPreview) throws {
        let real = try #require(Catalogue.standard.preview(preview.id)).makeHost().render()
        let wrapped = try #require(Catalogue.switchable.preview(preview.id)).makeHost().render()
        #expect(real.state("value") == wrapped.state("value"))
        #expect(real.state("percentage") == wrapped.state("percentage"))
        #expect(real.targets.map(\.gesture) == wrapped.targets.dropFirst(2).map(\.gesture))
    }
}

/// A number as the markup writes it (`100`, `0.5`).
private func CSSNumber(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}
