import Stylish

/// The static export's own markup: a preview's card in a variant, the matrix page, and the
/// finishing touches every exported page gets.
enum StaticPage {
    /// The note at the top of every exported page, with links to the index and the matrix
    /// (`index` and `matrix`, relative to the page): a landmark of its own (`aside`, named), as
    /// everything on a page sits in one. Its links take its text's colour (``hiddenInExport``).
    static func note(index: String, matrix: String) -> String {
        "<aside class=\"sg-static-note\" aria-label=\"Static export\" style=\"margin:0;padding:8px 16px;text-align:center;"
            + "font-size:13px;background:var(--sg-chip)\">Static export: open the live gallery to interact. "
            + "<a href=\"\(IndexPage.escape(index))\">All previews</a> · "
            + "<a href=\"\(IndexPage.escape(matrix))\">Matrix of every preview</a></aside>\n"
    }

    /// The rules the export adds to its `gallery.css`: a card's event log, its Clear and Copy as
    /// curl are hidden (a static page talks to no server, so there is nothing to log or replay);
    /// the state panel stays. The note's links take its text's colour, which reads on its grey in
    /// either scheme, underlined.
    static let hiddenInExport = """

        /* Static export: no server to log exchanges with or replay them to. */
        body[data-static] [data-log-panel] { display: none !important; }
        .sg-static-note a { color: inherit; }

        """

    /// `html` with its links made relative, `data-static` on its `<body>` followed by the note, the
    /// forms that post to the server (the environment toolbar, the no-JS controls) and the links to
    /// the live server's embed mode and API left out, and, for a variant, its colour scheme on
    /// `<html>` (``StaticStylesheet`` colours it). Reset buttons stay as cards render them, `hidden`:
    /// `gallery.js`, which shows them, does nothing on a static page.
    ///
    /// A preview's page (`variantsOf`) also gets a list of links to its pages in each of `variants`.
    static func finish(
        _ html: String, links: StaticLinks, colorScheme: ColorScheme? = nil, variantsOf preview: String? = nil,
        variants: [PreviewEnvironment] = []
    ) -> String {
        var page = html
        if let preview, let end = page.range(of: "<section class=\"sg-source\"") ?? page.range(of: "</main>") {
            page.insert(contentsOf: variantList(preview, variants), at: end.lowerBound)
        }
        page = links.rewrite(page)
        if let colorScheme, let range = page.range(of: "<html") {
            page.replaceSubrange(range, with: "<html data-color-scheme=\"\(colorScheme.rawValue)\"")
        }
        // Nothing on a static page can be reset, or asked of the server: each variant is a page.
        page = page.replacing(/<p class="sg-page-links">[\s\S]*?<\/p>\n?/, with: "")  // embed and the JSON API
        page = page.replacing(/<form class="sg-toolbar"[\s\S]*?<\/form>\n?/, with: "")
        page = page.replacing(/\ <a class="sg-a11y-json"[^>]*>[^<]*<\/a>/, with: "")  // the report's JSON
        page = page.replacing(/<noscript><form class="sg-noscript"[\s\S]*?<\/form><\/noscript>\n?/, with: "")
        if let body = page.range(of: "<body"), let end = page[body.upperBound...].firstIndex(of: ">") {
            let note = note(index: links.target(for: "/") ?? "index.html", matrix: links.target(for: "/matrix") ?? "matrix.html")
            // After the skip link, which stays the first link of the page.
            let skip = page.range(of: "<a class=\"sg-skip\"").flatMap { page[$0.upperBound...].range(of: "</a>") }
            page.insert(contentsOf: "\n" + note, at: skip?.upperBound ?? page.index(after: end))
            page.replaceSubrange(body, with: "<body data-static")
        }
        return page
    }

    /// The links from preview `id`'s page to its page in each of `variants` (root-relative, as
    /// the live gallery's links; ``StaticLinks`` makes them the variants' files).
    static func variantList(_ id: String, _ variants: [PreviewEnvironment]) -> String {
        var html = "<nav class=\"sg-variants\" aria-labelledby=\"sg-variants-title\">"
        html += "<h2 id=\"sg-variants-title\">In each environment</h2>\n<ul>\n"
        for variant in variants {
            let link = PageLink.preview(id, variant.queryItems)
            html += "<li><a href=\"\(IndexPage.escape(link))\">\(IndexPage.escape(variant.exportLabel))</a></li>\n"
        }
        return html + "</ul></nav>\n"
    }

    /// `definition`'s card in its initial state, drawn by a fresh host with `variant`'s
    /// environment; right-to-left variants also set `dir="rtl"` around the canvas.
    static func card(_ definition: PreviewDefinition, in variant: PreviewEnvironment) -> PreviewCard {
        let rendering = definition.makeHost(environment: variant.applied(to: EnvironmentValues())).render()
        var state = JSONWriter()
        Snapshot.writeModel(of: definition, rendering, to: &state)
        let direction = variant.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        return PreviewCard(
            definition: definition, seq: 0, state: String(decoding: state.finish(), as: UTF8.self),
            html: "<div dir=\"\(direction)\" style=\"display:contents\">\(rendering.html)</div>",
            variant: variant.exportName, problems: rendering.problems)
    }

    /// The matrix page: one table (``MatrixGrid``) of every preview × variant, each cell coloured
    /// in its scheme and linking to its variant's page.
    static func matrix(_ previews: [PreviewDefinition], variants: [PreviewEnvironment]) -> String {
        let grid = MatrixGrid(axes: Matrix.defaultAxes)
        var body = """
            <header class="sg-header"><h1><a href="/">StyleGallery</a></h1></header>
            <main class="sg-matrix" id="sg-main">

            """
        body += grid.html(
            caption: "Every preview in its initial state, in each of the matrix's \(variants.count) environments.",
            previews: previews, variants: variants, link: { PageLink.preview($0.id) },
            cell: { preview, variant in
                let definition = previews[preview]
                // A card with a variant has ids of its own.
                return card(definition, in: variants[variant]).matrixCellMarkup(
                    label: grid.cellLabel(definition, variants[variant]),
                    link: PageLink.preview(definition.id, variants[variant].queryItems))
            })
        body += "</main>\n"
        return PageShell.html(title: "Matrix · StyleGallery", bodyClass: "sg-page sg-matrix-page", body: body)
    }
}
