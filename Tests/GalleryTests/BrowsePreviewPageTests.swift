import Foundation
import HTTPServer
import Testing

@testable import Gallery

/// A preview's page, its embed mode and the HTML errors, over real HTTP.
@Suite("Browsing: a page per preview, embed mode and the 404 page", .serialized)
struct BrowsePreviewPageTests {
    @Test("Each preview's page has its title, its seed and article, its summary and the live preview")
    func pages() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            for preview in Catalogue.standard.previews {
                let page = try await client.get("/previews/\(preview.id)")
                #expect(page.status == 200, "\(preview.id)")
                #expect(page.header("Content-Type") == "text/html; charset=utf-8")
                let section = preview.section
                #expect(page.text.contains("<h1>\(IndexPage.escape(preview.title))</h1>"), "\(preview.id)")
                #expect(
                    page.text.contains(">\(section.tag ?? "")</a>, <cite>\(IndexPage.escape(section.title))</cite>"),
                    "\(preview.id)")
                #expect(
                    page.text.contains("<p class=\"sg-summary\">\(PreviewPage.summary(preview.summary))</p>"), "\(preview.id)")
                // Plain string checks: tokenising fifteen pages in a debug build costs seconds of CPU.
                #expect(page.text.components(separatedBy: "<section class=\"sg-preview\"").count == 2, "\(preview.id)")
                #expect(page.text.contains("data-preview=\"\(preview.id)\""))
                #expect(page.text.contains("class=\"sg-canvas\""), "\(preview.id): the preview is not rendered")
                #expect(page.text.contains("<a href=\"/previews/\(preview.id)\" aria-current=\"page\">"))
                #expect(page.text.contains("<a href=\"/previews/\(preview.id)?embed=1\">"))
                #expect(page.header("X-Frame-Options") == "DENY")
                #expect(page.header("Content-Security-Policy")?.hasSuffix("frame-ancestors 'none'") == true)
                #expect(
                    page.text.components(separatedBy: "<section class=\"sg-source\"").count == 2,
                    "\(preview.id): one source section")
                #expect(Set(page.elementIDs).count == page.elementIDs.count, "\(preview.id): element ids are unique")
            }
        }
    }

    @Test("A summary's backticks become code spans; everything else in it is text")
    func summaryMarkup() {
        #expect(PreviewPage.summary("`A<b>` and `C`.") == "<code>A&lt;b&gt;</code> and <code>C</code>.")
        #expect(PreviewPage.summary("one ` alone <i>") == "one ` alone &lt;i&gt;")
    }

    @Test("Links percent-encode a preview's id and the query they carry")
    func links() {
        #expect(PageLink.preview("range-slider") == "/previews/range-slider")
        #expect(
            PageLink.preview("a/b?c#d é", [("q", "x&y=z"), ("tint", "orange")])
                == "/previews/a%2Fb%3Fc%23d%20%C3%A9?q=x%26y%3Dz&tint=orange")
        #expect(PageLink.index() == "/" && PageLink.index([("colorScheme", "dark")]) == "/?colorScheme=dark")
    }

    @Test("An embed page's card carries the environment its URL pins, as the server read it, for gallery.js")
    func embedEnvironment() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let pinned = try await client.get(
                "/previews/checkout-slider?embed=1&layoutDirection=rightToLeft&colorScheme=dark&tint=plaid&disabled=on")
            #expect(pinned.status == 200)
            #expect(
                pinned.text.contains(
                    "data-environment=\"?colorScheme=dark&amp;layoutDirection=rightToLeft&amp;disabled=1\""),
                "canonical order and spelling, the unknown tint left out")
            let plain = try await client.get("/previews/checkout-slider?embed=1")
            #expect(plain.text.contains("data-environment=\"\""))
            let page = try await client.get("/previews/checkout-slider?colorScheme=dark")
            #expect(!page.text.contains("data-environment"), "a page with a toolbar pins through its form")
        }
    }

    @Test("An unknown preview is an HTML 404 page with a link home, embedded or not")
    func unknown() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            for path in ["/previews/no-such-preview", "/previews/no-such-preview?embed=1", "/previews/%3Cb%3E"] {
                let page = try await client.get(path)
                #expect(page.status == 404, "\(path)")
                #expect(page.header("Content-Type") == "text/html; charset=utf-8")
                #expect(page.text.contains("<h1>No such preview</h1>"))
                #expect(BrowseMarkup(page.text).tags("a").contains { $0["href"] == "/" })
                #expect(page.header("X-Frame-Options") == "DENY", "an error page is never framable")
                InertOutput.expectInertHTML(page.text, path)
            }
            #expect(try await client.get("/previews/%3Cb%3E").text.contains("“&lt;b&gt;”"))
        }
    }

    @Test("An embed value other than 1 or 0 is an HTML 400 page; embed=0 is the full page")
    func badEmbed() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            for value in ["yes", "2", "", "1 ", "%00"] {
                let page = try await client.get("/previews/stepper?embed=\(value.replacingOccurrences(of: " ", with: "+"))")
                #expect(page.status == 400, "embed=\(value)")
                #expect(page.header("Content-Type") == "text/html; charset=utf-8")
                #expect(page.text.contains("embed takes 1"))
                InertOutput.expectInertHTML(page.text, "embed=\(value)")
            }
            let plain = try await client.get("/previews/stepper?embed=0")
            #expect(plain.status == 200 && plain.text.contains("<nav"), "embed=0 is the full page")
        }
    }

    @Test("Embed mode is the preview alone, framable by the gallery itself, and live")
    func embed() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let page = try await client.get("/previews/stepper?embed=1")
            #expect(page.status == 200)
            let markup = BrowseMarkup(page.text)
            #expect(markup.sections == ["stepper"])
            for chrome in ["nav", "aside", "header", "h2"] {
                #expect(markup.tags(chrome).isEmpty, "embed mode has a <\(chrome)>")
            }
            // A page's landmark and heading, the heading for assistive technology only.
            #expect(markup.tags("main").map { $0["id"] } == ["sg-main"])
            #expect(markup.tags("h1").map { $0["class"] } == ["sg-visually-hidden"])
            #expect(page.text.contains("<h1 class=\"sg-visually-hidden\">StylishStepper, default and capsule styles</h1>"))
            // Only the no-JS form, which keeps an embedded preview usable without JavaScript.
            #expect(markup.tags("form").map { $0["class"] } == ["sg-noscript"], "embed mode has no toolbar or search form")
            #expect(!page.text.contains("data-reset") && !page.text.contains("sg-source") && !page.text.contains("data-state"))
            #expect(markup.tags("body").first?["class"] == "sg-page sg-embed")
            #expect(markup.tags("script").compactMap { $0["src"] }.contains("/assets/gallery.js"), "gallery.js keeps it live")
            #expect(page.header("X-Frame-Options") == nil)
            let policy = try #require(page.header("Content-Security-Policy"))
            #expect(policy.hasSuffix("; frame-ancestors 'self'") && policy.contains("script-src 'self';"))
            InertOutput.expectInertHTML(page.text, "embed")

            let snapshot = try await client.get("/api/v1/previews/stepper")
            let target = try #require((snapshot.json["targets"] as? [[String: Any]])?.first { $0["gesture"] as? String == "key" })
            let id = try #require(target["id"] as? String)
            let stepped = try await client.post(
                "/api/v1/previews/stepper/events", #"{"seq": 1, "target": "\#(id)", "type": "key", "key": "increment"}"#)
            #expect(stepped.status == 200 && stepped.state["value"] as? Double == 4)
            let after = try await client.get("/previews/stepper?embed=1")
            #expect(after.text.contains("data-seq=\"1\""), "the embed shows the session's preview as it is now")
            #expect(after.text.contains("aria-valuenow=\"4\""))
        }
    }

    @Test("With frameAncestors configured, embed mode lets exactly those pages frame it")
    func embedFrameAncestors() async throws {
        try await withGallery(configure: { $0.frameAncestors = ["https://docs.example.com"] }) { port in
            let page = try await GalleryClient(port: port).get("/previews/stepper?embed=1")
            #expect(page.header("Content-Security-Policy")?.hasSuffix("; frame-ancestors https://docs.example.com") == true)
            #expect(page.header("X-Frame-Options") == nil)
        }
    }

    @Test("A Content-Security-Policy or X-Frame-Options set in the configuration stays on embed pages too")
    func embedKeepsConfiguredHeaders() async throws {
        let own: [ServerConfiguration.ResponseHeader] = [
            .init(name: "Content-Security-Policy", value: "default-src 'self'; frame-ancestors 'none'"),
            .init(name: "X-Frame-Options", value: "SAMEORIGIN"),
        ]
        try await withGallery(configure: { $0.server.responseHeaders = own }) { port in
            let page = try await GalleryClient(port: port).get("/previews/stepper?embed=1")
            #expect(page.header("Content-Security-Policy") == "default-src 'self'; frame-ancestors 'none'")
            #expect(page.header("X-Frame-Options") == "SAMEORIGIN")
        }
    }
}
