import Foundation
import Testing

@testable import Gallery

/// The per-address budget of new sessions: a flood of cookie-less requests from one address gets
/// 429 with `Retry-After` and makes no session; requests with a session cookie are never limited.
@Suite("New sessions per client address")
struct SessionBudgetTests {
    private let second: UInt64 = 1_000_000_000

    @Test("A burst, then a rate; each address on its own; an unknown address is not limited")
    func tokenBucket() {
        var budget = NewSessionBudget(rate: 2, burst: 3)
        let start: UInt64 = 5 * second
        for _ in 0..<3 { #expect(budget.take(for: "10.0.0.1", now: start) == nil) }
        #expect(budget.take(for: "10.0.0.1", now: start) == 1)
        #expect(budget.take(for: "10.0.0.2", now: start) == nil, "another address has its own burst")
        #expect(budget.take(for: "10.0.0.1", now: start + second / 2) == nil, "half a second refills one at 2/s")
        #expect(budget.take(for: "10.0.0.1", now: start + second / 2) == 1)
        for _ in 0..<10 { #expect(budget.take(for: "", now: start) == nil) }
        #expect(budget.take(for: "10.0.0.1", now: start + 100 * second) == nil)
    }

    @Test("A slow rate asks for a longer wait")
    func retryAfter() {
        var budget = NewSessionBudget(rate: 0.1, burst: 1)
        #expect(budget.take(for: "::1", now: 0) == nil)
        #expect(budget.take(for: "::1", now: 0) == 10)
        #expect(budget.take(for: "::1", now: 5 * second) == 5)
    }

    @Test("A flood of addresses does not grow the table beyond its bound")
    func boundedTable() {
        var budget = NewSessionBudget(rate: 1, burst: 2)
        for index in 0..<(3 * NewSessionBudget.maximumTracked) {
            #expect(budget.take(for: "a\(index)", now: UInt64(index)) == nil)
            #expect(budget.trackedCount <= NewSessionBudget.maximumTracked)
        }
    }

    @Test("Over HTTP: beyond the burst a cookie-less request gets 429 and no session; one with its cookie goes on")
    func overHTTP() async throws {
        let preview = "/api/v1/previews/default-slider"
        try await withGallery(configure: {
            // One new session per 1,000 s: the burst cannot refill while the test runs, however
            // slowly a loaded machine runs it.
            $0.newSessionBurstPerClient = 3
            $0.newSessionsPerSecondPerClient = 0.001
        }) { port in
            var clients: [GalleryClient] = []
            for _ in 0..<3 {
                let client = GalleryClient(port: port)
                #expect(try await client.get(preview).status == 200)
                #expect(client.cookie != nil)
                clients.append(client)
            }
            for path in [preview, "/"] {
                let refused = try await GalleryClient(port: port).get(path)
                #expect(refused.status == 429)
                #expect(refused.header("Retry-After").flatMap(Int.init).map { $0 >= 1 && $0 <= 1000 } == true)
                #expect(refused.header("Set-Cookie") == nil, "no session is made")
                #expect(refused.text.contains("Too many new sessions"))
            }
            // A session's own requests are not new sessions: never limited.
            for client in clients {
                let target = try #require(
                    (try await client.get(preview).json["targets"] as? [[String: Any]])?.first?["id"] as? String)
                let reply = try await client.post(
                    preview + "/events", #"{"seq": 1, "target": "\#(target)", "type": "key", "key": "end"}"#)
                #expect(reply.status == 200 && reply.seq == 1)
                #expect(try await client.get("/").status == 200)
            }
        }
    }

    @Test("The budget is read from the configuration, and nonsense is refused")
    func configuration() throws {
        let json = #"{"newSessionBurstPerClient": 7, "newSessionsPerSecondPerClient": 0.5}"#
        let configuration = try JSONDecoder().decode(GalleryConfiguration.self, from: Data(json.utf8))
        #expect(configuration.newSessionBurstPerClient == 7 && configuration.newSessionsPerSecondPerClient == 0.5)
        #expect(GalleryConfiguration().newSessionBurstPerClient == 100)
        var bad = GalleryConfiguration()
        bad.publicDirectory = "/"
        bad.newSessionBurstPerClient = 0
        bad.newSessionsPerSecondPerClient = .nan
        #expect {
            try bad.validate()
        } throws: { error in
            let text = "\(error)"
            return text.contains("newSessionBurstPerClient") && text.contains("newSessionsPerSecondPerClient")
        }
    }
}
