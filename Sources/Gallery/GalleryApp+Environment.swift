import HTTPServer

extension GalleryApp {
    /// The environment's routes (none yet).
    func addEnvironmentRoutes(to router: inout Router) {}
}
