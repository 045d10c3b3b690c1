import Foundation
import HTTPServer
import RedisClient
import RedisTestSupport
import Testing

@testable import Gallery

/// A gallery process in this test process: an app keeping its sessions in `redis`, served on a
/// loopback port.
private final class RedisGallery {
    let app: GalleryApp
    let server: HTTPServer

    init(_ redis: RedisServerProcess) throws {
        var configuration = GalleryConfiguration()
        configuration.server.port = 0
        configuration.server.workers = 1
        configuration.stateStore = redis.url
        configuration.publicDirectory =
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Public").path
        app = GalleryApp(configuration: configuration)
        server = HTTPServer(configuration: app.serverConfiguration, logger: { _ in }, router: app.router())
        try server.start()
    }

    var port: Int { server.port }

    /// Stops as on SIGTERM: the server, then the sessions' leases given up.
    func stop() {
        server.shutdown()
        app.saveSessions()
    }

    /// Stops answering without giving anything up, as a process killed with `kill -9` does.
    func die() { server.shutdown() }
}

private let preview = "default-slider"

private func keyEvent(_ seq: Int) -> String {
    #"{"seq": \#(seq), "target": "0.0.0.0.1", "type": "key", "key": "increment"}"#
}

private func value(_ reply: Reply) -> Double? { reply.state["value"] as? Double }

@Suite("Sessions in Redis: one writer per session, fail-over, and Redis's own faults", .serialized)
struct RedisSessionsTests {
    @Test("A session moves to another process when its own stops, and goes on from what was acknowledged")
    func failOverAfterStop() async throws {
        let redis = try RedisServerProcess.start()
        let first = try RedisGallery(redis)
        let second = try RedisGallery(redis)
        defer { second.stop() }
        let client = GalleryClient(port: first.port)
        for seq in 1...3 { #expect(try await client.post("/api/v1/previews/\(preview)/events", keyEvent(seq)).status == 200) }
        let acknowledged = try await client.get("/api/v1/previews/\(preview)")
        // While the first process holds the session, the second refuses it with Retry-After.
        let elsewhere = GalleryClient(port: second.port, cookie: client.cookie)
        let refused = try await elsewhere.post("/api/v1/previews/\(preview)/events", keyEvent(4))
        #expect(refused.status == 503)
        #expect(Int(refused.header("Retry-After") ?? "") ?? 0 >= 1)
        first.stop()  // gives the lease up
        let moved = try await elsewhere.get("/api/v1/previews/\(preview)")
        #expect(moved.seq == 3 && value(moved) == value(acknowledged))
        #expect(moved.header("Set-Cookie") == nil, "the same session, not a new one")
        let next = try await elsewhere.post("/api/v1/previews/\(preview)/events", keyEvent(4))
        #expect(next.status == 200 && next.seq == 4)
        #expect(try await elsewhere.post("/api/v1/previews/\(preview)/events", keyEvent(4)).seq == 4, "a retry")
    }

    @Test("A session made in one process and not yet changed keeps its name in another (a balancer's first request)")
    func newSessionMovesWithItsName() async throws {
        let redis = try RedisServerProcess.start()
        let first = try RedisGallery(redis)
        let second = try RedisGallery(redis)
        defer {
            first.stop()
            second.stop()
        }
        let client = GalleryClient(port: first.port)
        let made = try await client.get("/api/v1/previews/\(preview)")
        #expect(made.header("Set-Cookie") != nil)
        let elsewhere = GalleryClient(port: second.port, cookie: client.cookie)
        let there = try await elsewhere.get("/api/v1/previews/\(preview)")
        #expect(there.status == 200 && there.header("Set-Cookie") == nil, "the same session, not a new one")
        #expect(try await elsewhere.post("/api/v1/previews/\(preview)/events", keyEvent(1)).seq == 1)
        // A cookie no gallery made is not taken on: it gets a session of its own.
        let forged = GalleryClient(port: second.port, cookie: String(repeating: "ab", count: 16))
        let fresh = try await forged.get("/api/v1/previews/\(preview)")
        #expect(fresh.header("Set-Cookie") != nil && forged.cookie != String(repeating: "ab", count: 16))
    }

    @Test("A process killed without a word: its sessions move once their leases lapse, with every acknowledged event")
    func failOverAfterKill() async throws {
        let redis = try RedisServerProcess.start()
        let first = try RedisGallery(redis)
        let second = try RedisGallery(redis)
        defer { second.stop() }
        let client = GalleryClient(port: first.port)
        for seq in 1...5 { #expect(try await client.post("/api/v1/previews/\(preview)/events", keyEvent(seq)).status == 200) }
        first.die()
        let elsewhere = GalleryClient(port: second.port, cookie: client.cookie)
        var reply = try await elsewhere.post("/api/v1/previews/\(preview)/events", keyEvent(6))
        var waited = 0
        while reply.status == 503, waited < 8 {
            let retryAfter = Int(reply.header("Retry-After") ?? "1") ?? 1
            #expect(retryAfter <= RedisStore.leaseMilliseconds / 1000)
            try await Task.sleep(nanoseconds: UInt64(retryAfter) * 1_000_000_000)
            waited += retryAfter
            reply = try await elsewhere.post("/api/v1/previews/\(preview)/events", keyEvent(6))
        }
        #expect(reply.status == 200 && reply.seq == 6, "after \(waited) s: \(reply.text.prefix(200))")
    }

    @Test("A lease stolen under a process's feet: its next change is refused and nothing it holds is acknowledged")
    func stolenLease() async throws {
        let redis = try RedisServerProcess.start()
        let gallery = try RedisGallery(redis)
        defer { gallery.stop() }
        let client = GalleryClient(port: gallery.port)
        for seq in 1...2 { #expect(try await client.post("/api/v1/previews/\(preview)/events", keyEvent(seq)).status == 200) }
        let cookie = try #require(client.cookie)
        let raw = RedisConnection(address: redis.address)
        let lease = RedisArgument("sg:{\(cookie)}:lease")
        #expect(try raw.command("SET", lease, "another-process", "PX", 60_000) == .simple("OK"))
        let refused = try await client.post("/api/v1/previews/\(preview)/events", keyEvent(3))
        #expect(refused.status == 503)
        let stored = try raw.command("HGET", RedisArgument("sg:{\(cookie)}:p:\(preview)"), "seq")
        #expect(stored.text == "2", "the refused change is not in Redis")
        // The other process lets go; this one loads the stored session and the retry goes through.
        #expect(try raw.command("DEL", lease) == .integer(1))
        let retry = try await client.post("/api/v1/previews/\(preview)/events", keyEvent(3))
        #expect(retry.status == 200 && retry.seq == 3)
        raw.close()
    }

    @Test("Redis stopped and started again under use: 503s with Retry-After meanwhile, then every acknowledged event is there")
    func redisRestart() async throws {
        let redis = try RedisServerProcess.start(options: ["--appendonly", "yes", "--appendfsync", "always"])
        let gallery = try RedisGallery(redis)
        defer { gallery.stop() }
        let client = GalleryClient(port: gallery.port)
        for seq in 1...4 { #expect(try await client.post("/api/v1/previews/\(preview)/events", keyEvent(seq)).status == 200) }
        let acknowledged = value(try await client.get("/api/v1/previews/\(preview)"))
        #expect(try await client.get("/readyz").status == 200)
        redis.stop()
        let down = try await client.post("/api/v1/previews/\(preview)/events", keyEvent(5))
        let notReady = try await client.get("/readyz")
        #expect(notReady.status == 503 && notReady.text.contains("Redis"), "\(notReady.text)")
        #expect(down.status == 503)
        #expect(down.header("Retry-After") != nil)
        #expect(down.text.contains("Redis"))
        try redis.restart()
        var reply = try await client.post("/api/v1/previews/\(preview)/events", keyEvent(5))
        for _ in 0..<20 where reply.status == 503 {
            try await Task.sleep(nanoseconds: 250_000_000)
            reply = try await client.post("/api/v1/previews/\(preview)/events", keyEvent(5))
        }
        #expect(reply.status == 200 && reply.seq == 5, "\(reply.text.prefix(200))")
        #expect(try await client.get("/readyz").status == 200)
        let metrics = try await client.get("/metrics").text
        #expect(!metrics.contains("stylegallery_state_store_errors_total 0\n"), "the failed round trips are counted")
        let after = try await client.get("/api/v1/previews/\(preview)")
        #expect(after.seq == 5)
        #expect((value(after) ?? 0) > (acknowledged ?? 0), "the four acknowledged increments and the fifth")
    }
}
