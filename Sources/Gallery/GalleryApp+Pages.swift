import HTTPServer

extension GalleryApp {
    /// The HTML pages: the index (`/`, `/?q=range`) and a page per preview (`/previews/:id`, or
    /// the preview alone with `?embed=1`).
    func addPageRoutes(to router: inout Router) {
        router.add(.get, "/") { request in Self.canonical(request, path: "/") ?? indexPage(request) }
        router.add(.get, "/previews/:id") { request in
            Self.canonical(request, path: PageLink.preview(request.parameter("id") ?? "")) ?? previewPage(request)
        }
    }

    /// A 303 to `path` with `request`'s query less its empty environment keys, when it has one;
    /// nil otherwise. The toolbar's GET form without JS sends every field, `layoutDirection=` for
    /// automatic, and the redirect keeps the address bar (and a link copied from it) clean. The
    /// other query items stay as they were sent.
    static func canonical(_ request: HTTPRequest, path: String) -> HTTPResponse? {
        guard let query = request.query else { return nil }
        let pairs = query.split(separator: "&", omittingEmptySubsequences: false)
        let isEmptyKey = { (pair: Substring) -> Bool in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return PreviewEnvironment.keys.contains(String(parts[0])) && (parts.count == 1 || parts[1].isEmpty)
        }
        guard pairs.contains(where: isEmptyKey) else { return nil }
        let kept = pairs.filter { !$0.isEmpty && !isEmptyKey($0) }
        var response = HTTPResponse(status: .seeOther)
        response.headers.add("Location", path + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&")))
        return response
    }

    /// The index: the previews the query `q` matches (all without one), live, and the sidebar.
    ///
    /// The page comes from ``IndexPageCache``: the same bytes as ``IndexPage`` builds for the same
    /// state, kept between requests and shared by the sessions at that state.
    private func indexPage(_ request: HTTPRequest) -> HTTPResponse {
        let search = PreviewSearch(request.queryValue(named: "q"))
        let environment = PreviewEnvironment(query: request)
        return withSession(request) { session in
            let changes = sessions.changes.value
            let page = self.indexPages.page(in: session, changes: changes, search: search, environment: environment) {
                self.cardInputs(catalogue.previews.filter(search.matches), in: session, environment: environment)
            }
            return .html(page)
        }
    }

    /// A preview's page, or with `embed=1` the preview alone, framable; an HTML 404 for an unknown
    /// preview and a 400 for an `embed` other than `1` or `0`.
    private func previewPage(_ request: HTTPRequest) -> HTTPResponse {
        let id = request.parameter("id") ?? ""
        guard let definition = catalogue.preview(id) else {
            return ErrorPage.response(
                .notFound, title: "No such preview",
                message: "There is no preview named “\(id)”. The index lists every preview of the gallery.")
        }
        let embed = request.queryValue(named: "embed")
        guard embed == nil || embed == "1" || embed == "0" else {
            return ErrorPage.response(
                .badRequest, title: "Bad embed value",
                message: "embed takes 1 (the preview alone, for an iframe) or 0, not “\(embed ?? "")”.")
        }
        let kept = PreviewEnvironment(query: request).queryItems
        let source = embed == "1" ? "" : PreviewSource.html(for: definition, sourcesDirectory: configuration.sourcesDirectory)
        let response = withSession(request) { session in
            var card = self.cards([definition], in: session, for: request)[0]
            card.kept = kept
            let environment = PreviewEnvironment(query: request)
            if embed == "1" { return .html(PreviewPage.embedded(card: card, colorScheme: environment.colorScheme)) }
            card.accessibilityPanel = session.withPreview(definition) { [elementID = card.elementID] in
                AccessibilityPanel.html(AccessibilityReport.of($0), elementID: elementID)
            }
            return .html(
                PreviewPage.html(
                    card: card, catalogue: catalogue.previews, source: source, kept: kept, environment: environment,
                    keeping: request.queryValue(named: "q").map { [("q", $0)] } ?? []))
        }
        return embed == "1" ? framable(response) : response
    }
}
