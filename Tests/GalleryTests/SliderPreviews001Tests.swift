import Foundation
import Stylish
import Testing

@testable import Gallery

/// Seed 001's `FatSlider` previews over HTTP, with their own edge cases (the shared behaviour is in
/// `SliderPreviewsSharedTests`).
/// Serialized: each case starts a server of its own, and run all at once on a 2-core machine they
/// starve the timing-sensitive tests elsewhere (the session expiry's 0.2 s timeout).
@Suite("Seed 001 FatSlider previews over HTTP", .serialized)
struct SliderPreviews001Tests {
    /// The thumb capsule's left edge and width in the slider's coordinates, from the markup.
    private func thumb(_ reply: Reply) -> (left: Double, width: Double)? {
        guard let slider = reply.slider, let left = reply.px("left", of: slider.id + "'"),
            let width = reply.px("width", of: slider.id + "'")
        else { return nil }
        return (left, width)
    }

    private func percentage(_ reply: Reply) -> Double { reply.number("percentage") ?? .nan }

    @Test("FatSlider: a gray track 4 thick, a red thumb a third wide and 40 high with a black shadow, 44 points high")
    func drawing() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("fat-slider", port: port)
            let slider = try #require(session.last.slider)
            #expect(slider.frame.height == 44)
            let width = Double(slider.frame.width)
            #expect(percentage(session.last) == 0.25)
            let (left, thumbWidth) = try #require(thumb(session.last))
            #expect(abs(thumbWidth - width / 3) < 0.001)
            #expect(abs(left - width * 2 / 3 * 0.25) < 0.001)
            #expect(session.last.style(of: slider.id + "'")?.contains("top:2px") == true)
            #expect(session.last.style(of: slider.id + "'")?.contains("height:40px") == true)
            #expect(session.last.html.contains("top:20px;width:\(Int(width))px;height:4px"), "the track")
            #expect(session.last.html.contains("fill:var(--sg-gray)"))
            #expect(session.last.html.contains("fill:var(--sg-red)"))
            #expect(session.last.html.contains("filter:drop-shadow(2px 2px 2px var(--sg-black))"))
            #expect(session.last.html.contains("aria-label=\"Percentage\""))
        }
    }

    @Test(
        "FatSlider: the drag starts on touch, the thumb follows under the pointer, never leaves the track, and stays when let go")
    func dragAndRelease() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("fat-slider", port: port)
            let width = session.width
            var reply = try await session.drag("began", x: width / 2)
            #expect(percentage(reply) == 0.5, "minimumDistance 0: the touch itself moves the thumb")
            #expect(abs((thumb(reply)?.left ?? 0) - width / 3) < 0.001)
            reply = try await session.drag("changed", x: -500)
            #expect(percentage(reply) == 0)
            #expect(thumb(reply)?.left == 0)
            reply = try await session.drag("changed", x: width + 500)
            #expect(percentage(reply) == 1)
            #expect(abs((thumb(reply)?.left ?? 0) - width * 2 / 3) < 0.001)
            reply = try await session.drag("changed", x: width * 0.6)
            reply = try await session.drag("ended", x: width * 0.6)
            #expect(abs(percentage(reply) - 0.65) < 1e-6, "let go, it stays")
            #expect(reply.json["animation"] is NSNull)
            reply = try await session.drag("began", x: width * 0.6)
            reply = try await session.drag("changed", x: width * 0.3)
            reply = try await session.cancel()
            #expect(abs(percentage(reply) - 0.2) < 1e-6, "cancelled, it stays too")
        }
    }

    @Test("FatSlider: a new stage width resizes the thumb to a third of it, at the same percentage")
    func geometry() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("fat-slider", port: port)
            let reply = try await session.geometry(width: 332)
            #expect(session.width == 300)
            #expect(thumb(reply)?.width == 100)
            #expect(thumb(reply)?.left == 50)
            #expect(percentage(reply) == 0.25)
        }
    }

    @Test("Sticky: while held the thumb follows; let go mid-way it animates back to 0")
    func stickyReleasedMidWay() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("sticky-fat-slider", port: port)
            let width = session.width
            #expect(percentage(session.last) == 0)
            #expect(thumb(session.last)?.left == 0)
            try await session.drag("began", x: width / 6)
            let held = try await session.drag("changed", x: width / 2)
            #expect(percentage(held) == 0.5)
            #expect(held.json["animation"] is NSNull)
            let released = try await session.drag("ended", x: width / 2)
            #expect(percentage(released) == 0)
            #expect(released.animationName == "default")
            #expect(thumb(released)?.left == 0)
            #expect(released.html.contains("transition:left"))
            let next = try await session.refresh()
            #expect(percentage(next) == 0)
        }
    }

    @Test("Sticky: held past both ends it clamps; cancelled it returns to 0; a key press, one edit, ends at 0")
    func stickyEdges() async throws {
        try await withGallery { port in
            let session = try await PreviewSession.open("sticky-fat-slider", port: port)
            let width = session.width
            try await session.drag("began", x: width / 6)
            #expect(percentage(try await session.drag("changed", x: width + 900)) == 1)
            #expect(percentage(try await session.drag("changed", x: -900)) == 0)
            try await session.drag("changed", x: width * 0.7)
            let cancelled = try await session.cancel()
            #expect(percentage(cancelled) == 0)
            #expect(cancelled.animationName == "default")
            for key in AdjustmentKey.allCases {
                let reply = try await session.key(key)
                #expect(percentage(reply) == 0, "\(key)")
                #expect(reply.status == 200)
            }
        }
    }
}
