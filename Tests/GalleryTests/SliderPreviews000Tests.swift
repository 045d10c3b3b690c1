import Foundation
import Stylish
import Testing

@testable import Gallery

/// Seed 000's slider previews over HTTP, each row of issue 5 with its own edge cases (the shared
/// behaviour is in `SliderPreviewsSharedTests`).
/// Serialized: each case starts a server of its own, and run all at once on a 2-core machine they
/// starve the timing-sensitive tests elsewhere (the session expiry's 0.2 s timeout).
@Suite("Seed 000 slider previews over HTTP", .serialized)
struct SliderPreviews000Tests {
    // MARK: composed-checkout-slider

    @Test("Composed: a system slider named 'Swipe to buy' over a Text of its value, which follows every change")
    func composed() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("composed-checkout-slider", port: port)
            #expect(session.last.html.contains("aria-label=\"Swipe to buy\""))
            #expect(session.last.html.contains(">0.0</div>"))
            let width = session.width
            try await session.drag("began", x: 14)
            var reply = try await session.drag("changed", x: 14 + (width - 28) / 4)
            #expect(reply.number("value") == 0.25)
            #expect(reply.html.contains(">0.25</div>"))
            reply = try await session.drag("changed", x: -300)
            #expect(reply.number("value") == 0)
            reply = try await session.drag("changed", x: width + 300)
            #expect(reply.html.contains(">1.0</div>"))
            reply = try await session.drag("ended", x: width - 15)
            let short = try #require(reply.number("value"))
            #expect(short > 0.99 && short < 1, "released one point short of the end it stays there: composition has no snap-back")
            #expect(reply.html.contains(">\(short)</div>"))
            reply = try await session.key(.end)
            #expect(reply.html.contains(">1.0</div>"))
            reply = try await session.key(.decrement)
            #expect(reply.html.contains(">0.9</div>"))
            #expect(reply.state.count == 1)
        }
    }

    // MARK: stepper-slider

    /// The live button on the minus (left) or plus (right) side of the slider, if it is live.
    private func button(_ plus: Bool, _ reply: Reply) -> String? {
        let middle = reply.slider?.frame.midX ?? 0
        return reply.targets.first { $0.gesture == "tap" && ($0.frame.midX > middle) == plus }?.id
    }

    @Test("Stepper: ten taps of plus reach 100, where plus is disabled; more taps there are refused and change nothing")
    func stepperTapsToTheTop() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("stepper-slider", port: port)
            #expect(button(false, session.last) == nil, "minus is disabled at 0")
            #expect(
                session.last.html.contains("aria-label=\"minus.circle\"")
                    && session.last.html.contains("aria-label=\"plus.circle\""))
            #expect(session.last.html.components(separatedBy: "aria-disabled=\"true\"").count == 2)
            let plus = try #require(button(true, session.last))
            for expected in stride(from: 10.0, through: 100, by: 10) {
                let reply = try await session.tap(plus)
                #expect(reply.number("value") == expected)
                #expect(reply.valuesNow == [String(Int(expected))])
            }
            #expect(button(true, session.last) == nil, "plus is disabled at 100")
            #expect(button(false, session.last) != nil, "minus is live again")
            let seq = session.last.seq
            for _ in 0..<3 {
                let refused = try await session.tap(plus)
                #expect(refused.status == 404)
            }
            let now = try await session.refresh()
            #expect(now.seq == seq)
            #expect(now.number("value") == 100)
        }
    }

    @Test("Stepper: taps of minus go down a step each to 0, where minus is disabled and further taps are refused")
    func stepperTapsToTheBottom() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("stepper-slider", port: port)
            try await session.key(.end)
            let minus = try #require(button(false, session.last))
            var values: [Double] = []
            for _ in 0..<10 { values.append(try await session.tap(minus).number("value") ?? -1) }
            #expect(values == [90, 80, 70, 60, 50, 40, 30, 20, 10, 0])
            #expect(button(false, session.last) == nil)
            #expect(try await session.tap(minus).status == 404)
            #expect(try await session.refresh().number("value") == 0)
        }
    }

    @Test("Stepper: a drag lands on the nearest step, and the buttons step from there")
    func stepperDragThenTap() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("stepper-slider", port: port)
            let usable = session.width - 28
            try await session.drag("began", x: 14)
            let held = try await session.drag("changed", x: 14 + usable * 0.43)
            #expect(held.number("value") == 40)
            try await session.drag("ended", x: 14 + usable * 0.47)
            #expect(session.last.number("value") == 50)
            let plus = try #require(button(true, session.last))
            #expect(try await session.tap(plus).number("value") == 60)
            let minus = try #require(button(false, session.last))
            #expect(try await session.tap(minus).number("value") == 50)
        }
    }

    @Test("Stepper: a narrower stage narrows the track; the ends are still the bounds")
    func stepperGeometry() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("stepper-slider", port: port)
            let wide = session.width
            let reply = try await session.geometry(width: 260)
            #expect(session.width == wide - 100)
            #expect(reply.html.contains("data-offered-width=\"260\""))
            try await session.drag("began", x: 14)
            #expect(try await session.drag("changed", x: session.width - 14).number("value") == 100)
            #expect(try await session.drag("ended", x: session.width / 2).number("value") == 50)
        }
    }

    // MARK: better-slider

    /// The x of BetterSlider's thumb centre in its target's coordinates, from the markup.
    private func thumbCenter(_ reply: Reply) -> Double? {
        guard let slider = reply.slider else { return nil }
        return reply.px("left", of: slider.id + "'").map { $0 + 16 }
    }

    @Test("BetterSlider: accent track to the white thumb, the rest in the inactive colour; editing shows while dragging")
    func betterSliderDrag() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("better-slider", port: port)
            let width = session.width
            #expect(session.last.state["isEditing"] as? Bool == false)
            #expect(thumbCenter(session.last) == width / 2)
            #expect(session.last.html.contains("fill:var(--sg-accent)"))
            #expect(session.last.html.contains("fill:rgb(153 153 153 / 0.4)"))
            #expect(session.last.html.contains("fill:var(--sg-white)"))
            #expect(session.last.html.contains("filter:drop-shadow(0px 8px 4px rgb(179 179 179 / 0.4))"))
            #expect(session.last.html.contains("width:32px;height:32px"))

            try await session.drag("began", x: width / 2)
            #expect(session.last.state["isEditing"] as? Bool == false, "within the drag's minimum distance")
            var reply = try await session.drag("changed", x: 16 + (width - 32) / 4)
            #expect(reply.state["isEditing"] as? Bool == true)
            #expect(reply.number("value") == 0.25)
            #expect(thumbCenter(reply) == 16 + (width - 32) / 4)
            reply = try await session.drag("changed", x: -80)
            #expect(reply.number("value") == 0)
            #expect(thumbCenter(reply) == 16, "the thumb stays on the track")
            reply = try await session.drag("changed", x: width + 80)
            #expect(reply.number("value") == 1)
            #expect(thumbCenter(reply) == width - 16)
            reply = try await session.drag("ended", x: width + 80)
            #expect(reply.state["isEditing"] as? Bool == false)
            #expect(reply.number("value") == 1)
        }
    }

    @Test("BetterSlider: while not editing the thumb follows the buttons' changes; during a drag it stays with the pointer")
    func betterSliderFollowsOutsideChanges() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("better-slider", port: port)
            let width = session.width
            let buttons = session.last.targets.filter { $0.gesture == "tap" }.map(\.id)
            try #require(buttons.count == 3)
            var reply = try await session.tap(buttons[2])
            #expect(reply.number("value") == 1)
            #expect(thumbCenter(reply) == width - 16)
            reply = try await session.tap(buttons[0])
            #expect(thumbCenter(reply) == 16)
            reply = try await session.tap(buttons[1])
            #expect(thumbCenter(reply) == width / 2)
            #expect(reply.state["isEditing"] as? Bool == false)

            try await session.drag("began", x: width / 2)
            try await session.drag("changed", x: 16 + (width - 32) * 0.75)
            reply = try await session.tap(buttons[0])
            #expect(reply.number("value") == 0)
            #expect(thumbCenter(reply) == 16 + (width - 32) * 0.75, "editing: the thumb stays under the pointer")
            reply = try await session.drag("ended", x: 16 + (width - 32) * 0.75)
            #expect(reply.number("value") == 0, "released where it last moved: the change made during the drag stands")
            #expect(thumbCenter(reply) == 16, "and the thumb goes to it")
            reply = try await session.tap(buttons[2])
            #expect(thumbCenter(reply) == width - 16, "and it follows again")
        }
    }

    @Test("BetterSlider: a drag cancelled mid-way ends editing and leaves the thumb where it was")
    func betterSliderCancel() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("better-slider", port: port)
            let width = session.width
            try await session.drag("began", x: width / 2)
            try await session.drag("changed", x: 16 + (width - 32) * 0.8)
            let reply = try await session.cancel()
            #expect(reply.state["isEditing"] as? Bool == false)
            #expect(abs((reply.number("value") ?? 0) - 0.8) < 1e-9)
            #expect(thumbCenter(reply) == 16 + (width - 32) * 0.8)
        }
    }

    @Test("BetterSlider: a new stage width puts the thumb at the same value on the new track")
    func betterSliderGeometry() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("better-slider", port: port)
            let reply = try await session.geometry(width: 200)
            #expect(session.width == 168)
            #expect(thumbCenter(reply) == 84)
            #expect(try await session.key(.end).number("value") == 1)
            #expect(thumbCenter(session.last) == 152)
        }
    }

    // MARK: better-checkout-slider

    private func thumbLeft(_ reply: Reply) -> Double? {
        reply.slider.flatMap { reply.px("left", of: $0.id + "'") }
    }

    @Test("Better checkout: a full swipe buys and thanks; the retried release is answered from the stored reply")
    func betterCheckoutSwipe() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("better-checkout-slider", port: port)
            let width = session.width
            #expect(session.last.html.contains(">Swipe to buy</div>"))
            #expect(session.last.html.contains("fill:var(--sg-yellow)"))
            try await session.drag("began", x: 16)
            for x in stride(from: 60.0, to: width, by: 60) {
                let reply = try await session.drag("changed", x: x)
                #expect(reply.state["didCheckout"] as? Bool == false)
            }
            let slider = session.slider
            let bought = try await session.drag("ended", x: width - 16)
            #expect(bought.state["didCheckout"] as? Bool == true)
            #expect(bought.html.contains("Thank you for purchasing!"))
            #expect(bought.state["value"] == nil)
            let retry = try await session.client.post(
                "/api/v1/previews/better-checkout-slider/events",
                #"{"seq": \#(bought.seq), "target": "\#(slider)", "type": "drag", "phase": "ended", "location": {"x": \#(width - 16), "y": 2}}"#
            )
            #expect(retry.body == bought.body)
        }
    }

    @Test("Better checkout: a swipe released one point short of the end snaps back to the start, animated, and buys nothing")
    func betterCheckoutOnePointShort() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("better-checkout-slider", port: port)
            let width = session.width
            try await session.drag("began", x: 16)
            let held = try await session.drag("changed", x: width - 17)
            #expect((held.number("value") ?? 1) < 1)
            #expect(thumbLeft(held) == width - 33)
            let released = try await session.drag("ended", x: width - 17)
            #expect(released.number("value") == 0)
            #expect(released.state["didCheckout"] as? Bool == false)
            #expect(released.animationName == "snappy")
            #expect(thumbLeft(released) == 0)
            #expect(released.html.contains("transition:left"))
            #expect(!released.html.contains("Thank you"))
        }
    }

    @Test("Better checkout: a cancel mid-swipe snaps back; arrows snap back; End buys")
    func betterCheckoutCancelAndKeys() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("better-checkout-slider", port: port)
            try await session.drag("began", x: 16)
            try await session.drag("changed", x: session.width * 0.7)
            let cancelled = try await session.cancel()
            #expect(cancelled.number("value") == 0)
            #expect(thumbLeft(cancelled) == 0)
            #expect(cancelled.state["didCheckout"] as? Bool == false)
            for key in [AdjustmentKey.increment, .pageDecrement] {
                #expect(try await session.key(key).number("value") == 0)
            }
            #expect(try await session.key(.end).state["didCheckout"] as? Bool == true)
        }
    }
}
