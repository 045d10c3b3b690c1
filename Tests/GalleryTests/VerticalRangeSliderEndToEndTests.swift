import Foundation
import Testing

@testable import Gallery

/// The `vertical-range-slider` preview over HTTP: the "Price" range standing up on a track 200
/// points tall with 24-point thumbs (176 points of travel: 1.76 points a unit), minimum at the bottom.
@Suite("Vertical RangeSlider over HTTP")
struct VerticalRangeSliderEndToEndTests {
    private let preview = "vertical-range-slider"

    private func thumbs(_ client: GalleryClient) async throws -> (lower: String, upper: String) {
        let drags = try await client.get("/api/v1/previews/\(preview)").targets("drag").map(\.id)
        try #require(drags.count == 2)
        return (try #require(drags.first { $0.hasSuffix("$lower") }), try #require(drags.first { $0.hasSuffix("$upper") }))
    }

    @Test("Both thumbs are vertical sliders, the minimum below the maximum")
    func orientation() async throws {
        try await withGallery { port in
            let reply = try await GalleryClient(port: port).get("/api/v1/previews/\(preview)")
            #expect(reply.hasRange([20, 80]))
            #expect(reply.attribute("aria-orientation", ofElementLabelled: "Price, minimum") == "vertical")
            #expect(reply.attribute("aria-orientation", ofElementLabelled: "Price, maximum") == "vertical")
            let frames = reply.targets("drag").map(\.frame)
            try #require(frames.count == 2)
            #expect(frames[0]["x"] == frames[1]["x"])
            let lowerY = try #require(frames[0]["y"])
            let upperY = try #require(frames[1]["y"])
            #expect(abs((lowerY - upperY) - 0.6 * 176) < 1e-6, "60 units apart, the lower end below")
            #expect(reply.html.contains("Price: 20 – 80"))
        }
    }

    @Test("Dragging up raises a thumb, down lowers it; sideways moves do nothing")
    func direction() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (lower, upper) = try await thumbs(client)
            let up = try await client.dragThumb(preview, target: upper, by: [(0, -17.6), (40, 0)])
            #expect(up[1].hasRange([20, 90]))
            #expect(up[1].html.contains("Price: 20 – 90"))
            #expect(up[2].hasRange([20, 90]), "sideways is not along the track")
            let down = try await client.dragThumb(preview, target: lower, by: [(0, 8.8)])
            #expect(down.last?.hasRange([15, 90]) == true)
            #expect(down.last?.attribute("aria-valuenow", ofElementLabelled: "Price, minimum") == "15")
        }
    }

    @Test("Vertical drags stop at the bounds and at the other thumb")
    func clamps() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (lower, upper) = try await thumbs(client)
            var replies = try await client.dragThumb(preview, target: lower, by: [(0, 1000)])
            #expect(replies.last?.hasRange([0, 80]) == true)
            replies = try await client.dragThumb(preview, target: upper, by: [(0, -1000)])
            #expect(replies.last?.hasRange([0, 100]) == true)
            replies = try await client.dragThumb(preview, target: upper, by: [(0, 1000)])
            #expect(replies.last?.hasRange([0, 0]) == true)
            replies = try await client.dragThumb(preview, target: lower, by: [(0, -1000)])
            #expect(replies.last?.hasRange([0, 0]) == true)
        }
    }

    @Test("Keys work the same as horizontally: increment is up")
    func keys() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let (lower, upper) = try await thumbs(client)
            var reply = try await client.key(preview, target: upper, "increment")
            #expect(reply.hasRange([20, 90]), "a tenth of the bounds 0...100")
            let frames = reply.targets("drag").map(\.frame)
            #expect(abs(((frames[0]["y"] ?? 0) - (frames[1]["y"] ?? 0)) - 0.7 * 176) < 1e-6)
            reply = try await client.key(preview, target: lower, "end")
            #expect(reply.hasRange([90, 90]))
            reply = try await client.key(preview, target: upper, "home")
            #expect(reply.hasRange([90, 90]))
        }
    }
}
