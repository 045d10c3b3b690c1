import HTTPServer

extension GalleryApp {
    /// The HTML pages: the index (`/`, `/?q=range`) and a page per preview (`/previews/:id`, or
    /// the preview alone with `?embed=1`).
    func addPageRoutes(to router: inout Router) {
        router.add(.get, "/") { request in indexPage(request) }
        router.add(.get, "/previews/:id") { request in previewPage(request) }
    }

    /// The index: the previews the query `q` matches (all without one), live, and the sidebar.
    private func indexPage(_ request: HTTPRequest) -> HTTPResponse {
        let search = PreviewSearch(request.queryValue(named: "q"))
        let kept = PreviewEnvironment(query: request).queryItems
        let matching = catalogue.previews.filter(search.matches)
        return withSession(request) { session in
            let cards = self.cards(matching, in: session, for: request).map { card in
                var card = card
                card.kept = kept
                return card
            }
            let page = IndexPage.html(
                title: search.isEmpty ? "StyleGallery" : "“\(search.text)” · StyleGallery", catalogue: catalogue.previews,
                cards: cards, search: search, kept: kept, environment: PreviewEnvironment(query: request),
                keeping: search.isEmpty ? [] : [("q", search.text)])
            return .html(page)
        }
    }

    /// A preview's page, or with `embed=1` the preview alone, framable; an HTML 404 for an unknown
    /// preview and a 400 for an `embed` other than `1` or `0`.
    private func previewPage(_ request: HTTPRequest) -> HTTPResponse {
        let id = request.parameters["id"] ?? ""
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
            return .html(
                PreviewPage.html(
                    card: card, catalogue: catalogue.previews, source: source, kept: kept, environment: environment))
        }
        return embed == "1" ? framable(response) : response
    }
}
