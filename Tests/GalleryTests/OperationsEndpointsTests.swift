import Foundation
import HTTPServer
import Synchronization
import Testing

@testable import Gallery

/// `GET /healthz`, `GET /readyz` and `GET /metrics`, over real loopback sockets.
@Suite("Operations endpoints")
struct OperationsEndpointsTests {
    @Test("/healthz answers 200 ok in plain text")
    func healthz() async throws {
        try await withGallery { port in
            let reply = try await GalleryClient(port: port).get("/healthz")
            #expect(reply.status == 200)
            #expect(reply.text == "ok\n")
            #expect(reply.header("Content-Type")?.hasPrefix("text/plain") == true)
        }
    }

    @Test("/readyz is 200 while every check passes, 503 with Retry-After and the reason while one fails")
    func readyzFollowsItsChecks() async throws {
        try await withGalleryApp { app, port in
            let client = GalleryClient(port: port)
            #expect(try await client.get("/readyz").status == 200)
            let reachable = Flag(true)
            app.readiness.add("state-store") { reachable.value ? nil : "Redis at 127.0.0.1:6379 is unreachable" }
            #expect(try await client.get("/readyz").status == 200)
            reachable.value = false
            let failing = try await client.get("/readyz")
            #expect(failing.status == 503)
            #expect(failing.header("Retry-After") == "1")
            #expect(failing.text == "not ready: state-store: Redis at 127.0.0.1:6379 is unreachable\n")
            reachable.value = true
            let back = try await client.get("/readyz")
            #expect(back.status == 200 && back.text == "ready\n")
        }
    }

    @Test("/readyz is 503 once shutdown begins, while /healthz still answers")
    func readyzDuringShutdown() async throws {
        try await withGalleryApp { app, port in
            let client = GalleryClient(port: port)
            app.readiness.beginShutdown()
            let reply = try await client.get("/readyz")
            #expect(reply.status == 503)
            #expect(reply.text.contains("shutting down"))
            #expect(reply.header("Retry-After") != nil)
            #expect(try await client.get("/healthz").status == 200)
        }
    }

    @Test("/metrics from loopback is the text format, version 0.0.4")
    func metricsFromLoopback() async throws {
        try await withGallery { port in
            let reply = try await GalleryClient(port: port).get("/metrics")
            #expect(reply.status == 200)
            #expect(reply.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
            _ = try ExpositionCheck(reply.text)
        }
    }

    @Test("/metrics through a proxy for a client outside the allowed networks is 403 with a message")
    func metricsRefusedThroughProxy() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let reply = try await client.get("/metrics", headers: ["X-Forwarded-For": "203.0.113.9"])
            #expect(reply.status == 403)
            #expect((reply.json["message"] as? String)?.contains("--metrics-allow") == true)
            #expect(try await client.get("/metrics", headers: ["Forwarded": "for=\"[2001:db8::1]:4711\""]).status == 403)
        }
    }

    @Test("A network given to metricsAllow may read /metrics, through a proxy too; others may not")
    func configuredNetworkAllowed() async throws {
        let networks = try IPNetwork.list("10.0.0.0/8, fd00::/8")
        try await withGallery(configure: { $0.metricsAllow = networks }) { port in
            let client = GalleryClient(port: port)
            let allowed = try await client.get("/metrics", headers: ["X-Forwarded-For": "10.20.30.40"])
            #expect(allowed.status == 200)
            #expect(try await client.get("/metrics", headers: ["Forwarded": "for=\"[fd00::7]\""]).status == 200)
            #expect(try await client.get("/metrics", headers: ["X-Forwarded-For": "10.1.1.1, 11.0.0.1"]).status == 403)
        }
    }
}

/// A flag a readiness check reads (on a handler thread) and the test sets.
private final class Flag: Sendable {
    private let current: Mutex<Bool>

    init(_ value: Bool) { current = Mutex(value) }

    var value: Bool {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
