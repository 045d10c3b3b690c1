import Foundation
import Testing

@testable import Gallery

@Suite("Idle sessions expire")
struct SessionExpiryTests {
    private let preview = "/api/v1/previews/checkout-slider"

    /// A client whose session has its slider moved to 0.5 (so that lost state would show), or nil
    /// when the session expired during the setup itself (a loaded machine).
    private func movedClientIfAlive(_ port: Int) async throws -> GalleryClient? {
        let client = GalleryClient(port: port)
        let reply = try await client.get(preview)
        guard let target = (reply.json["targets"] as? [[String: Any]])?.first?["id"] as? String else { return nil }
        _ = try await client.drag("checkout-slider", target: target, phase: "began", x: 14, y: 14, seq: 1)
        let moved = try await client.drag("checkout-slider", target: target, phase: "changed", x: 146, y: 14, seq: 2)
        return moved.state["value"] as? Double == 0.5 ? client : nil
    }

    @Test("A session idle longer than sessionIdleTimeout is gone: its cookie starts a new session")
    func idleSessionExpires() async throws {
        // With the whole suite running in parallel on two loaded cores, the setup's three requests
        // have been seen to take over four seconds, which expires the session before the test
        // means it to. So the setup is tried again until a session survives it (a server whose
        // sessions never survive fails the #require), and only then does the idle time start.
        try await withGallery(sessionIdleTimeout: 2) { port in
            var survivor: GalleryClient?
            for _ in 0..<5 where survivor == nil { survivor = try await movedClientIfAlive(port) }
            let client = try #require(survivor, "no session lived through three requests in a row")
            let oldCookie = try #require(client.cookie)
            try await Task.sleep(for: .milliseconds(3500))
            let reply = try await client.get(preview)
            #expect(reply.seq == 0)
            #expect(reply.state["value"] as? Double == 0)
            #expect(reply.header("Set-Cookie")?.contains("sg_session=") == true)
            #expect(client.cookie != oldCookie)
            #expect(client.cookie?.count == 32)
        }
    }

    @Test("A busy session outlives the idle timeout many times over")
    func busySessionSurvives() async throws {
        // A 3 s timeout and a request every 0.1 s, for 4 s. On a loaded machine (the whole suite
        // in parallel on two cores) the setup's three requests have been seen to take 20 s, which
        // expires the session before the test starts; and a client can be paused for seconds. So
        // an attempt counts only if no two requests were the idle timeout apart; a server that
        // drops busy sessions fails every attempt, and three attempts that cannot count fail too.
        try await withGallery(sessionIdleTimeout: 3) { port in
            var counted = false
            for _ in 0..<3 where !counted {
                guard let client = try await movedClientIfAlive(port) else { continue }
                let cookie = client.cookie
                var last = ContinuousClock.now
                var replies: [Reply] = []
                var tooSlow = false
                for _ in 0..<40 {
                    try await Task.sleep(for: .milliseconds(100))
                    replies.append(try await client.get(preview))
                    tooSlow = tooSlow || ContinuousClock.now - last > .seconds(2.5)
                    last = ContinuousClock.now
                }
                if tooSlow { continue }
                counted = true
                for reply in replies {
                    #expect(reply.header("Set-Cookie") == nil)
                    #expect(reply.seq == 2)
                }
                #expect(client.cookie == cookie)
                let reply = try await client.get(preview)
                #expect(reply.state["value"] as? Double == 0.5)
            }
            #expect(counted, "no attempt had its requests closer together than the idle timeout")
        }
    }

    @Test("Expired sessions are swept when new ones start, so the store does not grow")
    func expiredSessionsAreSwept() async throws {
        let store = SessionStore(capacity: 1_000, idleTimeout: 0.05)
        for _ in 0..<100 { store.withSession(id: nil) { _, _ in } }
        #expect(store.count == 100)
        try await Task.sleep(for: .milliseconds(150))
        let kept = store.withSession(id: nil) { session, _ in session.id }
        #expect(store.count == 1)
        #expect(store.withSession(id: kept) { _, isNew in isNew } == false)
    }

    @Test("A session used after the caller read the clock is not expired")
    func useAfterNowIsNotExpired() throws {
        // Concurrent requests in one session: one reads the clock under the store's lock while
        // another, finishing, touches the session after that reading and stops using it. The
        // subtraction must not wrap around (it did: 8 concurrent `GET /` in one session lost it).
        let store = SessionStore(capacity: 1_000, idleTimeout: 3600)
        let now = DispatchTime.now().uptimeNanoseconds
        var session: Session?
        store.withSession(id: nil) { made, _ in session = made }
        let used = try #require(session)
        #expect(used.lastUsedNanoseconds >= now)
        #expect(!store.isExpired(used, now: now))
        #expect(!store.isExpired(used, now: used.lastUsedNanoseconds &- 1))
        #expect(store.isExpired(used, now: used.lastUsedNanoseconds + 3601 * 1_000_000_000))
    }

    @Test("A session in use by a slow request is neither expired nor swept")
    func sessionInUseIsNotSwept() {
        let store = SessionStore(capacity: 1_000, idleTimeout: 0.05)
        let id = store.withSession(id: nil) { session, _ in
            Thread.sleep(forTimeInterval: 0.15)  // a slow request, three idle timeouts long
            store.withSession(id: nil) { _, _ in }  // a new session, which sweeps
            #expect(store.count == 2)
            return session.id
        }
        #expect(store.withSession(id: id) { _, isNew in isNew } == false)
    }

    @Test("sessionIdleTimeout must be positive; Config/gallery.json sets 3600 s")
    func configuration() throws {
        var configuration = GalleryConfiguration()
        #expect(configuration.sessionIdleTimeout == 3600)
        for bad in [0, -1, Double.nan, .infinity] {
            configuration.sessionIdleTimeout = bad
            #expect(throws: LaunchError.self) { try configuration.validate() }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let loaded = try GalleryConfiguration.load(from: root.appendingPathComponent("Config/gallery.json").path)
        #expect(loaded.sessionIdleTimeout == 3600)
        let decoded = try JSONDecoder().decode(GalleryConfiguration.self, from: Data(#"{"sessionIdleTimeout": 0.5}"#.utf8))
        #expect(decoded.sessionIdleTimeout == 0.5)
    }
}
