import Foundation
import Testing

@testable import Gallery

@Suite("Bad input changes nothing")
struct BadInputTests {
    private let events = "/api/v1/previews/checkout-slider/events"

    /// A client with a drag in progress at value 0.5 (seq 2), so that a change would show.
    private func preparedClient(_ port: Int) async throws -> (GalleryClient, String) {
        let client = GalleryClient(port: port)
        let reply = try await client.get("/api/v1/previews/checkout-slider")
        let target = try #require((reply.json["targets"] as? [[String: Any]])?.first?["id"] as? String)
        _ = try await client.drag("checkout-slider", target: target, phase: "began", x: 14, y: 14, seq: 1)
        let moved = try await client.drag("checkout-slider", target: target, phase: "changed", x: 146, y: 14, seq: 2)
        #expect(moved.state["value"] as? Double == 0.5)
        return (client, target)
    }

    private func expectUnchanged(_ client: GalleryClient) async throws {
        let now = try await client.get("/api/v1/previews/checkout-slider")
        #expect(now.state["value"] as? Double == 0.5)
        #expect(now.state["didCheckout"] as? Bool == false)
        #expect(now.seq == 2)
    }

    private func expectError(_ reply: Reply, _ status: Int, mentioning words: String) {
        #expect(reply.status == status)
        #expect(reply.header("Content-Type")?.hasPrefix("application/json") == true)
        #expect(reply.json["status"] as? Int == status)
        let message = reply.json["message"] as? String ?? ""
        #expect(message.localizedCaseInsensitiveContains(words), "message was: \(message)")
    }

    @Test("Malformed JSON → 400")
    func malformedJSON() async throws {
        try await withGallery { port in
            let (client, _) = try await preparedClient(port)
            expectError(try await client.post(events, #"{"seq": 3, "type": "drag", "#), 400, mentioning: "JSON")
            expectError(try await client.post(events, #"[1, 2]"#), 400, mentioning: "JSON")
            expectError(try await client.post(events, #"{"type": "drag"}"#), 400, mentioning: "target")
            expectError(try await client.post(events, #"{"seq": 3, "type": "fly"}"#), 400, mentioning: "fly")
            expectError(try await client.post(events, #"{"seq": 3.5, "type": "environment"}"#), 400, mentioning: "seq")
            expectError(try await client.post(events, #"{"seq": 0, "type": "environment"}"#), 400, mentioning: "seq")
            try await expectUnchanged(client)
        }
    }

    @Test("A location that is not a finite number → 400")
    func nonFiniteLocation() async throws {
        try await withGallery { port in
            let (client, target) = try await preparedClient(port)
            let huge = #"{"seq": 3, "target": "\#(target)", "type": "drag", "phase": "ended", "location": {"x": 1e999, "y": 0}}"#
            let text = #"{"seq": 3, "target": "\#(target)", "type": "drag", "phase": "ended", "location": {"x": "NaN", "y": 0}}"#
            expectError(try await client.post(events, huge), 400, mentioning: "finite")
            expectError(try await client.post(events, text), 400, mentioning: "location")
            try await expectUnchanged(client)
        }
    }

    @Test("Unknown preview → 404, unknown target → 404")
    func unknownPreviewAndTarget() async throws {
        try await withGallery { port in
            let (client, _) = try await preparedClient(port)
            expectError(try await client.get("/api/v1/previews/no-such-thing"), 404, mentioning: "no-such-thing")
            let event = #"{"seq": 3, "target": "7.7.7", "type": "drag", "phase": "ended", "location": {"x": 999, "y": 0}}"#
            expectError(try await client.post("/api/v1/previews/nope/events", event), 404, mentioning: "nope")
            expectError(try await client.post(events, event), 404, mentioning: "7.7.7")
            try await expectUnchanged(client)
        }
    }

    @Test("Wrong method → 405 with Allow")
    func wrongMethod() async throws {
        try await withGallery { port in
            let (client, _) = try await preparedClient(port)
            let reply = try await client.get(events)
            #expect(reply.status == 405)
            #expect(reply.header("Allow")?.contains("POST") == true)
            let put = try await client.post("/api/v1/previews/checkout-slider", "{}")
            #expect(put.status == 405)
            #expect(put.header("Allow")?.contains("GET") == true)
            try await expectUnchanged(client)
        }
    }

    @Test("A body over the configured limit → 413")
    func bodyTooLarge() async throws {
        try await withGallery(maxBodySize: 512) { port in
            let (client, target) = try await preparedClient(port)
            let padding = String(repeating: " ", count: 600)
            let event =
                #"{"seq": 3, "target": "\#(target)", "type": "drag", "phase": "ended", "location": {"x": 999, "y": 0}}"# + padding
            let reply = try await client.post(events, event)
            #expect(reply.status == 413)
            try await expectUnchanged(client)
        }
    }

    @Test("A body that is not declared JSON → 415")
    func wrongContentType() async throws {
        try await withGallery { port in
            let (client, target) = try await preparedClient(port)
            let event = #"{"seq": 3, "target": "\#(target)", "type": "drag", "phase": "ended", "location": {"x": 999, "y": 0}}"#
            expectError(try await client.post(events, event, contentType: "text/plain"), 415, mentioning: "application/json")
            expectError(
                try await client.post(events, event, contentType: "application/json; charset=latin1"), 415, mentioning: "UTF-8")
            expectError(try await client.post(events, event, contentType: nil), 415, mentioning: "application/json")
            try await expectUnchanged(client)
        }
    }
}
