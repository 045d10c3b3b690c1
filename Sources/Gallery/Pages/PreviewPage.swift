import Stylish

/// A preview's own page (`/previews/{id}`): its title, the section it is listed under, what it
/// shows, the live preview and its Swift source; or, in embed mode, the live preview alone.
enum PreviewPage {
    /// "In section …": the section's tag (or, without one, its title) links to the index
    /// searching for it.
    static func provenance(_ section: CatalogueSection, kept: [PageLink.Item]) -> String {
        let link = IndexPage.escape(PageLink.index([("q", section.tag ?? section.title)] + kept))
        guard let tag = section.tag else {
            return "In <a class=\"sg-section-tag\" href=\"\(link)\">\(IndexPage.escape(section.title))</a>"
        }
        return "In <a class=\"sg-section-tag\" href=\"\(link)\">\(IndexPage.escape(tag))</a>, "
            + "<cite>\(IndexPage.escape(section.title))</cite>"
    }

    /// The page for `card`; `catalogue` feeds the sidebar, `source` is the highlighted Swift
    /// source (markup), and `kept` (the toolbar's query keys) rides along in the links; `environment`
    /// sets the toolbar and the page's colour scheme, `keeping` the other query items it carries.
    static func html(
        card: PreviewCard, catalogue: [PreviewDefinition], source: String, kept: [PageLink.Item],
        environment: PreviewEnvironment = PreviewEnvironment(), keeping: [PageLink.Item] = []
    ) -> String {
        let definition = card.definition
        let section = definition.section
        let kinds = definition.controls.map { "<li>\(IndexPage.escape($0.title))</li>" }.joined()
        let embed = PageLink.preview(definition.id, kept + [("embed", "1")])
        let snapshot = "/api/v1/previews/" + PageLink.encoded(definition.id)
        var main = """
            <main class="sg-preview-page" id="sg-main">
            <header class="sg-page-header">
            <p class="sg-breadcrumb"><a href="\(IndexPage.escape(PageLink.index(kept)))">All previews</a></p>
            <h1>\(IndexPage.escape(definition.title))</h1>
            <p class="sg-provenance">\(provenance(section, kept: kept))</p>
            <p class="sg-summary">\(summary(definition.summary))</p>
            <ul class="sg-kinds" aria-label="Controls">\(kinds)</ul>
            <p class="sg-page-links"><a href="\(IndexPage.escape(embed))">Embed this preview</a> \
            <a href="\(IndexPage.escape(snapshot))">Snapshot (JSON)</a></p>
            </header>
            \(Toolbar.html(
                environment: environment, action: "/previews/" + PageLink.encoded(definition.id), keeping: keeping,
                matrices: Toolbar.matrixLinks(Array(definition.controls.prefix(1)), kept: kept)))
            \(card.markup)
            """
        main += source  // its own <section class="sg-source">, headed "Swift source"
        main += "</main>\n"
        let body = PageShell.chrome(
            isIndex: false, home: PageLink.index(kept),
            sidebar: Sidebar.html(catalogue, current: definition.id, kept: kept), content: main)
        return PageShell.html(title: "\(definition.title) · StyleGallery", colorScheme: environment.colorScheme, body: body)
    }

    /// The embed page for `card` (`?embed=1`): the live preview alone, for an iframe; its `main`
    /// is headed by the preview's title, for assistive technology only (`sg-visually-hidden`).
    static func embedded(card: PreviewCard, colorScheme: ColorScheme? = nil) -> String {
        var card = card
        card.isEmbedded = true
        let title = IndexPage.escape(card.definition.title)
        return PageShell.html(
            title: "\(card.definition.title) · StyleGallery", bodyClass: "sg-page sg-embed", colorScheme: colorScheme,
            body: "<main id=\"sg-main\">\n<h1 class=\"sg-visually-hidden\">\(title)</h1>\n\(card.markup)</main>\n")
    }

    /// `text` escaped, with each pair of backticks made a `<code>` span (`` `Slider` ``).
    static func summary(_ text: String) -> String {
        let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
        guard pieces.count % 2 == 1 else { return IndexPage.escape(text) }  // an unpaired backtick: plain text
        return pieces.enumerated().map { index, piece in
            index % 2 == 0 ? IndexPage.escape(String(piece)) : "<code>\(IndexPage.escape(String(piece)))</code>"
        }.joined()
    }
}
