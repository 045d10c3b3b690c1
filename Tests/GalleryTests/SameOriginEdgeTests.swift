import Foundation
import Testing

@testable import Gallery

/// The CSRF guard (``GalleryApp/requireSameOrigin(_:)``) at its edges, over the loopback: an
/// `Origin` is this server's only when it is exactly `http://` or `https://` and the `Host` the
/// request was sent to, and `Sec-Fetch-Site` lets through only `same-origin` and `none`.
@Suite("Same-origin guard: near-miss origins and fetch sites")
struct SameOriginEdgeTests {
    private static let preview = "checkout-slider"
    private static let events = "/api/v1/previews/\(preview)/events"
    private static let reset = "/api/v1/previews/\(preview)/reset"

    /// Origins that look like `http://127.0.0.1:port` but are not it.
    static func nearMisses(port: Int) -> [String] {
        [
            "http://evil.127.0.0.1:\(port)",  // ends with the host
            "http://x127.0.0.1:\(port)",  // ends with the host, without a dot
            "http://127.0.0.1:\(port).evil.example",  // starts with the host
            "http://127.0.0.1:\(port)0",  // the port as a prefix of another
            "http://127.0.0.1",  // the host without its port
            "http://127.0.0.1:\(port + 1)",  // another port
            "http://127.0.0.1:0\(port)",  // the same port, spelt another way
            "ftp://127.0.0.1:\(port)", "ws://127.0.0.1:\(port)", "file://127.0.0.1:\(port)",  // another scheme
            "127.0.0.1:\(port)", "//127.0.0.1:\(port)",  // no scheme
            "http://user@127.0.0.1:\(port)", "http://127.0.0.1:\(port)@evil.example",  // userinfo
            "http://127.0.0.1.:\(port)",  // a trailing dot
            "http://127.0.0.1:\(port)/", "http://127.0.0.1:\(port)/api",  // a path
            "HTTP://127.0.0.1:\(port)", "Http://127.0.0.1:\(port)",  // case (an origin is serialised in lower case)
            "http://localhost:\(port)", "http://[::ffff:127.0.0.1]:\(port)",  // the same machine by another name
            "http://127.0.0.1:\(port), http://evil.example", "http://evil.example http://127.0.0.1:\(port)",  // lists
            "http://127.0.0.1:\(port).", "null",
        ]
    }

    /// A key event that, accepted, checks the slider out.
    private static func checkoutEvent(_ client: GalleryClient) async throws -> String {
        let snapshot = try await client.get("/api/v1/previews/\(preview)")
        let target = try #require((snapshot.json["targets"] as? [[String: Any]])?.first?["id"] as? String)
        return #"{"seq": 1, "target": "\#(target)", "type": "key", "key": "end"}"#
    }

    /// Expects the session's slider untouched: no event applied, not checked out.
    private static func expectUnchanged(_ client: GalleryClient, _ comment: Comment) async throws {
        let snapshot = try await client.get("/api/v1/previews/\(preview)")
        #expect(snapshot.seq == 0 && snapshot.state["didCheckout"] as? Bool == false, comment)
    }

    @Test("Every near-miss Origin is refused with 403 on events, reset and forms, and changes nothing")
    func nearMissOrigins() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let event = try await Self.checkoutEvent(client)
            for origin in Self.nearMisses(port: port) {
                let headers = ["Origin": origin]
                let posted = try await client.post(Self.events, event, headers: headers)
                #expect(posted.status == 403, "event from Origin: \(origin)")
                #expect(posted.text.contains("another origin"), "\(origin): \(posted.text)")
                let reset = try await client.post(Self.reset, "", headers: headers)
                #expect(reset.status == 403, "reset from Origin: \(origin)")
                // A form's `Origin: null` has its own rule (tested below); every other miss is refused there too.
                let form = try await client.post(
                    "/previews/\(Self.preview)", "end=0", contentType: "application/x-www-form-urlencoded",
                    headers: headers)
                #expect(form.status == 403, "form from Origin: \(origin)")
                try await Self.expectUnchanged(client, "after Origin: \(origin)")
            }
            // The guard is not simply shut: the server's own origin passes, in either scheme.
            for origin in ["http://127.0.0.1:\(port)", "https://127.0.0.1:\(port)"] {
                #expect(try await client.post(Self.reset, "", headers: ["Origin": origin]).status == 200, "\(origin)")
            }
            let own = try await client.post(Self.events, event, headers: ["Origin": "http://127.0.0.1:\(port)"])
            #expect(own.status == 200 && own.state["didCheckout"] as? Bool == true)
        }
    }

    @Test(
        "Only Sec-Fetch-Site same-origin or none may change a preview; same-site, cross-site and others get 403",
        arguments: [
            ("same-site", 403), ("Same-Site", 403), ("cross-site", 403), ("CROSS-SITE", 403), ("same-origins", 403),
            ("same-origin, same-site", 403), ("sameorigin", 403), ("same-origin", 200),
            ("Same-Origin", 200), ("none", 200), ("NONE", 200),
        ])
    func fetchSite(site: String, status: Int) async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let event = try await Self.checkoutEvent(client)
            // With this server's own Origin too: the fetch site alone decides.
            let headers = ["Sec-Fetch-Site": site, "Origin": "http://127.0.0.1:\(port)"]
            let reset = try await client.post(Self.reset, "", headers: headers)
            #expect(reset.status == status, "reset with Sec-Fetch-Site: \(site)")
            let posted = try await client.post(Self.events, event, headers: headers)
            #expect(posted.status == status, "event with Sec-Fetch-Site: \(site)")
            if status == 403 {
                #expect(posted.text.contains("Sec-Fetch-Site"), "\(posted.text)")
                try await Self.expectUnchanged(client, "after Sec-Fetch-Site: \(site)")
            } else {
                #expect(posted.state["didCheckout"] as? Bool == true)
            }
        }
    }

    @Test("A form's Origin: null passes only with Sec-Fetch-Site: same-origin; same-site and none are refused")
    func nullOriginForms() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            for site in ["same-site", "cross-site", "none", "Same-Site"] {
                let form = try await client.post(
                    "/previews/\(Self.preview)", "end=0", contentType: "application/x-www-form-urlencoded",
                    headers: ["Origin": "null", "Sec-Fetch-Site": site])
                #expect(form.status == 403, "Origin: null, Sec-Fetch-Site: \(site)")
            }
            try await Self.expectUnchanged(client, "after the refused forms")
        }
    }
}
