import HTTPServer

extension GalleryApp {
    /// The routes that look inside a preview (none yet).
    func addInspectRoutes(to router: inout Router) {}
}
