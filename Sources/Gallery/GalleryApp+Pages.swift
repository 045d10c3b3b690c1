import HTTPServer

extension GalleryApp {
    /// The HTML pages: the index (`/`) and a page per preview (`/previews/:id`).
    func addPageRoutes(to router: inout Router) {
        router.add(.get, "/") { request in page(request, title: "StyleGallery", previews: catalogue.previews) }
        router.add(.get, "/previews/:id") { request in
            let definition = try preview(request)
            return page(request, title: "\(definition.title) · StyleGallery", previews: [definition])
        }
    }

    private func page(_ request: HTTPRequest, title: String, previews: [PreviewDefinition]) -> HTTPResponse {
        withSession(request) { session in
            let cards = self.cards(previews, in: session, for: request)
            return .html(
                IndexPage.html(
                    title: title, catalogue: catalogue.previews, cards: cards, environment: PreviewEnvironment(query: request),
                    keeping: PreviewEnvironment.otherQueryItems(of: request)))
        }
    }
}
