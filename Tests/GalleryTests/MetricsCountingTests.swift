import Foundation
import HTTPServer
import Testing

@testable import Gallery

/// `/metrics` counts what the gallery does: requests by route, events applied and refused.
@Suite("Metrics counting")
struct MetricsCountingTests {
    private static let events = "/api/v1/previews/:id/events"

    /// The metrics now, checked strictly.
    private func scrape(_ client: GalleryClient) async throws -> ExpositionCheck {
        let reply = try await client.get("/metrics")
        #expect(reply.status == 200)
        return try ExpositionCheck(reply.text)
    }

    @Test("A drag raises events_applied_total, the events route's request count and its latency histogram")
    func dragCounted() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let before = try await scrape(client)
            let reply = try await client.drag("better-slider", target: "0.0.0.0.overlay", phase: "began", x: 40, y: 2, seq: 1)
            #expect(reply.status == 200)
            let after = try await scrape(client)
            let name = "stylegallery_"
            #expect(before.value(name + "events_applied_total") == 0)
            #expect(after.value(name + "events_applied_total") == 1)
            let posted = ["route": Self.events, "method": "POST", "code": "200"]
            #expect(before.value(name + "http_requests_total", posted) == nil, "no series before its first request")
            #expect(after.value(name + "http_requests_total", posted) == 1)
            #expect(after.value(name + "http_request_duration_seconds_count", ["route": Self.events]) == 1)
            #expect(after.value(name + "http_request_duration_seconds_bucket", ["route": Self.events, "le": "+Inf"]) == 1)
            #expect(after.value(name + "sessions") == 1)
            #expect(after.value(name + "live_previews") == 1)
            #expect(after.value(name + "http_requests_total", ["route": "/metrics", "method": "GET", "code": "200"]) == 1)
        }
    }

    @Test("Refused events are counted by reason: out of sequence, conflict, invalid, unknown preview")
    func refusalsCounted() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            #expect(
                try await client.drag("better-slider", target: "0.0.0.0.overlay", phase: "began", x: 40, y: 2, seq: 1).status
                    == 200)
            let stale = try await client.drag("better-slider", target: "0.0.0.0.overlay", phase: "changed", x: 50, y: 2, seq: 5)
            #expect(stale.status == 409)
            let other = GalleryClient(port: port)
            let conflict = try await other.drag("better-slider", target: "0.0.0.0.overlay", phase: "ended", x: 40, y: 2, seq: 1)
            #expect(conflict.status == 409, "a drag that ends without having begun contradicts the preview's state")
            #expect(try await client.post("/api/v1/previews/better-slider/events", "{nonsense").status == 400)
            #expect(try await client.post("/api/v1/previews/no-such/events", "{}").status == 404)
            let metrics = try await scrape(client)
            func refused(_ reason: String) -> Double? { metrics.value("stylegallery_events_refused_total", ["reason": reason]) }
            #expect(refused("out_of_sequence") == 1)
            #expect(refused("conflict") == 1)
            #expect(refused("invalid") == 1)
            #expect(refused("unknown_preview") == 1)
            #expect(refused("busy") == 0)
            #expect(metrics.value("stylegallery_events_applied_total") == 1)
            let conflicts = ["route": Self.events, "method": "POST", "code": "409"]
            #expect(metrics.value("stylegallery_http_requests_total", conflicts) == 2)
        }
    }

    @Test("Static files count under /assets/*, unknown paths under other: never the raw path")
    func boundedRoutes() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            #expect(try await client.get("/assets/gallery.css").status == 200)
            #expect(try await client.get("/no/such/page-\(UUID().uuidString)").status == 404)
            let metrics = try await scrape(client)
            #expect(
                metrics.value("stylegallery_http_requests_total", ["route": "/assets/*", "method": "GET", "code": "200"]) == 1)
            #expect(metrics.value("stylegallery_http_requests_total", ["route": "other", "method": "GET", "code": "404"]) == 1)
            #expect(!metrics.samples.contains { $0.labels["route"]?.contains("gallery.css") == true })
        }
    }

    @Test("The state store's and the journal's members are counted as the lead's code calls them")
    func storeAndJournal() throws {
        let app = GalleryApp(configuration: GalleryConfiguration())
        app.metrics.stateStoreRoundTrip(seconds: 0.0004, failed: false)
        app.metrics.stateStoreRoundTrip(seconds: 2, failed: true)
        app.metrics.journalCommitted(batch: 12, seconds: 0.003)
        let metrics = try ExpositionCheck(app.metrics.exposition())
        #expect(metrics.value("stylegallery_state_store_round_trips_total") == 2)
        #expect(metrics.value("stylegallery_state_store_errors_total") == 1)
        #expect(metrics.value("stylegallery_state_store_round_trip_seconds_bucket", ["le": "0.0005"]) == 1)
        #expect(metrics.value("stylegallery_state_store_round_trip_seconds_sum") == 2.0004)
        #expect(metrics.value("stylegallery_journal_commits_total") == 1)
        #expect(metrics.value("stylegallery_journal_commit_batch_size_bucket", ["le": "8"]) == 0)
        #expect(metrics.value("stylegallery_journal_commit_batch_size_bucket", ["le": "16"]) == 1)
        #expect(metrics.value("stylegallery_journal_commit_seconds_count") == 1)
    }
}

/// docs/API.md's table of metrics is the list `/metrics` serves.
@Suite("Metrics documentation")
struct MetricsDocumentationTests {
    @Test("docs/API.md's Operations section names exactly the metrics /metrics serves")
    func documentedMetrics() throws {
        let text = APIDocumentSamplesTests.text
        let start = try #require(text.range(of: "**The metrics**"))
        let section = text[start.upperBound...]
        let table = section[..<(section.range(of: "```")?.lowerBound ?? section.endIndex)]
        var documented: Set<String> = []
        for line in table.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for match in cell.matches(of: /`([a-z_]+)(\{[a-z_,]*\})?`/) { documented.insert(String(match.output.1)) }
        }
        let app = GalleryApp(configuration: GalleryConfiguration())
        let served = Set(
            try ExpositionCheck(app.metrics.exposition()).types.keys.map { String($0.dropFirst("stylegallery_".count)) })
        #expect(documented == served)
    }
}
