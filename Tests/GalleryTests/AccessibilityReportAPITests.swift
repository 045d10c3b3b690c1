import Foundation
import Testing

@testable import Gallery

/// `GET /api/v1/previews/{id}/audit` over real HTTP, and the preview page's Accessibility panel.
@Suite("Accessibility report over HTTP")
struct AccessibilityReportAPITests {
    private let checkout = "checkout-slider"

    @Test("The report is JSON of the session's preview as it is now, in light and dark")
    func report() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let reply = try await client.get("/api/v1/previews/\(checkout)/audit")
            #expect(reply.status == 200)
            #expect(reply.header("Content-Type")?.hasPrefix("application/json") == true)
            let contrast = try #require(reply.json["contrast"] as? [[String: Any]])
            #expect(contrast.compactMap { $0["colorScheme"] as? String } == ["light", "dark"])
            let dark = try #require(contrast.last)
            #expect(dark["text"] as? String == "Swipe to buy" && dark["ratio"] as? Double == 1.41)
            #expect(dark["passes"] as? Bool == false)
            // After the checkout, the same session's report is of the thank-you text.
            let key = try #require(try await client.snapshot(checkout).target("key"))
            _ = try await client.event(checkout, #""type": "key", "target": "\#(key)", "key": "end""#)
            let after = try await client.get("/api/v1/previews/\(checkout)/audit")
            #expect(after.json["seq"] as? Int == 1)
            let texts = (after.json["contrast"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
            #expect(texts == ["Thank you for purchasing!", "Thank you for purchasing!"])
            // Another session's preview is untouched.
            let other = try await GalleryClient(port: port).get("/api/v1/previews/\(checkout)/audit")
            #expect(other.json["seq"] as? Int == 0)
        }
    }

    @Test("An unknown preview is a 404 with a JSON error; a bad variant a 400; neither changes anything")
    func badInput() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let before = try await client.snapshot(checkout)
            let unknown = try await client.get("/api/v1/previews/no-such-preview/audit")
            #expect(unknown.status == 404)
            #expect((unknown.json["message"] as? String)?.contains("no-such-preview") == true)
            let variant = try await client.get("/api/v1/previews/\(checkout)/audit?variant=colorScheme%3Dpurple")
            #expect(variant.status == 400)
            #expect(variant.json["message"] is String)
            #expect(try await client.snapshot(checkout).body == before.body)
        }
    }

    @Test("The preview page's inspector has the Accessibility panel, server-rendered, and its fragment route")
    func panel() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let page = try await client.get("/previews/\(checkout)")
            #expect(page.text.contains("<section class=\"sg-a11y\" data-audit"))
            #expect(page.text.contains("<strong>1.41:1</strong>"))
            #expect(page.text.contains("<code>#FFD60A</code>"))
            let fragment = try await client.get("/previews/\(checkout)/audit")
            #expect(fragment.status == 200)
            #expect(fragment.text.hasPrefix("<section class=\"sg-a11y\" data-audit"))
            let unknown = try await client.get("/previews/nope/audit")
            #expect(unknown.status == 404)
            // The index's cards carry no panel: it is audited on the preview's page.
            let index = try await client.get("/")
            #expect(!index.text.contains("data-audit"))
        }
    }
}
