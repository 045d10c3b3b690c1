import Foundation
import Testing

@testable import Gallery

@Suite("Exactly-once checkout under concurrent real clients")
struct ExactlyOnceCheckoutTests {
    private let preview = "counted-checkout"

    /// The drag target's id and width, from a GET (which starts the session if the client has none).
    private func target(_ client: GalleryClient) async throws -> (id: String, width: Double) {
        let reply = try await client.get("/api/v1/previews/\(preview)")
        let targets = try #require(reply.json["targets"] as? [[String: Any]])
        let drag = try #require(targets.first { $0["gesture"] as? String == "drag" })
        let frame = try #require(drag["frame"] as? [String: Double])
        return (try #require(drag["id"] as? String), frame["width"] ?? 0)
    }

    /// A session with a swipe begun and dragged to the end (seq 2), not yet released.
    private func swipeToEnd(_ port: Int) async throws -> (client: GalleryClient, target: String, width: Double) {
        let client = GalleryClient(port: port)
        let target = try await target(client)
        _ = try await client.drag(preview, target: target.id, phase: "began", x: 14, y: 14, seq: 1)
        let moved = try await client.drag(preview, target: target.id, phase: "changed", x: target.width, y: 14, seq: 2)
        #expect(moved.state["didCheckout"] as? Bool == false)
        return (client, target.id, target.width)
    }

    @Test("50 concurrent clients of one session post the same ended event: one checkout")
    func concurrentRetries() async throws {
        let counter = CompletionCounter()
        try await withGallery(catalogue: .counted(by: counter)) { port in
            let (client, target, width) = try await swipeToEnd(port)
            let replies = try await withThrowingTaskGroup(of: Reply.self) { group in
                for _ in 0..<50 {
                    let retry = GalleryClient(port: port, cookie: client.cookie)
                    group.addTask {
                        try await retry.drag(self.preview, target: target, phase: "ended", x: width, y: 14, seq: 3)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(replies.count == 50)
            #expect(counter.value == 1)
            let applied = replies.filter { $0.status == 200 }
            #expect(!applied.isEmpty)
            #expect(replies.allSatisfy { $0.status == 200 || $0.status == 409 })
            #expect(Set(applied.map(\.body)).count == 1)
            #expect(applied.first?.state["didCheckout"] as? Bool == true)
            #expect(applied.first?.seq == 3)
            let now = try await client.get("/api/v1/previews/\(preview)")
            #expect(now.seq == 3)
            #expect(now.state["didCheckout"] as? Bool == true)
        }
    }

    /// Here the slider stays after the checkout and each End key buys again, so only the server's
    /// replay of a retried `seq` (never applying it twice) keeps the count at one.
    @Test("A checkout that stays on screen: 50 concurrent retries of one End key, then 5 more in a row, buy once")
    func retriedKeyBuysOnce() async throws {
        let counter = CompletionCounter()
        try await withGallery(catalogue: .counted(by: counter)) { port in
            let kept = "counted-checkout-kept"
            let client = GalleryClient(port: port)
            let snapshot = try await client.get("/api/v1/previews/\(kept)")
            let target = try #require((snapshot.json["targets"] as? [[String: Any]])?.first?["id"] as? String)
            let event = #"{"seq": 1, "target": "\#(target)", "type": "key", "key": "end"}"#
            let replies = try await withThrowingTaskGroup(of: Reply.self) { group in
                for _ in 0..<50 {
                    let retry = GalleryClient(port: port, cookie: client.cookie)
                    group.addTask { try await retry.post("/api/v1/previews/\(kept)/events", event) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(replies.allSatisfy { $0.status == 200 })
            #expect(Set(replies.map(\.body)).count == 1)
            for _ in 0..<5 {
                let again = try await client.post("/api/v1/previews/\(kept)/events", event)
                #expect(again.status == 200 && again.body == replies.first?.body)
            }
            #expect(counter.value == 1)
            let next = #"{"seq": 2, "target": "\#(target)", "type": "key", "key": "end"}"#
            #expect(try await client.post("/api/v1/previews/\(kept)/events", next).status == 200)
            #expect(counter.value == 2, "a new seq is a new purchase: the test can tell one from two")
        }
    }

    @Test("The same ended event posted 5 times in a row: one checkout, five identical replies")
    func sequentialRetries() async throws {
        let counter = CompletionCounter()
        try await withGallery(catalogue: .counted(by: counter)) { port in
            let (client, target, width) = try await swipeToEnd(port)
            var bodies: [Data] = []
            for _ in 0..<5 {
                let reply = try await client.drag(preview, target: target, phase: "ended", x: width, y: 14, seq: 3)
                #expect(reply.status == 200)
                bodies.append(reply.body)
            }
            #expect(counter.value == 1)
            #expect(Set(bodies).count == 1)
        }
    }

    /// One tab's swipe: each event numbered from what the tab last saw, resynchronised on 409.
    /// Returns whether the tab's `ended` reply showed the checkout; stops when the slider is gone.
    private func tabSwipe(_ tab: GalleryClient, target: String, width: Double) async throws -> Bool {
        var seq = try await tab.get("/api/v1/previews/\(preview)").seq
        var last: Reply?
        for (phase, x) in [("began", 14), ("changed", width / 2), ("changed", width), ("ended", width)] {
            var attempts = 0
            while true {
                attempts += 1
                let reply = try await tab.drag(preview, target: target, phase: phase, x: x, y: 14, seq: seq + 1)
                if reply.status == 409, attempts < 50, let current = reply.json["seq"] as? Int {
                    seq = current
                    continue
                }
                if reply.status == 404 { return false }  // the other tab bought: the slider is gone
                #expect(reply.status == 200, "\(phase): \(reply.text)")
                seq = reply.seq
                last = reply
                break
            }
        }
        return last?.state["didCheckout"] as? Bool == true
    }

    @Test("Two tabs of one session swipe at once, interleaved: at most one checkout per round, state consistent")
    func twoTabs() async throws {
        let counter = CompletionCounter()
        try await withGallery(catalogue: .counted(by: counter)) { port in
            let first = GalleryClient(port: port)
            let target = try await target(first)
            let second = GalleryClient(port: port, cookie: first.cookie)
            for _ in 0..<10 {
                let reset = try await first.post("/api/v1/previews/\(preview)/reset", "")
                #expect(reset.seq == 0)
                let before = counter.value
                async let a = tabSwipe(first, target: target.id, width: target.width)
                async let b = tabSwipe(second, target: target.id, width: target.width)
                let sawCheckout = try await [a, b]
                let completions = counter.value - before
                #expect(completions <= 1)
                if sawCheckout.contains(true) { #expect(completions == 1) }
                let now = try await first.get("/api/v1/previews/\(preview)")
                #expect((now.state["didCheckout"] as? Bool == true) == (completions >= 1))
            }
            #expect(first.cookie == second.cookie)
        }
    }

    @Test("50 sessions in parallel each complete one swipe: exactly 50 checkouts, none leaks across")
    func fiftySessions() async throws {
        let counter = CompletionCounter()
        try await withGallery(catalogue: .counted(by: counter)) { port in
            let bystander = GalleryClient(port: port)
            _ = try await target(bystander)
            let cookies = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<50 {
                    group.addTask {
                        let (client, target, width) = try await self.swipeToEnd(port)
                        let ended = try await client.drag(
                            self.preview, target: target, phase: "ended", x: width, y: 14, seq: 3)
                        #expect(ended.status == 200)
                        #expect(ended.seq == 3)
                        #expect(ended.state["didCheckout"] as? Bool == true)
                        return client.cookie
                    }
                }
                return try await group.reduce(into: Set<String>()) { $0.insert($1 ?? "") }
            }
            #expect(counter.value == 50)
            #expect(cookies.count == 50)
            let untouched = try await bystander.get("/api/v1/previews/\(preview)")
            #expect(untouched.seq == 0)
            #expect(untouched.state["didCheckout"] as? Bool == false)
        }
    }
}
