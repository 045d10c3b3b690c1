import Foundation
import Testing

@testable import Gallery

/// The matrix page and the variant instances behind its cells, over real HTTP.
@Suite("The matrix page and variant instances")
struct MatrixPageTests {
    private let slider = "default-slider"
    private let dark = "colorScheme=dark&layoutDirection=rightToLeft&disabled=0"
    private let light = "colorScheme=light&layoutDirection=leftToRight&disabled=0"

    /// The matrix page of `query`, and whether it has `variants` cells for each preview of `kind`.
    private func matrix(_ query: String, port: Int, kind: ControlKind, variants: Int) async throws -> (Reply, Bool) {
        let page = try await GalleryClient(port: port).get("/matrix?\(query)")
        let previews = Catalogue.standard.previews.filter { $0.controls.contains(kind) }
        let cells = page.text.components(separatedBy: "<section class=\"sg-preview sg-matrix-card\"").count - 1
        return (page, page.status == 200 && cells == previews.count * variants)
    }

    @Test("/matrix?control=slider: every slider style × light/dark × enabled/disabled × LTR/RTL, ids unique")
    func defaultAxes() async throws {
        try await withGallery { port in
            let (page, complete) = try await matrix("control=slider", port: port, kind: .slider, variants: 8)
            #expect(complete)
            #expect(Set(page.elementIDs).count == page.elementIDs.count, "ids are unique")
            #expect(page.text.contains("data-variant=\"\(dark.replacingOccurrences(of: "&", with: "&amp;"))\""))
            #expect(page.text.contains("data-color-scheme=\"dark\"") && page.text.contains("data-color-scheme=\"light\""))
            #expect(page.text.contains("aria-disabled=\"true\""))
        }
    }

    /// The text of every `<th>` of `html` whose attributes contain `attributes`, in order.
    private func headers(_ html: String, _ attributes: String) -> [String] {
        html.matches(of: /<th ([^>]*)>([\s\S]*?)<\/th>/).filter { $0.output.1.contains(attributes) }
            .map { String($0.output.2).replacing(/<[^>]*>/, with: "") }
    }

    @Test("/matrix?control=slider is one table: light and dark × LTR and RTL across, each style's rows enabled and disabled")
    func gridShape() async throws {
        try await withGallery { port in
            let page = try await GalleryClient(port: port).get("/matrix?control=slider").text
            let previews = Catalogue.standard.previews.filter { $0.controls.contains(.slider) }
            #expect(page.components(separatedBy: "<table class=\"sg-matrix-grid\"").count == 2)
            #expect(headers(page, "scope=\"colgroup\" colspan=\"2\"") == ["Light", "Dark"])
            #expect(
                headers(page, "scope=\"col\"") == ["Style", "Enabled or disabled"]
                    + Array(repeating: ["Left to right", "Right to left"], count: 2).flatMap { $0 })
            #expect(headers(page, "scope=\"rowgroup\" rowspan=\"2\"") == previews.map { IndexPage.escape($0.title) })
            #expect(
                headers(page, "scope=\"row\"") == Array(repeating: ["Enabled", "Disabled"], count: previews.count).flatMap { $0 })
            #expect(page.components(separatedBy: "<tbody>").count - 1 == previews.count)
            #expect(page.components(separatedBy: "<tr>").count - 1 == 2 + previews.count * 2, "two header rows, two per style")
            // A cell names no landmark of its own: the one region is the table's, named by its heading.
            #expect(page.components(separatedBy: "role=\"region\"").count == 2)
            let cells = page.matches(of: /<section class="sg-preview sg-matrix-card"[^>]*>/).map { String($0.output) }
            #expect(cells.count == previews.count * 8)
            #expect(cells.allSatisfy { !$0.contains("aria-label") }, "a cell is no landmark")
            #expect(!page.contains("sg-matrix-row"), "no section per style")
            #expect(page.contains("<td class=\"sg-matrix-cell\" data-color-scheme=\"dark\" style=\"--sg-width:360px\">"))
        }
    }

    @Test("The query chooses the axes and the base environment; each cell has them")
    func chosenAxes() async throws {
        try await withGallery { port in
            let (page, complete) = try await matrix(
                "control=button&axes=colorScheme,controlSize&tint=orange", port: port, kind: .button, variants: 10)
            #expect(complete)
            #expect(page.text.contains("data-variant=\"colorScheme=dark&amp;controlSize=extraLarge&amp;tint=orange\""))
            #expect(page.text.contains("<input type=\"hidden\" name=\"axes\" value=\"colorScheme,controlSize\">"))
            #expect(!page.text.contains("<select name=\"colorScheme\">"), "an axis has no toolbar control")
            #expect(page.text.contains("<option value=\"orange\" selected>"), "the base values do")
        }
    }

    @Test(
        "A bad matrix is a 400 page that says why",
        arguments: [
            "control=dial", "axes=colorScheme,colour", "axes=colorScheme,colorScheme", "axes=",
            "control=slider&axes=dynamicTypeSize,controlSize",
        ])
    func badMatrix(_ query: String) async throws {
        try await withGallery { port in
            let page = try await GalleryClient(port: port).get("/matrix?\(query)")
            #expect(page.status == 400)
            #expect(page.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(page.text.contains("role=\"alert\""))
        }
    }

    @Test("Cells are independent live instances: an event on one leaves the others and the main instance")
    func independentCells() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            _ = try await client.get("/matrix?control=slider")
            let cell = try await client.snapshot(slider, variant: dark)
            #expect(cell.html.contains("data-color-scheme=\"dark\""))
            let target = try #require(cell.target("key"))
            let moved = try await client.event(
                slider, #""seq": 1, "type": "key", "target": "\#(target)", "key": "end""#, variant: dark)
            #expect(moved.status == 200 && moved.state["value"] as? Double == 1)
            #expect(try await client.snapshot(slider, variant: light).state["value"] as? Double == 0.2)
            #expect(try await client.snapshot(slider).state["value"] as? Double == 0.2)
            let reset = try await client.post("/api/v1/previews/\(slider)/reset" + GalleryClient.variantQuery(dark), "")
            #expect(reset.seq == 0 && reset.state["value"] as? Double == 0.2)
            #expect(reset.html.contains("data-color-scheme=\"dark\""), "a reset keeps the variant's environment")
        }
    }

    @Test("A disabled cell refuses events; an environment event to a variant is a 400")
    func fixedEnvironment() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let target = try #require(try await client.snapshot(slider).target("key"))
            let disabled = "colorScheme=light&layoutDirection=leftToRight&disabled=1"
            #expect(try await client.snapshot(slider, variant: disabled).target("key") == nil)
            let refused = try await client.event(
                slider, #""type": "key", "target": "\#(target)", "key": "end""#, variant: disabled)
            #expect(refused.status == 404)
            let environment = try await client.event(slider, #""type": "environment", "colorScheme": "light""#, variant: dark)
            #expect(environment.status == 400)
        }
    }

    @Test(
        "A malformed variant is a 400 and makes no instance",
        arguments: [
            "", "colorScheme=dark&colorScheme=light", "layoutDirection=rightToLeft&colorScheme=dark", "colorScheme=purple",
            "color=dark", "colorScheme=automatic", "disabled=",
        ])
    func malformedVariant(_ variant: String) async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let snapshot = try await client.snapshot(slider, variant: variant)
            let reset = try await client.post("/api/v1/previews/\(slider)/reset" + GalleryClient.variantQuery(variant), "")
            #expect(snapshot.status == 400 && reset.status == 400)
            #expect((snapshot.json["message"] as? String)?.contains("variant") == true)
        }
    }

    @Test("A session keeps at most Session.maximumVariants variant instances, the least recently used go first")
    func variantCap() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let first = "controlSize=mini"
            let target = try #require(try await client.snapshot(slider, variant: first).target("key"))
            _ = try await client.event(slider, #""type": "key", "target": "\#(target)", "key": "end""#, variant: first)
            #expect(try await client.snapshot(slider, variant: first).seq == 1)
            var others: [String] = []
            for scheme in ["light", "dark"] {
                for direction in ["leftToRight", "rightToLeft"] {
                    for size in ["small", "regular", "large", "extraLarge"] {
                        for type in PreviewEnvironment.values(of: "dynamicTypeSize") {
                            others.append(
                                "colorScheme=\(scheme)&layoutDirection=\(direction)&controlSize=\(size)&dynamicTypeSize=\(type)")
                        }
                    }
                }
            }
            #expect(others.count >= Session.maximumVariants)
            for variant in others.prefix(Session.maximumVariants - 1) {
                #expect(try await client.snapshot(slider, variant: variant).status == 200)
            }
            #expect(try await client.snapshot(slider, variant: first).seq == 1, "still held: the cap is not reached")
            for variant in others.prefix(Session.maximumVariants) {
                _ = try await client.snapshot(slider, variant: variant)
            }
            #expect(try await client.snapshot(slider, variant: first).seq == 0, "evicted, made afresh")
        }
    }
}
