import Foundation
import Testing

@testable import Gallery

/// Hostile text in every place outside text reaches the gallery, over real HTTP: the catalogue
/// (titles, `Text`, accessibility labels, symbol names, state), paths and queries echoed in
/// errors, event fields echoed in errors, cookies and the access log. Every reply must be inert.
@Suite("Hostile input produces no executable markup", .serialized)
struct HostileInputTests {
    @Test("Catalogue text: pages, catalogue JSON, snapshots and event replies stay inert", arguments: HostilePayload.all)
    func catalogueText(_ payload: HostilePayload) async throws {
        try await withGallery(catalogue: .hostile(payload)) { port in
            let client = GalleryClient(port: port)
            for path in ["/", "/previews/hostile"] {
                let page = try await client.get(path)
                #expect(page.status == 200)
                InertOutput.expectInertHTML(page.text, "GET \(path)")
                #expect(!page.text.contains("\0"), "a NUL reached the page")
            }
            let list = try await client.get("/api/v1/previews")
            InertOutput.expectInertJSON(list.body, "GET /api/v1/previews")
            let entries = try JSONSerialization.jsonObject(with: list.body) as? [[String: Any]]
            #expect(entries?.first?["title"] as? String == payload.text, "the title must arrive intact, as text")
            let snapshot = try await client.get("/api/v1/previews/hostile")
            InertOutput.expectInertJSON(snapshot.body, "snapshot")
            let audit = try await client.get("/api/v1/previews/hostile/audit")
            InertOutput.expectInertJSON(audit.body, "accessibility report")
            let texts = (audit.json["contrast"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
            #expect(texts.contains(payload.text), "the report's texts must arrive intact, as text")
            #expect(snapshot.state["note"] as? String == payload.text)
            let targets = snapshot.json["targets"] as? [[String: Any]] ?? []
            let button = try #require(targets.first { $0["gesture"] as? String == "tap" }?["id"] as? String)
            let tapped = try await client.post(
                "/api/v1/previews/hostile/events", #"{"seq": 1, "type": "tap", "target": "\#(button)"}"#)
            #expect(tapped.status == 200)
            InertOutput.expectInertJSON(tapped.body, "event reply")
            #expect(tapped.state["note"] as? String == payload.text + "!")
        }
    }

    @Test("Paths and queries echoed in 404s and JSON errors stay inert", arguments: HostilePayload.all)
    func pathsAndQueries(_ payload: HostilePayload) async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let segment = payload.percentEncoded
            let page = try await client.get("/?q=\(segment)&\(segment)=1")
            #expect(page.status == 200)
            InertOutput.expectInertHTML(page.text, "index with a hostile query")
            // A page route answers an unknown id with an HTML 404; an id the route cannot take (a '/'
            // in it, bytes that are not UTF-8) gets the router's JSON error.
            let unknownPage = try await client.get("/previews/\(segment)?q=\(segment)")
            #expect([400, 404].contains(unknownPage.status))
            if unknownPage.header("Content-Type")?.hasPrefix("text/html") == true {
                InertOutput.expectInertHTML(unknownPage.text, "the HTML 404 of a hostile preview id")
            } else {
                InertOutput.expectInertJSON(unknownPage.body, "the JSON error of a hostile preview path")
            }
            for path in [
                "/api/v1/previews/\(segment)", "/nowhere/\(segment)",
                "/assets/\(segment)", "/\(segment)",
            ] {
                let reply = try await client.get(path)
                #expect([400, 404].contains(reply.status), "GET \(path) answered \(reply.status)")
                #expect(reply.header("Content-Type")?.hasPrefix("application/json") == true)
                InertOutput.expectInertJSON(reply.body, "GET \(path)")
            }
            let events = try await client.post("/api/v1/previews/\(segment)/events", #"{"type": "tap", "target": "x"}"#)
            #expect([400, 404].contains(events.status))
            InertOutput.expectInertJSON(events.body, "POST to a hostile preview id")
        }
    }

    @Test("Event fields echoed in errors stay inert (as JSON strings and as raw bytes)", arguments: HostilePayload.all)
    func eventFields(_ payload: HostilePayload) async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let events = "/api/v1/previews/checkout-slider/events"
            let fields = ["target", "type", "key", "phase", "colorScheme"]
            for field in fields {
                var event: [String: Any] = ["type": "key", "target": "0", "key": "end", "phase": "began"]
                if field == "colorScheme" { event = ["type": "environment"] }
                event[field] = payload.text
                let body = try JSONSerialization.data(withJSONObject: event)
                let reply = try await client.post(events, String(decoding: body, as: UTF8.self))
                #expect((400...499).contains(reply.status), "\(field): \(reply.status)")
                InertOutput.expectInertJSON(reply.body, "event with a hostile \(field)")
            }
            // The payload's bytes spliced raw into a JSON string (a NUL, overlong UTF-8 and all).
            let raw = Array(#"{"type": "tap", "target": ""#.utf8) + payload.bytes + Array(#""}"#.utf8)
            let request =
                Array("POST \(events) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n".utf8)
                + Array("Content-Length: \(raw.count)\r\nConnection: close\r\n\r\n".utf8) + raw
            let answer = try RawExchange.send(request, port: port)
            let text = String(decoding: answer, as: UTF8.self)
            #expect(text.hasPrefix("HTTP/1.1 4"), "raw event: \(text.prefix(40))")
            let body = text.range(of: "\r\n\r\n").map { Data(text[$0.upperBound...].utf8) } ?? Data()
            InertOutput.expectInertJSON(body, "event with the raw payload")
        }
    }

    @Test("A hostile session cookie is ignored: the new cookie is 32 hex digits", arguments: HostilePayload.all)
    func cookies(_ payload: HostilePayload) async throws {
        try await withGallery { port in
            let cookie = payload.fitsInHeader ? payload.text : payload.percentEncoded
            let client = GalleryClient(port: port, cookie: cookie)
            let reply = try await client.get("/api/v1/previews/checkout-slider")
            #expect(reply.status == 200)
            let setCookie = try #require(reply.header("Set-Cookie"))
            #expect(
                setCookie.wholeMatch(of: /sg_session=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Strict/) != nil, "\(setCookie)")
            InertOutput.expectInertJSON(reply.body, "snapshot for a hostile cookie")
        }
    }

    @Test("The access log keeps one quoted, printable field per request whatever the target", arguments: HostilePayload.all)
    func accessLog(_ payload: HostilePayload) async throws {
        let log = CollectedLog()
        try await withGallery(logger: log.append) { port in
            // Visible ASCII other than '#' is allowed raw in a target; the rest goes percent-encoded.
            let target = payload.bytes.map { byte -> String in
                byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "#")
                    ? String(Unicode.Scalar(byte)) : String(format: "%%%02X", byte)
            }.joined()
            let requests = [
                Array("GET /logged/\(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8),
                Array("GET /broken/".utf8) + payload.bytes + Array(" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8),
            ]
            for request in requests { _ = try RawExchange.send(request, port: port) }
            let lines = try await log.lines { $0.contains("/broken/") }
                .filter { $0.contains("/logged/") || $0.contains("/broken/") }
            #expect(lines.count == 2, "\(lines)")
            for line in lines {
                #expect(line.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }, "\(line.debugDescription)")
                let unescapedQuotes = line.split(separator: "\\\\").map { $0.replacingOccurrences(of: "\\\"", with: "") }
                    .joined().filter { $0 == "\"" }.count
                #expect(unescapedQuotes == 2, "one quoted request field in \(line.debugDescription)")
            }
        }
    }
}
