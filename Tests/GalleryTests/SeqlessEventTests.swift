import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("Events without seq are applied in arrival order")
struct SeqlessEventTests {
    private let preview = "checkout-slider"

    /// The drag target's id and width, from a fresh GET (which also starts the session).
    private func target(_ client: GalleryClient) async throws -> (id: String, width: Double) {
        let reply = try await client.get("/api/v1/previews/\(preview)")
        let targets = try #require(reply.json["targets"] as? [[String: Any]])
        let drag = try #require(targets.first { $0["gesture"] as? String == "drag" })
        let frame = try #require(drag["frame"] as? [String: Double])
        return (try #require(drag["id"] as? String), frame["width"] ?? 0)
    }

    @Test("The decoder accepts an event with no seq (or a null one) and still refuses a seq ≤ 0")
    func decodesWithoutSeq() throws {
        let bare = try EventDecoding.decode(Array(#"{"type":"press","target":"0.1","phase":"began"}"#.utf8))
        #expect(bare.seq == nil)
        #expect(bare.event == .press(target: "0.1", phase: .began))
        #expect(try EventDecoding.decode(Array(#"{"seq":null,"type":"geometry","width":9}"#.utf8)).seq == nil)
        #expect(try EventDecoding.decode(Array(#"{"seq":7,"type":"geometry","width":9}"#.utf8)).seq == 7)
        #expect(throws: GalleryError.self) { try EventDecoding.decode(Array(#"{"seq":-1,"type":"geometry","width":9}"#.utf8)) }
    }

    @Test("Each seq-less event is applied, and each reply's seq is one more than the last")
    func appliedInArrivalOrder() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try await target(client)
            let began = try await client.drag(preview, target: target.id, phase: "began", x: 14, y: 14, seq: nil)
            #expect(began.status == 200)
            #expect(began.seq == 1)
            let moved = try await client.drag(preview, target: target.id, phase: "changed", x: 146, y: 14, seq: nil)
            #expect(moved.seq == 2)
            #expect(moved.state["value"] as? Double == 0.5)
            // The same seq-less event again is a new event, applied again (not a retry).
            let again = try await client.drag(preview, target: target.id, phase: "changed", x: 146, y: 14, seq: nil)
            #expect(again.status == 200)
            #expect(again.seq == 3)
            let now = try await client.get("/api/v1/previews/\(preview)")
            #expect(now.seq == 3)
        }
    }

    @Test("A seq-less event after numbered ones works; a numbered client then resyncs from the reply's seq")
    func mixedWithNumbered() async throws {
        try await withGallery { port in
            let numbered = GalleryClient(port: port)
            let target = try await target(numbered)
            _ = try await numbered.drag(preview, target: target.id, phase: "began", x: 14, y: 14, seq: 1)
            let two = try await numbered.drag(preview, target: target.id, phase: "changed", x: 80, y: 14, seq: 2)
            #expect(two.seq == 2)
            let bare = GalleryClient(port: port, cookie: numbered.cookie)
            let three = try await bare.drag(preview, target: target.id, phase: "changed", x: 146, y: 14, seq: nil)
            #expect(three.status == 200)
            #expect(three.seq == 3)
            #expect(three.state["value"] as? Double == 0.5)
            // The numbered client's next guess (3) is stale: 409 with the current seq, nothing changes.
            let stale = try await numbered.drag(preview, target: target.id, phase: "ended", x: 80, y: 14, seq: 3)
            #expect(stale.status == 409)
            let current = try #require(stale.json["seq"] as? Int)
            #expect(current == 3)
            let resynced = try await numbered.drag(
                preview, target: target.id, phase: "ended", x: target.width, y: 14, seq: current + 1)
            #expect(resynced.status == 200)
            #expect(resynced.seq == 4)
            #expect(resynced.state["didCheckout"] as? Bool == true)
            // A retry of that numbered event is still answered from the stored reply.
            let retry = try await numbered.drag(
                preview, target: target.id, phase: "ended", x: target.width, y: 14, seq: 4)
            #expect(retry.body == resynced.body)
        }
    }

    @Test("A seq-less event that fails changes nothing, not even the seq")
    func failedSeqlessEventKeepsSeq() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try await target(client)
            _ = try await client.drag(preview, target: target.id, phase: "began", x: 14, y: 14, seq: nil)
            let unknown = try await client.drag(preview, target: "7.7.7", phase: "changed", x: 14, y: 14, seq: nil)
            #expect(unknown.status == 404)
            let now = try await client.get("/api/v1/previews/\(preview)")
            #expect(now.seq == 1)
            let next = try await client.drag(preview, target: target.id, phase: "changed", x: 146, y: 14, seq: 2)
            #expect(next.status == 200)
        }
    }
}
