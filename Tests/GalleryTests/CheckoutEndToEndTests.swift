import Foundation
import Testing

@testable import Gallery

@Suite("Swipe to buy over HTTP")
struct CheckoutEndToEndTests {
    private let preview = "checkout-slider"

    /// The drag target and its frame, from a fresh GET.
    private func dragTarget(_ client: GalleryClient) async throws -> (id: String, width: Double, height: Double) {
        let reply = try await client.get("/api/v1/previews/\(preview)")
        let targets = try #require(reply.json["targets"] as? [[String: Any]])
        let drag = try #require(targets.first { $0["gesture"] as? String == "drag" })
        let frame = try #require(drag["frame"] as? [String: Double])
        return (try #require(drag["id"] as? String), frame["width"] ?? 0, frame["height"] ?? 0)
    }

    /// Drags from the thumb at the start to `x` in steps and releases there.
    private func swipe(_ client: GalleryClient, to x: Double, firstSeq: Int = 1) async throws -> Reply {
        let target = try await dragTarget(client)
        let y = target.height / 2
        var seq = firstSeq
        _ = try await client.drag(preview, target: target.id, phase: "began", x: 14, y: y, seq: seq)
        for step in stride(from: 40.0, to: x, by: 60) {
            seq += 1
            _ = try await client.drag(preview, target: target.id, phase: "changed", x: step, y: y, seq: seq)
        }
        return try await client.drag(preview, target: target.id, phase: "ended", x: x, y: y, seq: seq + 1)
    }

    @Test("The catalogue lists every live preview with its seed and its public state keys")
    func catalogue() async throws {
        try await withGallery { port in
            let reply = try await GalleryClient(port: port).get("/api/v1/previews")
            #expect(reply.status == 200)
            let list = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]])
            #expect(list.map { $0["id"] as? String } == Catalogue.standard.previews.map(\.id))
            #expect(list.allSatisfy { ["000", "001", "002", "027"].contains($0["sectionTag"] as? String) })
            #expect(list.allSatisfy { !($0["title"] as? String ?? "").isEmpty })
            let checkout = try #require(list.first { $0["id"] as? String == "checkout-slider" })
            #expect(checkout["stateKeys"] as? [String] == ["value", "didCheckout"])
        }
    }

    @Test("A fresh session starts at value 0, not checked out, with a new cookie")
    func initialState() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let reply = try await client.get("/api/v1/previews/\(preview)")
            #expect(reply.status == 200)
            #expect(reply.state["value"] as? Double == 0)
            #expect(reply.state["didCheckout"] as? Bool == false)
            #expect(reply.seq == 0)
            #expect(client.cookie?.count == 32)
            #expect(reply.html.contains("role=\"slider\""))
            #expect(reply.html.contains("Swipe to buy"))
        }
    }

    @Test("Swiping to the end checks out and shows the thank-you text; another session is untouched")
    func swipeToEndChecksOut() async throws {
        try await withGallery { port in
            let buyer = GalleryClient(port: port)
            let other = GalleryClient(port: port)
            _ = try await other.get("/api/v1/previews/\(preview)")
            let target = try await dragTarget(buyer)
            let reply = try await swipe(buyer, to: target.width)
            #expect(reply.status == 200)
            #expect(reply.state["didCheckout"] as? Bool == true)
            #expect(reply.html.contains("Thank you for purchasing!"))
            #expect(!reply.html.contains("role=\"slider\""))
            let again = try await buyer.get("/api/v1/previews/\(preview)")
            #expect(again.state["didCheckout"] as? Bool == true)
            let untouched = try await other.get("/api/v1/previews/\(preview)")
            #expect(untouched.state["didCheckout"] as? Bool == false)
            #expect(untouched.state["value"] as? Double == 0)
            #expect(buyer.cookie != other.cookie)
        }
    }

    @Test("Releasing at half snaps back to the start, animated, and buys nothing")
    func releaseAtHalfSnapsBack() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try await dragTarget(client)
            _ = try await client.drag(preview, target: target.id, phase: "began", x: 14, y: 14, seq: 1)
            let moving = try await client.drag(preview, target: target.id, phase: "changed", x: target.width / 2, y: 14, seq: 2)
            #expect(abs((moving.state["value"] as? Double ?? 0) - 0.5) < 0.01)
            #expect(moving.json["animation"] is NSNull)
            let reply = try await client.drag(preview, target: target.id, phase: "ended", x: target.width / 2, y: 14, seq: 3)
            #expect(reply.state["value"] as? Double == 0)
            #expect(reply.state["didCheckout"] as? Bool == false)
            #expect((reply.json["animation"] as? [String: Any])?["name"] as? String == "snappy")
            #expect(reply.html.contains("aria-valuenow=\"0\""))
            #expect(reply.html.contains("transition:left"))
        }
    }

    @Test("A retried event is answered from the stored reply and never applied twice")
    func retriedCheckoutBuysOnce() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try await dragTarget(client)
            _ = try await client.drag(preview, target: target.id, phase: "began", x: 14, y: 14, seq: 1)
            let bought = try await client.drag(preview, target: target.id, phase: "ended", x: target.width, y: 14, seq: 2)
            #expect(bought.state["didCheckout"] as? Bool == true)
            let retried = try await client.drag(preview, target: target.id, phase: "ended", x: target.width, y: 14, seq: 2)
            #expect(retried.status == 200)
            #expect(retried.body == bought.body)
            #expect(try await client.get("/api/v1/previews/\(preview)").seq == 2)
        }
    }

    @Test("Out of sequence: a reused seq with another event, an old seq, a gap or a huge seq get 409 and change nothing")
    func outOfSequence() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try await dragTarget(client)
            _ = try await client.drag(preview, target: target.id, phase: "began", x: 14, y: 14, seq: 1)
            let first = try await client.drag(preview, target: target.id, phase: "changed", x: 100, y: 14, seq: 2)
            for seq in [2, 1, 4, Int.max] {
                let reply = try await client.drag(preview, target: target.id, phase: "changed", x: 250, y: 14, seq: seq)
                #expect(reply.status == 409, "seq \(seq)")
                #expect(reply.json["seq"] as? Int == 2)
                #expect((reply.json["message"] as? String)?.contains("next") == true)
            }
            let now = try await client.get("/api/v1/previews/\(preview)")
            #expect(now.state["value"] as? Double == first.state["value"] as? Double)
            #expect(now.seq == 2)
            let next = try await client.drag(preview, target: target.id, phase: "changed", x: 250, y: 14, seq: 3)
            #expect(next.status == 200 && next.seq == 3)
        }
    }

    @Test("Reset forgets the session's state of one preview")
    func reset() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try await dragTarget(client)
            _ = try await swipe(client, to: target.width)
            let reply = try await client.post("/api/v1/previews/\(preview)/reset", "")
            #expect(reply.status == 200)
            #expect(reply.state["didCheckout"] as? Bool == false)
            #expect(reply.seq == 0)
        }
    }

    @Test("The index page lists both previews, live, and starts a session")
    func indexPage() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let reply = try await client.get("/")
            #expect(reply.status == 200)
            #expect(reply.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(reply.text.contains("data-preview=\"default-slider\""))
            #expect(reply.text.contains("data-preview=\"checkout-slider\""))
            // morph.js defines what gallery.js uses; deferred scripts run in document order.
            let morph = try #require(reply.text.range(of: "<script src=\"/assets/morph.js\" defer></script>"))
            let gallery = try #require(reply.text.range(of: "<script src=\"/assets/gallery.js\" defer></script>"))
            #expect(morph.upperBound <= gallery.lowerBound)
            #expect(client.cookie != nil)
            for path in ["/assets/morph.js", "/assets/gallery.js"] {
                let script = try await client.get(path)
                #expect(script.status == 200)
                #expect(script.header("Content-Type")?.contains("javascript") == true)
            }
        }
    }
}
