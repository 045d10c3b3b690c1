import Foundation
import Stylish
import Synchronization
import Testing

@testable import Gallery

/// The session cap under abuse: a full store evicts only idle sessions, never-used ones first,
/// and answers 503 rather than evict a session in use.
@Suite("A session cap nobody can abuse", .serialized)
struct SessionCapTests {
    private let preview = "/api/v1/previews/checkout-slider"

    @Test("A full store evicts an idle never-used session before one that did work, and never a busy one")
    func evictionOrder() throws {
        let store = SessionStore(capacity: 3)
        let worked = try #require(
            store.withSession(id: nil) { session, _ in
                session.recordWork()
                return session.id
            })
        let fresh = try #require(store.withSession(id: nil) { session, _ in session.id })
        let outcome = store.withSession(id: nil) { busy, _ -> (String, String?, Bool) in
            let newcomer = store.withSession(id: nil) { session, _ in session.id }
            let freshSurvived = store.withSession(id: fresh) { _, isNew in !isNew } ?? false
            return (busy.id, newcomer, freshSurvived)
        }
        let (busy, newcomer, freshSurvived) = try #require(outcome)
        #expect(newcomer != nil)
        #expect(!freshSurvived, "the never-used idle session should have made room")
        #expect(store.withSession(id: worked) { _, isNew in isNew } == false, "the session that did work was evicted")
        #expect(store.withSession(id: busy) { _, isNew in isNew } == false, "the busy session was evicted")
        #expect(store.count == 3)
    }

    @Test("A full store drops a session that expired since its last sweep, and evicts no live one for it")
    func fullStoreSweepsFirst() throws {
        // One second idle: sweeps are due every half second, and the first session's creation sweeps.
        let store = SessionStore(capacity: 3, idleTimeout: 1)
        let (worked, workedLastUse) = try #require(
            store.withSession(id: nil) { session, _ in
                session.recordWork()
                return (session.id, session.lastUsedNanoseconds)
            })
        Thread.sleep(forTimeInterval: 0.6)
        // Made after the half second, the first of these sweeps (nothing has expired yet), which
        // puts the next sweep due another half second later, and the store is full.
        let fresh = try #require(store.withSession(id: nil) { session, _ in session.id })
        let other = try #require(store.withSession(id: nil) { session, _ in session.id })
        // The clock moved to just past the worked session's expiry: no sweep is due yet, and the
        // fresh sessions are 0.4 s idle or less. Without a sweep, the full store would evict the
        // idle session that never did work (`fresh`) and keep the expired one.
        let expiredNow = workedLastUse + 1_050_000_000
        let newcomer = try #require(store.withSession(id: nil, at: expiredNow) { session, _ in session.id })
        #expect(store.count == 3)
        #expect(store.withSession(id: fresh, at: expiredNow) { _, isNew in isNew } == false, "a live session was evicted")
        #expect(store.withSession(id: other, at: expiredNow) { _, isNew in isNew } == false)
        #expect(store.withSession(id: newcomer, at: expiredNow) { _, isNew in isNew } == false)
        #expect(store.withSession(id: worked, at: expiredNow) { _, isNew in isNew } == true, "the expired session was kept")
    }

    @Test("When every session is busy, no session is made and none is evicted")
    func everySessionBusy() throws {
        let store = SessionStore(capacity: 2)
        let refused = store.withSession(id: nil) { first, _ in
            store.withSession(id: nil) { second, _ in
                (store.withSession(id: nil) { _, _ in true } == nil, first.id, second.id)
            }
        }
        let (wasRefused, first, second) = try #require(refused.flatMap { $0 })
        #expect(wasRefused)
        #expect(store.withSession(id: first) { _, isNew in isNew } == false)
        #expect(store.withSession(id: second) { _, isNew in isNew } == false)
    }

    @Test("Over HTTP, 50 clients find every session busy: 503 with Retry-After; the busy sessions live on")
    func busyStoreAnswers503() async throws {
        let gate = Gate()
        let catalogue = Catalogue(
            Catalogue.standard.previews + [
                PreviewDefinition(id: "gated", title: "Gated", section: .seed("000"), stateKeys: []) {
                    gate.pass()
                    return Text("through")
                }
            ])
        try await withGallery(catalogue: catalogue, configure: Self.smallStore(capacity: 4)) { port in
            defer { gate.open() }
            let holders = (0..<4).map { _ in GalleryClient(port: port) }
            let held = Task {
                try await withThrowingTaskGroup(of: Int.self) { group in
                    for holder in holders { group.addTask { try await holder.get("/api/v1/previews/gated").status } }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            }
            #expect(await gate.waitForArrivals(4), "the four requests did not all reach the preview")
            let flood = try await Self.concurrently(50) { _ in try await GalleryClient(port: port).get(preview) }
            #expect(flood.allSatisfy { $0.status == 503 }, "\(flood.map(\.status))")
            #expect(flood.allSatisfy { $0.header("Retry-After") == "1" && $0.header("Set-Cookie") == nil })
            for reply in flood.prefix(3) { InertOutput.expectInertJSON(reply.body, "503 reply") }
            gate.open()
            #expect(try await held.value == [200, 200, 200, 200])
            for holder in holders {
                let again = try await holder.get(preview)
                #expect(again.status == 200 && again.header("Set-Cookie") == nil, "a busy session was evicted")
            }
            #expect(try await GalleryClient(port: port).get(preview).status == 200, "an idle session should make room")
        }
    }

    @Test("A flood of 50 cookie-less clients does not evict the sessions that sent events")
    func floodSparesWorkedSessions() async throws {
        // 32: the 5 sessions that did work, up to 16 in use (one per handler thread) and room
        // for idle never-used ones, so the flood always has one of its own kind to evict. With
        // less, a full store of busy and worked sessions must evict a worked one (by design).
        try await withGallery(configure: Self.smallStore(capacity: 32)) { port in
            var workers: [GalleryClient] = []
            for _ in 0..<5 {
                let client = GalleryClient(port: port)
                let snapshot = try await client.get(preview)
                let target = try #require((snapshot.json["targets"] as? [[String: Any]])?.first?["id"] as? String)
                let done = try await client.post(
                    preview + "/events", #"{"seq": 1, "target": "\#(target)", "type": "key", "key": "end"}"#)
                #expect(done.state["didCheckout"] as? Bool == true)
                workers.append(client)
            }
            let flood = try await Self.concurrently(50) { _ in
                var statuses: [Int] = []
                for _ in 0..<4 { statuses.append(try await GalleryClient(port: port).get(preview).status) }
                return statuses
            }
            #expect(flood.joined().allSatisfy { $0 == 200 }, "\(flood)")
            for worker in workers {
                let reply = try await worker.get(preview)
                #expect(reply.header("Set-Cookie") == nil, "a session that did work was evicted by the flood")
                #expect(reply.seq == 1 && reply.state["didCheckout"] as? Bool == true)
            }
        }
    }

    private static func smallStore(capacity: Int) -> (inout GalleryConfiguration) -> Void {
        { configuration in
            configuration.maxSessions = capacity
            configuration.server.handlerThreads = 16
            // Every client here is 127.0.0.1: no per-address budget for new sessions.
            configuration.newSessionBurstPerClient = 1_000_000
        }
    }

    /// Runs `count` clients at once and returns their results in order.
    private static func concurrently<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) async throws -> T)
        async throws -> [T]
    {
        try await withThrowingTaskGroup(of: (Int, T).self) { group in
            for index in 0..<count { group.addTask { (index, try await body(index)) } }
            var results: [(Int, T)] = []
            for try await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}

/// Holds the requests that reach it until the test opens it (or 10 s pass, so nothing hangs).
final class Gate: Sendable {
    private let arrivals = Atomic<Int>(0)
    private let isOpen = Atomic<Bool>(false)

    /// Called by a request: counts it, then waits for `open()`.
    func pass() {
        arrivals.add(1, ordering: .sequentiallyConsistent)
        let deadline = Date().addingTimeInterval(10)
        while !isOpen.load(ordering: .sequentiallyConsistent), Date() < deadline { usleep(1_000) }
    }

    func open() { isOpen.store(true, ordering: .sequentiallyConsistent) }

    /// Whether `count` requests arrived (waiting up to 10 s for them).
    func waitForArrivals(_ count: Int) async -> Bool {
        for _ in 0..<1_000 where arrivals.load(ordering: .sequentiallyConsistent) < count {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return arrivals.load(ordering: .sequentiallyConsistent) >= count
    }
}
