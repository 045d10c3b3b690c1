import Foundation
import Testing

@testable import Gallery

/// The index over real HTTP: the sidebar's groups and links, the search as a GET form, and what it
/// echoes.
@Suite("Browsing: the index, its sidebar and search", .serialized)
struct BrowseIndexTests {
    private let previews = Catalogue.standard.previews

    @Test("The sidebar groups every preview by seed article and by control, each linking to its page")
    func sidebar() async throws {
        try await withGallery { port in
            let page = try await GalleryClient(port: port).get("/")
            #expect(page.status == 200)
            let markup = BrowseMarkup(page.text)
            #expect(markup.tags("nav").contains { $0["aria-label"] == "Previews" })
            let groups = markup.navGroups
            var expected: [(String, [String])] = ["000", "001", "002", "027"].map { number in
                let section = CatalogueSection.seed(number)
                return ("\(number) \(section.title)", previews.filter { $0.section == section }.map(\.id))
            }
            expected += ControlKind.allCases.map { kind in (kind.title, previews.filter { $0.controls.contains(kind) }.map(\.id))
            }
            #expect(groups.map(\.heading) == expected.map(\.0))
            #expect(groups.map(\.ids) == expected.map(\.1))
            #expect(groups.first { $0.heading == "Steppers" }?.ids.contains("onboarding-large-controls") == true)
            #expect(groups.first { $0.heading == "Checkboxes" }?.ids.contains("onboarding-large-controls") == true)
            let links = Set(markup.tags("a").compactMap { $0["href"] })
            for preview in previews { #expect(links.contains("/previews/\(preview.id)"), "\(preview.id)") }
            #expect(markup.sections == previews.map(\.id), "every preview stays on the index")
            #expect(markup.status == "\(Catalogue.standard.previews.count) previews")
        }
    }

    @Test("/?q=range renders exactly the range sliders, says how many, and echoes the query")
    func searchRange() async throws {
        try await withGallery { port in
            let page = try await GalleryClient(port: port).get("/?q=range")
            #expect(page.status == 200)
            let markup = BrowseMarkup(page.text)
            #expect(markup.sections == ["range-slider", "vertical-range-slider"])
            #expect(markup.status == "2 previews match")
            #expect(markup.searchValue == "range")
            #expect(markup.visibleEntries == ["range-slider", "vertical-range-slider"])
            #expect(markup.tags("div").contains { $0["data-search-empty"] != nil && $0["hidden"] != nil })
            #expect(page.text.contains("<title>“range” · StyleGallery</title>"))
        }
    }

    @Test("A query with no match is still a page (200) that says so and offers the way back")
    func noMatch() async throws {
        try await withGallery { port in
            let page = try await GalleryClient(port: port).get("/?q=no+such+control&colorScheme=dark")
            #expect(page.status == 200)
            let markup = BrowseMarkup(page.text)
            #expect(markup.sections.isEmpty)
            #expect(markup.status == "No previews match")
            #expect(markup.visibleEntries.isEmpty)
            let empty = try #require(markup.tags("div").first { $0["data-search-empty"] != nil })
            #expect(empty["hidden"] == nil)
            #expect(page.text.contains("No previews match “<span data-search-echo>no such control</span>”"))
            #expect(markup.tags("a").contains { $0["data-search-clear"] != nil && $0["href"] == "/?colorScheme=dark" })
        }
    }

    @Test("The toolbar's query keys ride along as hidden fields and in the links; unknown keys do not")
    func keptKeys() async throws {
        try await withGallery { port in
            let page = try await GalleryClient(port: port).get("/?q=slider&tint=orange&colorScheme=dark&bogus=1&tint2=x")
            let markup = BrowseMarkup(page.text)
            // The no-JS forms name their preview; the search form keeps the toolbar's keys, the toolbar keeps `q`.
            let hidden = markup.tags("input").filter { $0["type"] == "hidden" && $0["name"] != "preview" }.map {
                "\($0["name"] ?? "")=\($0["value"] ?? "")"
            }
            #expect(hidden == ["colorScheme=dark", "tint=orange", "q=slider"])
            let links = markup.tags("a").compactMap { $0["href"] }
            #expect(links.contains("/previews/range-slider?colorScheme=dark&tint=orange"))
            #expect(!links.contains { $0.contains("bogus") })
        }
    }

    @Test("A hostile query is echoed as text, in the box and in the message, and nothing in the page can run")
    func hostileQuery() async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            for payload in HostilePayload.all {
                let page = try await client.get("/?q=\(payload.percentEncoded)&tint=\(payload.percentEncoded)")
                #expect(page.status == 200, "\(payload.name)")
                #expect(!page.text.contains("\0"), "\(payload.name)")
                let markup = BrowseMarkup(page.text)
                #expect(markup.audit.problems.isEmpty, "index for \(payload.name): \(markup.audit.problems)")
                let kept = markup.tags("input").filter { $0["type"] == "hidden" && $0["name"] != "preview" }
                if let decoded = String(validating: payload.bytes, as: UTF8.self) {
                    let shown = decoded.replacingOccurrences(of: "\0", with: "\u{FFFD}")
                    #expect(markup.searchValue == shown, "\(payload.name): the box holds the query as typed")
                    #expect(
                        kept.map { $0["name"] } == ["q"] && kept.first?["value"] == shown, "the toolbar keeps the query as typed")
                } else {
                    #expect(markup.searchValue == "", "\(payload.name): a query that is not UTF-8 is no query")
                    #expect(kept.isEmpty, "an unknown tint is not kept")
                }
                #expect(!kept.contains { $0["name"] == "tint" }, "an unknown tint is not kept")
            }
        }
    }
}

/// A page's markup read as a browser's tokenizer reads it (``MarkupAudit``), with what the
/// browsing tests look for.
struct BrowseMarkup {
    /// One group of the sidebar: its heading's text and the previews it lists.
    struct NavGroup {
        let heading: String
        let ids: [String]
    }

    let html: String
    let audit: MarkupAudit

    init(_ html: String) {
        self.html = html
        audit = MarkupAudit(html)
    }

    /// The attributes of each `name` start tag, in order (the first of a repeated name wins).
    func tags(_ name: String) -> [[String: String]] {
        audit.tags.filter { $0.name == name }.map { tag in
            Dictionary(tag.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The previews on the page, in order (`section[data-preview]`).
    var sections: [String] { tags("section").compactMap { $0["data-preview"] } }

    /// The previews the sidebar shows (its entries not `hidden`), each once, in order.
    var visibleEntries: [String] {
        var ids: [String] = []
        for entry in tags("li") where entry["hidden"] == nil {
            if let id = entry["data-search-for"], !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// The value of the search box.
    var searchValue: String? { tags("input").first { $0["name"] == "q" }?["value"] }

    /// The search's status line.
    var status: String? { text(between: "data-search-status>", and: "</p>") }

    /// The sidebar's groups, in order.
    var navGroups: [NavGroup] {
        html.components(separatedBy: "<div class=\"sg-nav-group\"").dropFirst().map { chunk in
            let group = BrowseMarkup(chunk.components(separatedBy: "</ul>")[0])
            let heading = group.text(between: "<h3>", and: "</h3>") ?? ""
            return NavGroup(heading: heading, ids: group.tags("li").compactMap { $0["data-search-for"] })
        }
    }

    /// The text between the first `start` and the next `end`, its tags removed.
    func text(between start: String, and end: String) -> String? {
        guard let from = html.range(of: start), let to = html.range(of: end, range: from.upperBound..<html.endIndex)
        else { return nil }
        return String(html[from.upperBound..<to.lowerBound]).replacing(#/<[^>]*>/#, with: "")
    }
}
