import HTTPServer

/// Turns a page's root-relative links into paths relative to the file the export writes it to,
/// so that the exported gallery opens from disk (`file://`).
///
/// `/` becomes `index.html`, `/matrix` `matrix.html`, `/assets/x` `assets/x`, `/images/x` `images/x`, `/previews/id`
/// `previews/id.html`, and `/previews/id?…` with the query of a matrix variant that variant's
/// `previews/id/<variant>.html`; each is prefixed with `../` for each folder the page is in.
/// Other links (the API's, another site's) are left as they are.
///
/// ```swift
/// let links = StaticLinks(depth: 1, previewIDs: ["slider"], variants: PreviewEnvironment.matrixVariants)
/// links.target(for: "/assets/gallery.css")   // "../assets/gallery.css"
/// links.target(for: "/previews/slider")      // "../previews/slider.html"
/// ```
struct StaticLinks: Sendable {
    /// How many folders deep the page is (0 for `index.html`, 2 for `previews/id/variant.html`).
    let depth: Int
    /// The previews that have pages.
    let previewIDs: Set<String>
    /// The variants that have pages, by their ``PreviewEnvironment/exportName``.
    let variantNames: Set<String>

    /// Links for a page `depth` folders deep in an export of `previewIDs` × `variants`.
    init(depth: Int, previewIDs: Set<String>, variants: [PreviewEnvironment]) {
        self.depth = depth
        self.previewIDs = previewIDs
        variantNames = Set(variants.map(\.exportName))
    }

    /// The relative path for `link` (an attribute's value, unescaped), or nil to leave it.
    func target(for link: String) -> String? {
        guard link.hasPrefix("/"), !link.hasPrefix("//") else { return nil }
        var rest = Substring(link)
        var fragment = ""
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[hash...])
            rest = rest[..<hash]
        }
        var query: String?
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        let segments = rest.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        let file: String
        switch (segments.first, segments.count) {
        case ("", 1): file = "index.html"
        case ("matrix", 1): file = "matrix.html"
        case ("assets", 2...) where !segments.contains(".."): file = segments.joined(separator: "/")
        case ("images", 2) where segments.last != "..": file = segments.joined(separator: "/")
        case ("previews", 2) where previewIDs.contains(String(segments.last!)):
            let id = String(segments.last!)
            let variant = query.map { PreviewEnvironment(query: HTTPRequest(method: .get, path: "/", query: $0)).exportName }
            if let variant, variantNames.contains(variant) {
                file = "previews/\(id)/\(variant).html"
            } else {
                file = "previews/\(id).html"
            }
        default: return nil
        }
        return String(repeating: "../", count: depth) + file + fragment
    }

    /// `html` with every root-relative `href`, `src` and `action` that ``target(for:)`` knows
    /// made relative.
    func rewrite(_ html: String) -> String {
        html.replacing(/\s(href|src|action)="(\/[^"]*)"/) { match in
            let value = String(match.output.2).replacingOccurrences(of: "&amp;", with: "&")
            guard let target = target(for: value) else { return String(match.output.0) }
            return "\(match.output.0.prefix(1))\(match.output.1)=\"\(IndexPage.escape(target))\""
        }
    }
}
