import HTTPServer

extension GalleryApp {
    /// The environment's routes: the matrix page (`/matrix?control=slider&axes=…`).
    func addEnvironmentRoutes(to router: inout Router) {
        router.add(.get, "/matrix") { request in
            if let redirect = Self.canonical(request, path: "/matrix") { return redirect }
            let matrix: Matrix
            do throws(GalleryError) {
                matrix = try Matrix(request, catalogue: catalogue)
            } catch {
                return .html(
                    PageShell.html(title: "Bad matrix · StyleGallery", body: MatrixPage.errorHTML(error.message)),
                    status: error.status)
            }
            return withSession(request) { session in
                let cells = matrix.variants.map { variant in
                    cards(matrix.previews, in: session, variant: variant)
                }
                return .html(MatrixPage.html(matrix, cells: cells))
            }
        }
    }

    /// The variant instance a request addresses (`?variant=colorScheme=dark&…`, percent-encoded),
    /// nil for the preview's main instance; a 400 for a malformed variant.
    func requestedVariant(_ request: HTTPRequest) throws -> PreviewEnvironment? {
        try rethrowing { () throws(GalleryError) in try PreviewEnvironment(variantOf: request) }
    }
}
