import Foundation
import Testing

@testable import Gallery

/// The no-JS forms: `<noscript>` buttons on each card, posted to the page, answered 303 to it.
@Suite("No-JS form posts (Post/Redirect/Get)", .serialized)
struct NoScriptFormTests {
    private let form = "application/x-www-form-urlencoded"

    /// Posts `body` as a form to `path` in `client`'s session over a raw connection, so that a
    /// 303 is seen as it is (URLSession would follow it).
    private func post(_ client: GalleryClient, _ path: String, _ body: String, headers: [String: String] = [:]) throws
        -> Reply
    {
        var request = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(client.base.port ?? 0)\r\nConnection: close\r\n"
        request += "Content-Type: \(form)\r\nContent-Length: \(body.utf8.count)\r\n"
        if let cookie = client.cookie { request += "Cookie: sg_session=\(cookie)\r\n" }
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        let answer = String(
            decoding: try RawExchange.send(Array((request + "\r\n" + body).utf8), port: client.base.port ?? 0), as: UTF8.self)
        let head = answer.components(separatedBy: "\r\n\r\n").first ?? ""
        let lines = head.components(separatedBy: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let content = answer.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return Reply(status: status, headers: fields, body: Data(content.utf8))
    }

    @Test("Every page card offers a noscript form with a button per tap and key target, and says dragging needs JS")
    func markup() async throws {
        try await withGallery { port in
            let page = try await GalleryClient(port: port).get("/").text
            let cards = Catalogue.standard.previews.count
            #expect(page.components(separatedBy: "<noscript><form class=\"sg-noscript\" method=\"post\">").count == cards + 1)
            #expect(page.contains("Dragging needs JavaScript."))
            #expect(page.contains(#"<button name="increment" value="0.0.0.0" aria-label="Increase Guests">"#))
            #expect(page.contains(#"<button name="tap" value="0.0.0.0.0.1.$email">Email (checked): toggle</button>"#))
            #expect(MarkupAudit(page).problems.isEmpty, "\(MarkupAudit(page).problems)")
        }
    }

    @Test("A form post applies its action once and answers 303 to the page it came from, at the card")
    func postRedirectGet() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            _ = try await client.get("/previews/stepper")
            let reply = try post(client, "/previews/stepper?colorScheme=dark", "preview=stepper&increment=0.0.0.0")
            #expect(reply.status == 303)
            #expect(reply.header("Location") == "/previews/stepper?colorScheme=dark#stepper")
            var snapshot = try await client.get("/api/v1/previews/stepper")
            #expect(snapshot.state as NSDictionary == ["value": 4] as NSDictionary)
            #expect(snapshot.seq == 1)

            let tap = try post(client, "/", "preview=checkbox-multiple-choice&tap=0.0.0.0.0.1.%24sms")
            #expect(tap.status == 303)
            #expect(tap.header("Location") == "/#checkbox-multiple-choice")
            snapshot = try await client.get("/api/v1/previews/checkbox-multiple-choice")
            #expect(snapshot.state["selection"] as? [String] == ["email", "sms"])

            // An absolute-form target does not make the redirect leave the gallery.
            let absolute = try post(client, "http://evil.example/previews/stepper?x=1", "increment=0.0.0.0")
            #expect(absolute.status == 303)
            #expect(absolute.header("Location") == "/previews/stepper?x=1#stepper")

            let page = try await client.get("/previews/stepper")
            #expect(page.text.contains(#"<span>Guests: 5</span>"#))
        }
    }

    @Test("A bad form or target gets an HTML error page with the right status and changes nothing")
    func refusals() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            _ = try await client.get("/")
            let cases: [(String, String, Int)] = [
                ("/", "preview=stepper&tap=9.9.9", 404),
                ("/", "preview=nope&tap=0.0", 404),
                ("/", "preview=stepper", 400),
                ("/", "preview=stepper&increment=0.0.0.0&decrement=0.0.0.0", 400),
                ("/previews/stepper", "preview=checkout-slider&increment=0.0.0.0", 400),
                ("/", "preview=stepper&tap=0.0.0.0", 400),
                ("/", "preview=stepper&increment=0.0.0.0.0.0.1.2.1", 400),
            ]
            for (path, body, status) in cases {
                let reply = try post(client, path, body)
                #expect(reply.status == status, "\(body): \(reply.text)")
                #expect(reply.header("Content-Type")?.hasPrefix("text/html") == true)
                #expect(reply.text.contains("Nothing changed."))
                #expect(reply.header("Location") == nil)
            }
            let json = try await client.post("/", #"{"tap": "0.0"}"#, contentType: "application/json")
            #expect(json.status == 415)
            let foreign = try post(client, "/", "preview=stepper&increment=0.0.0.0", headers: ["Origin": "http://evil.example"])
            #expect(foreign.status == 403)
            let crossSite = try post(
                client, "/", "preview=stepper&increment=0.0.0.0", headers: ["Sec-Fetch-Site": "cross-site"])
            #expect(crossSite.status == 403)
            let sandboxed = try post(client, "/", "preview=stepper&increment=0.0.0.0", headers: ["Origin": "null"])
            #expect(sandboxed.status == 403)
            let nullCrossSite = try post(
                client, "/", "preview=stepper&increment=0.0.0.0", headers: ["Origin": "null", "Sec-Fetch-Site": "cross-site"])
            #expect(nullCrossSite.status == 403)
            try await client.expectFreshStepper()
        }
    }

    @Test("Reset works without JS: each form offers it, and it resets as the API does; the JS-only button starts hidden")
    func reset() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let page = try await client.get("/previews/stepper").text
            #expect(page.contains(#"<li><button name="reset" value="stepper">Reset</button></li>"#))
            #expect(page.contains(#"<button class="sg-reset" type="button" data-reset hidden>Reset</button>"#))
            #expect(try post(client, "/previews/stepper", "increment=0.0.0.0").status == 303)
            #expect(try await client.get("/api/v1/previews/stepper").seq == 1)
            let both = try post(client, "/previews/stepper", "increment=0.0.0.0&reset=stepper")
            #expect(both.status == 400, "two actions")
            #expect(try await client.get("/api/v1/previews/stepper").seq == 1, "a refused form changes nothing")
            let reply = try post(client, "/previews/stepper?colorScheme=dark", "reset=stepper")
            #expect(reply.status == 303)
            #expect(reply.header("Location") == "/previews/stepper?colorScheme=dark#stepper")
            try await client.expectFreshStepper()
            let foreign = try post(client, "/", "preview=stepper&reset=stepper", headers: ["Origin": "http://evil.example"])
            #expect(foreign.status == 403)
        }
    }

    @Test("A slider's form offers Minimum and Maximum (Home, End), so a checkout slider checks out without JS")
    func homeAndEnd() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let id = "checkout-slider"
            let page = try await client.get("/previews/\(id)").text
            let end = try #require(
                page.firstMatch(
                    of: #/<button name="end" value="([^"]+)" aria-label="Set ([^"]+) to its maximum">Maximum</button>/#))
            #expect(
                page.contains(
                    #"<button name="home" value="\#(end.1)" aria-label="Set \#(end.2) to its minimum">Minimum</button>"#))
            #expect(MarkupAudit(page).problems.isEmpty, "\(MarkupAudit(page).problems)")
            #expect(try post(client, "/previews/\(id)", "end=\(end.1)").status == 303)
            #expect(try await client.get("/api/v1/previews/\(id)").state["didCheckout"] as? Bool == true)
            // Minimum on a plain slider takes it to its lower bound, as Home does.
            let slider = try #require(
                try await client.get("/previews/default-slider").text.firstMatch(of: #/<button name="home" value="([^"]+)"/#))
            #expect(try post(client, "/previews/default-slider", "end=\(slider.1)").status == 303)
            let top = try #require(try await client.get("/api/v1/previews/default-slider").state["value"] as? Double)
            #expect(try post(client, "/previews/default-slider", "home=\(slider.1)").status == 303)
            let bottom = try #require(try await client.get("/api/v1/previews/default-slider").state["value"] as? Double)
            #expect(top == 1 && bottom == 0)
        }
    }

    @Test("A browser's own form post (Origin: null under no-referrer, Sec-Fetch-Site: same-origin) is accepted")
    func browserFormPost() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            _ = try await client.get("/previews/stepper")
            let reply = try post(
                client, "/previews/stepper", "increment=0.0.0.0", headers: ["Origin": "null", "Sec-Fetch-Site": "same-origin"])
            #expect(reply.status == 303)
            #expect(try await client.get("/api/v1/previews/stepper").state as NSDictionary == ["value": 4] as NSDictionary)
        }
    }

    @Test("The sheet: its opener, then (presented) only the sheet's controls and a dismiss button")
    func sheet() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let id = "sheet-style-propagation"
            var page = try await client.get("/previews/\(id)").text
            let opener = try #require(page.firstMatch(of: #/<button name="tap" value="([^"]+)">/#)?.1)
            #expect(try post(client, "/previews/\(id)", "tap=\(opener)").status == 303)
            #expect(try await client.get("/api/v1/previews/\(id)").state["isPresented"] as? Bool == true)
            page = try await client.get("/previews/\(id)").text
            #expect(page.contains(">Dismiss the sheet</button>"))
            #expect(!page.contains(#"<button name="tap" value="\#(opener)">"#))
        }
    }
}
