import Foundation
import Testing

@testable import Gallery

/// The toolbar's query keys on a page GET, applied to each preview's instance, over real HTTP.
@Suite("The environment in the URL")
struct EnvironmentPageTests {
    private let slider = "default-slider"

    /// The default slider's html after a page GET of `query`, in a fresh session.
    private func sliderAfterPage(_ query: String, port: Int) async throws -> Reply {
        let client = GalleryClient(port: port)
        let page = try await client.get("/previews/\(slider)?\(query)")
        #expect(page.status == 200)
        return try await client.snapshot(slider)
    }

    @Test("colorScheme=dark: the page, its toolbar and the preview's canvas are dark")
    func colorScheme() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let page = try await client.get("/previews/\(slider)?colorScheme=dark")
            #expect(page.text.contains("<html lang=\"en\" data-color-scheme=\"dark\">"))
            #expect(page.text.contains("<option value=\"dark\" selected>Dark</option>"))
            #expect(page.text.contains("class=\"sg-canvas\" style=\"width:360px;height:60px\" data-color-scheme=\"dark\""))
            let light = try await sliderAfterPage("", port: port)
            #expect(light.html.contains("data-color-scheme=\"light\""))
        }
    }

    @Test("The toolbar is a landmark, and its options read as words while they submit the API's values")
    func toolbarOptions() {
        let html = Toolbar.html(environment: PreviewEnvironment())
        #expect(html.hasPrefix("<form class=\"sg-toolbar\" method=\"get\" action=\"/\" aria-label=\"Environment\" data-toolbar>"))
        let options = html.matches(of: /<option value="([^"]*)"[^>]*>([^<]*)<\/option>/).map {
            (value: String($0.output.1), text: String($0.output.2))
        }
        let expected = [
            ("", "Default (left to right)"), ("rightToLeft", "Right to left"), ("extraLarge", "Extra large"),
            ("xxxLarge", "Extra extra extra large"), ("accessibility3", "Accessibility 3"), ("orange", "Orange"),
            ("dark", "Dark"), ("1", "On"),
        ]
        for (value, text) in expected {
            #expect(options.contains { $0.value == value && $0.text == text }, "\(value) reads \(text)")
        }
        for option in options {
            #expect(option.text.first?.isUppercase == true, "\(option.text)")
            #expect(option.text.firstMatch(of: /[a-z][A-Z]/) == nil, "\(option.text) is camel case")
        }
    }

    @Test("layoutDirection=rightToLeft mirrors the slider: its fill starts at the right")
    func layoutDirection() async throws {
        try await withGallery { port in
            let ltr = try await sliderAfterPage("", port: port)
            let rtl = try await sliderAfterPage("layoutDirection=rightToLeft", port: port)
            #expect(ltr.html.contains("sg-slider-fill\" data-k=\"0.0.0.0.1.fill\" style=\"left:0;"))
            #expect(!rtl.html.contains("sg-slider-fill\" data-k=\"0.0.0.0.1.fill\" style=\"left:0;"))
            #expect(rtl.html.contains("sg-slider-fill"))
        }
    }

    @Test("controlSize=large makes the custom button taller; mini smaller")
    func controlSize() async throws {
        try await withGallery { port in
            var heights: [String: Double] = [:]
            for size in ["mini", "regular", "large"] {
                let client = GalleryClient(port: port)
                _ = try await client.get("/?controlSize=\(size)")
                let frame = try #require(try await client.snapshot("custom-button").frames("tap").first)
                heights[size] = frame["height"]
            }
            #expect(heights["mini"]! < heights["regular"]! && heights["regular"]! < heights["large"]!)
        }
    }

    @Test("tint=orange colours the slider's fill; dynamicTypeSize=xxLarge enlarges the buttons' text")
    func tintAndDynamicType() async throws {
        try await withGallery { port in
            let plain = try await sliderAfterPage("", port: port)
            #expect(plain.html.contains("background:var(--sg-accent)"))
            let orange = try await sliderAfterPage("tint=orange", port: port)
            #expect(orange.html.contains("background:var(--sg-orange)") && !orange.html.contains("--sg-accent"))
            let client = GalleryClient(port: port)
            let text = try await client.snapshot("custom-button")
            #expect(text.html.contains("font-size:17px"))
            _ = try await client.get("/?dynamicTypeSize=xxLarge")
            let large = try await client.snapshot("custom-button")
            #expect(!large.html.contains("font-size:17px") && large.html.contains("font-size:"))
        }
    }

    @Test("reduceMotion=1 takes the animation off the checkout slider's snap-back; without it, it animates")
    func reduceMotion() async throws {
        try await withGallery { port in
            for (query, animates) in [("", true), ("?reduceMotion=1", false)] {
                let client = GalleryClient(port: port)
                _ = try await client.get("/previews/checkout-slider\(query)")
                let target = try #require(try await client.snapshot("checkout-slider").target("drag"))
                for (phase, x) in [("began", 10), ("changed", 100), ("ended", 100)] {
                    let reply = try await client.drag(
                        "checkout-slider", target: target, phase: phase, x: Double(x), y: 10, seq: nil)
                    if phase == "ended" { #expect((reply.json["animation"] is [String: Any]) == animates, "\(query)") }
                }
            }
        }
    }

    @Test("disabled=1 sets aria-disabled and drops the targets; an event is refused and changes nothing")
    func disabled() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try #require(try await client.snapshot(slider).target("key"))
            let page = try await client.get("/previews/\(slider)?disabled=1")
            #expect(page.text.contains("aria-disabled=\"true\""))
            #expect(page.text.contains("name=\"disabled\" value=\"1\" checked"))
            let before = try await client.snapshot(slider)
            #expect(before.target("key") == nil)
            let refused = try await client.event(slider, #""type": "key", "target": "\#(target)", "key": "end""#)
            #expect(refused.status == 404)
            let after = try await client.snapshot(slider)
            #expect(after.seq == before.seq && after.body == before.body)
            _ = try await client.get("/previews/\(slider)")
            let enabled = try await client.event(slider, #""type": "key", "target": "\#(target)", "key": "end""#)
            #expect(enabled.status == 200 && enabled.state["value"] as? Double == 1)
        }
    }

    @Test("Unknown or badly spelt values are ignored: the page is drawn with the defaults")
    func badValuesIgnored() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let page = try await client.get("/previews/\(slider)?colorScheme=purple&controlSize=huge&tint=%3Cb%3E&disabled=maybe")
            #expect(page.status == 200)
            #expect(!page.text.contains("data-color-scheme=\"purple\"") && !page.text.contains("<b>"))
            #expect(try await client.snapshot(slider).seq == 0, "nothing differed, so no event was applied")
        }
    }

    @Test("Query values the toolbar carries along are escaped: the page stays inert")
    func keptQueryEscaped() async throws {
        try await withGallery { port in
            let hostile = "%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E"
            for path in ["/?q=\(hostile)&colorScheme=dark", "/matrix?control=slider&q=\(hostile)&tint=\(hostile)"] {
                let page = try await GalleryClient(port: port).get(path)
                #expect(page.status == 200)
                #expect(MarkupAudit(page.text).problems.isEmpty, "\(path)")
                #expect(page.text.contains("&quot;&gt;&lt;script&gt;") == path.hasPrefix("/?"))
            }
        }
    }

    @Test("A page without a key returns it to the default, except the keys that follow the browser")
    func unpinnedKeys() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            _ = try await client.event(slider, #""type": "environment", "colorScheme": "dark""#)
            _ = try await client.get("/previews/\(slider)?controlSize=large&tint=orange")
            let pinned = try await client.snapshot(slider)
            #expect(pinned.html.contains("--sg-orange") && pinned.html.contains("data-color-scheme=\"dark\""))
            _ = try await client.get("/previews/\(slider)")
            let unpinned = try await client.snapshot(slider)
            #expect(!unpinned.html.contains("--sg-orange"), "the tint went back to the default")
            #expect(unpinned.html.contains("data-color-scheme=\"dark\""), "the browser's scheme is kept")
            let again = try await client.get("/previews/\(slider)")
            #expect(again.status == 200)
            #expect(try await client.snapshot(slider).seq == unpinned.seq, "no change, no event")
        }
    }

    @Test("The pinned environment survives a restart: it was applied by a recorded event")
    func survivesRestart() async throws {
        let folder = try TemporaryFolder()
        var cookie: String?
        var before: Reply?
        try await withPersistentGallery(directory: folder.path) { port in
            let client = GalleryClient(port: port)
            _ = try await client.get("/previews/\(slider)?layoutDirection=rightToLeft&tint=green&dynamicTypeSize=xLarge")
            let target = try #require(try await client.snapshot(slider).target("key"))
            _ = try await client.event(slider, #""type": "key", "target": "\#(target)", "key": "pageIncrement""#)
            before = try await client.snapshot(slider)
            cookie = client.cookie
        }
        try await withPersistentGallery(directory: folder.path) { port in
            let client = GalleryClient(port: port, cookie: cookie)
            let after = try await client.snapshot(slider)
            #expect(after.body == before?.body)
            #expect(after.html.contains("--sg-green"))
        }
    }
}
