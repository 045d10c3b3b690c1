import Foundation
import Stylish
import Testing

@testable import Gallery

/// The `range-slider` preview over HTTP: a "Price" range over 0...100 from 20...80, on a track
/// 328 points long with 24-point thumbs (304 points of travel: 3.04 points a unit).
@Suite("RangeSlider over HTTP")
struct RangeSliderEndToEndTests {
    private let preview = "range-slider"

    /// The lower and upper thumbs' ids, from a GET.
    private func thumbs(_ client: GalleryClient) async throws -> (lower: String, upper: String) {
        let reply = try await client.get("/api/v1/previews/\(preview)")
        let drags = reply.targets("drag").map(\.id)
        try #require(drags.count == 2)
        #expect(reply.targets("key").map(\.id) == drags)
        return (try #require(drags.first { $0.hasSuffix("$lower") }), try #require(drags.first { $0.hasSuffix("$upper") }))
    }

    @Test("A fresh session shows 20...80, two thumbs named for their ends, each bounded by the other")
    func initialState() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let reply = try await client.get("/api/v1/previews/\(preview)")
            #expect(reply.status == 200)
            #expect(reply.hasRange([20, 80]))
            #expect(reply.state.keys.sorted() == ["range"], "only the public model")
            #expect(reply.html.contains("Price: 20 – 80"))
            #expect(reply.attribute("role", ofElementLabelled: "Price, minimum") == "slider")
            #expect(reply.attribute("aria-valuemax", ofElementLabelled: "Price, minimum") == "80")
            #expect(reply.attribute("aria-valuemin", ofElementLabelled: "Price, maximum") == "20")
            #expect(reply.attribute("aria-orientation", ofElementLabelled: "Price, maximum") == "horizontal")
            let drags = reply.targets("drag")
            #expect(drags.count == 2)
            #expect(drags.allSatisfy { $0.frame["width"] == 24 && $0.frame["height"] == 24 })
            #expect((drags.first?.frame["x"] ?? 0) < (drags.last?.frame["x"] ?? 0))
            let list = try await client.get("/api/v1/previews")
            let entries = try #require(try JSONSerialization.jsonObject(with: list.body) as? [[String: Any]])
            let entry = try #require(entries.first { $0["id"] as? String == preview })
            #expect(entry["stateKeys"] as? [String] == ["range"])
            #expect(entry["sectionTag"] as? String == "002")
        }
    }

    @Test("Dragging each thumb moves its end; state, text and ARIA values follow at every step")
    func dragEachThumb() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (lower, upper) = try await thumbs(client)
            let replies = try await client.dragThumb(preview, target: lower, by: [(15.2, 0), (30.4, 3)])
            #expect(replies.map(\.status) == [200, 200, 200, 200])
            #expect(replies[0].hasRange([20, 80]), "a grab moves nothing")
            #expect(replies[1].hasRange([25, 80]))
            #expect(replies[1].html.contains("Price: 25 – 80"))
            #expect(replies[1].attribute("aria-valuenow", ofElementLabelled: "Price, minimum") == "25")
            #expect(replies[2].hasRange([35, 80]), "the pointer moved 30.4 points from where it holds the thumb")
            #expect(replies[2].attribute("aria-valuemin", ofElementLabelled: "Price, maximum") == "35")
            #expect(replies[3].hasRange([35, 80]))
            let up = try await client.dragThumb(preview, target: upper, by: [(-30.4, 0)])
            #expect(up.last?.hasRange([35, 70]) == true)
            #expect(up.last?.html.contains("Price: 35 – 70") == true)
            #expect(up.last?.attribute("aria-valuemax", ofElementLabelled: "Price, minimum") == "70")
        }
    }

    @Test("Drags beyond both ends stop at the bounds")
    func dragsBeyondTheEnds() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (lower, upper) = try await thumbs(client)
            let left = try await client.dragThumb(preview, target: lower, by: [(-500, 0), (-2000, 40)])
            #expect(left[1].hasRange([0, 80]))
            #expect(left[2].hasRange([0, 80]))
            #expect(left[3].html.contains("Price: 0 – 80"))
            let right = try await client.dragThumb(preview, target: upper, by: [(1000, -40)])
            #expect(right.last?.hasRange([0, 100]) == true)
            #expect(right.last?.attribute("aria-valuenow", ofElementLabelled: "Price, maximum") == "100")
        }
    }

    @Test("Thumbs pushed into each other by drag stop at the other thumb, both ways")
    func dragsNeverCross() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (lower, upper) = try await thumbs(client)
            let pushed = try await client.dragThumb(preview, target: lower, by: [(100, 0), (400, 0)])
            #expect(pushed[2].hasRange([80, 80]))
            #expect(pushed[3].hasRange([80, 80]))
            let frames = pushed[3].targets("drag").map(\.frame)
            #expect(frames.first == frames.last, "the thumbs sit on one another")
            let back = try await client.dragThumb(preview, target: lower, by: [(-121.6, 0)])
            #expect(back.last?.hasRange([40, 80]) == true)
            let down = try await client.dragThumb(preview, target: upper, by: [(-1000, 0)])
            #expect(down.last?.hasRange([40, 40]) == true)
            #expect(down.last?.html.contains("Price: 40 – 40") == true)
        }
    }

    @Test("Both thumbs at the top: the lower one is on top in the markup, and a drag pulls it back down")
    func bothAtTheTop() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (lower, upper) = try await thumbs(client)
            _ = try await client.key(preview, target: upper, "end")
            let top = try await client.key(preview, target: lower, "end")
            #expect(top.hasRange([100, 100]))
            #expect(top.targets("drag").map(\.id) == [upper, lower], "the lower thumb is drawn last")
            let lowerAt = try #require(top.html.range(of: "data-k=\"\(lower)\""))
            let upperAt = try #require(top.html.range(of: "data-k=\"\(upper)\""))
            #expect(upperAt.lowerBound < lowerAt.lowerBound)
            let pulled = try await client.dragThumb(preview, target: lower, by: [(-60.8, 0)])
            #expect(pulled.last?.hasRange([80, 100]) == true)
            #expect(pulled.last?.targets("drag").map(\.id) == [lower, upper])
        }
    }

    @Test("Keys move one thumb, stopped at the other thumb and the bounds, both ways")
    func keysNeverCross() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (lower, upper) = try await thumbs(client)
            var reply = try await client.key(preview, target: lower, "increment")
            #expect(reply.hasRange([30, 80]), "a tenth of the bounds 0...100, though the thumb can reach only 0...80")
            reply = try await client.key(preview, target: lower, "end")
            #expect(reply.hasRange([80, 80]))
            #expect(reply.attribute("aria-valuenow", ofElementLabelled: "Price, minimum") == "80")
            reply = try await client.key(preview, target: lower, "pageIncrement")
            #expect(reply.hasRange([80, 80]))
            reply = try await client.key(preview, target: upper, "home")
            #expect(reply.hasRange([80, 80]))
            reply = try await client.key(preview, target: upper, "decrement")
            #expect(reply.hasRange([80, 80]))
            reply = try await client.key(preview, target: upper, "end")
            #expect(reply.hasRange([80, 100]))
            reply = try await client.key(preview, target: upper, "decrement")
            #expect(reply.hasRange([80, 90]))
            reply = try await client.key(preview, target: lower, "home")
            #expect(reply.hasRange([0, 90]))
            reply = try await client.key(preview, target: lower, "decrement")
            #expect(reply.hasRange([0, 90]))
            reply = try await client.key(preview, target: upper, "pageDecrement")
            #expect(reply.hasRange([0, 0]))
            #expect(reply.html.contains("Price: 0 – 0"))
            #expect(reply.seq == 10)
        }
    }

    @Test("A drag cancelled midway keeps where the thumb got to; the next drag starts afresh")
    func cancelMidDrag() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (lower, _) = try await thumbs(client)
            let cancelled = try await client.dragThumb(preview, target: lower, by: [(30.4, 0)], finish: "cancelled")
            #expect(cancelled.map(\.status) == [200, 200, 200])
            #expect(cancelled.last?.hasRange([30, 80]) == true)
            let after = try await client.dragThumb(preview, target: lower, by: [(-15.2, 0)])
            #expect(after.last?.hasRange([25, 80]) == true)
        }
    }

    @Test("Another session's slider is untouched")
    func sessionsAreApart() async throws {
        try await withGallery { port in
            let first = GalleryClient(port: port)
            let second = GalleryClient(port: port)
            let (lower, _) = try await thumbs(first)
            _ = try await second.get("/api/v1/previews/\(preview)")
            _ = try await first.key(preview, target: lower, "home")
            #expect(try await second.get("/api/v1/previews/\(preview)").hasRange([20, 80]))
            #expect(try await first.get("/api/v1/previews/\(preview)").hasRange([0, 80]))
        }
    }

    @Test("Disabled above the slider: aria-disabled, no targets, events are errors that change nothing")
    func disabled() async throws {
        let disabled = PreviewDefinition(id: "disabled-range", title: "Disabled", section: .seed("002"), stateKeys: ["range"]) {
            RangeSliderPreview().disabled(true)
        }
        let enabled = try #require(Catalogue.standard.preview(preview))
        try await withGallery(catalogue: Catalogue([disabled, enabled])) { port in
            let client = GalleryClient(port: port)
            let (lower, _) = try await thumbs(client)
            let reply = try await client.get("/api/v1/previews/disabled-range")
            #expect(reply.targets("drag").isEmpty && reply.targets("key").isEmpty)
            #expect(reply.attribute("aria-disabled", ofElementLabelled: "Price, minimum") == "true")
            #expect(reply.attribute("aria-disabled", ofElementLabelled: "Price, maximum") == "true")
            #expect(reply.html.contains("opacity:0.6"))
            let key = try await client.key("disabled-range", target: lower, "increment")
            #expect(key.status == 404)
            let drag = try await client.drag("disabled-range", target: lower, phase: "began", x: 12, y: 12, seq: nil)
            #expect(drag.status == 404)
            let after = try await client.get("/api/v1/previews/disabled-range")
            #expect(after.hasRange([20, 80]))
            #expect(after.seq == 0)
        }
    }
}
