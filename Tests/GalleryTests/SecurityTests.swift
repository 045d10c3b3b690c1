import Foundation
import Testing

@testable import Gallery

@Suite("Security headers and same-origin events")
struct SecurityTests {
    private let events = "/api/v1/previews/checkout-slider/events"

    @Test("Every response carries the CSP (no inline script), nosniff, no referrer and no framing")
    func securityHeaders() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let replies = [
                try await client.get("/"), try await client.get("/api/v1/previews"),
                try await client.get("/assets/gallery.js"), try await client.get("/nowhere"),
                try await client.get(events),
            ]
            #expect(replies.map(\.status) == [200, 200, 200, 404, 405])
            for reply in replies {
                let policy = reply.header("Content-Security-Policy") ?? ""
                #expect(policy.contains("script-src 'self'") && !policy.contains("script-src 'self' 'unsafe-inline'"))
                #expect(policy.contains("frame-ancestors 'none'"))
                #expect(reply.header("X-Content-Type-Options") == "nosniff")
                #expect(reply.header("Referrer-Policy") == "no-referrer")
                #expect(reply.header("X-Frame-Options") == "DENY")
            }
        }
    }

    @Test("A cross-origin or cross-site event is refused with 403 and changes nothing; same-origin and curl pass")
    func sameOrigin() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let snapshot = try await client.get("/api/v1/previews/checkout-slider")
            let target = try #require((snapshot.json["targets"] as? [[String: Any]])?.first?["id"] as? String)
            let event = #"{"seq": 1, "target": "\#(target)", "type": "key", "key": "end"}"#
            let foreign = try await client.post(events, event, headers: ["Origin": "http://evil.example"])
            #expect(foreign.status == 403)
            let crossSite = try await client.post(events, event, headers: ["Sec-Fetch-Site": "cross-site"])
            #expect(crossSite.status == 403)
            let reset = try await client.post(
                "/api/v1/previews/checkout-slider/reset", "", headers: ["Origin": "http://evil.example"])
            #expect(reset.status == 403)
            let unchanged = try await client.get("/api/v1/previews/checkout-slider")
            #expect(unchanged.seq == 0 && unchanged.state["didCheckout"] as? Bool == false)
            let own = try await client.post(
                events, event, headers: ["Origin": "http://127.0.0.1:\(port)", "Sec-Fetch-Site": "same-origin"])
            #expect(own.status == 200 && own.state["didCheckout"] as? Bool == true)
            let withoutOrigin = try await client.post("/api/v1/previews/checkout-slider/reset", "")
            #expect(withoutOrigin.status == 200)
        }
    }
}
