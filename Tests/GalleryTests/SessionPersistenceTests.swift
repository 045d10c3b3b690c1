import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("Sessions across a restart (in process)")
struct SessionPersistenceTests {
    private let events = "/api/v1/previews/default-slider/events"

    private func target(_ client: GalleryClient, _ preview: String = "default-slider") async throws -> String {
        let reply = try await client.get("/api/v1/previews/\(preview)")
        return try #require((reply.json["targets"] as? [[String: Any]])?.first?["id"] as? String)
    }

    @Test("A restart between events keeps the snapshot, answers the retry from its stored reply, and seq goes on")
    func restart() async throws {
        let folder = try TemporaryFolder()
        var cookie: String?
        var before: Reply?
        var lastReply: Reply?
        var targetID = ""
        try await withPersistentGallery(directory: folder.path) { port in
            let client = GalleryClient(port: port)
            targetID = try await target(client)
            _ = try await client.drag("default-slider", target: targetID, phase: "began", x: 10, y: 5, seq: 1)
            _ = try await client.drag("default-slider", target: targetID, phase: "changed", x: 60, y: 5, seq: 2)
            lastReply = try await client.drag("default-slider", target: targetID, phase: "changed", x: 90, y: 5, seq: 3)
            before = try await client.get("/api/v1/previews/default-slider")
            cookie = client.cookie
        }
        let log = LogLines()
        try await withPersistentGallery(directory: folder.path, log: log) { port in
            let client = GalleryClient(port: port, cookie: cookie)
            let after = try await client.get("/api/v1/previews/default-slider")
            #expect(after.header("Set-Cookie") == nil)
            #expect(after.seq == 3)
            #expect(after.body == before?.body)
            let retry = try await client.drag("default-slider", target: targetID, phase: "changed", x: 90, y: 5, seq: 3)
            #expect(retry.status == 200 && retry.body == lastReply?.body)
            let next = try await client.drag("default-slider", target: targetID, phase: "ended", x: 90, y: 5, seq: 4)
            #expect(next.status == 200 && next.seq == 4)
        }
        #expect(log.all.contains { $0.hasPrefix("Restored 1 session from") })
    }

    @Test("A checkout retried after a restart is not bought again, and the replay does not count it")
    func checkoutAcrossRestart() async throws {
        let folder = try TemporaryFolder()
        let counter = CompletionCounter()
        let preview = "counted-checkout-kept"
        let path = "/api/v1/previews/\(preview)/events"
        var cookie: String?
        var bought: Reply?
        var event = ""
        try await withPersistentGallery(directory: folder.path, catalogue: .counted(by: counter)) { port in
            let client = GalleryClient(port: port)
            event = #"{"seq": 1, "target": "\#(try await target(client, preview))", "type": "key", "key": "end"}"#
            bought = try await client.post(path, event)
            cookie = client.cookie
        }
        #expect(counter.value == 1)
        try await withPersistentGallery(directory: folder.path, catalogue: .counted(by: counter)) { port in
            let client = GalleryClient(port: port, cookie: cookie)
            let retry = try await client.post(path, event)
            #expect(retry.status == 200 && retry.body == bought?.body)
            #expect(retry.state["didCheckout"] as? Bool == true)
        }
        #expect(counter.value == 1)
    }

    @Test("A reset is saved too: after the restart the preview is fresh at seq 0")
    func resetAcrossRestart() async throws {
        let folder = try TemporaryFolder()
        var cookie: String?
        try await withPersistentGallery(directory: folder.path) { port in
            let client = GalleryClient(port: port)
            let event = #"{"seq": 1, "target": "\#(try await target(client))", "type": "key", "key": "end"}"#
            #expect(try await client.post(events, event).seq == 1)
            #expect(try await client.post("/api/v1/previews/default-slider/reset", "").seq == 0)
            cookie = client.cookie
        }
        try await withPersistentGallery(directory: folder.path) { port in
            let client = GalleryClient(port: port, cookie: cookie)
            let after = try await client.get("/api/v1/previews/default-slider")
            #expect(after.seq == 0)
            #expect(after.state["value"] as? Double == 0.2)
        }
    }
}
