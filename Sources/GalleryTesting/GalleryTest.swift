import Foundation
import Gallery
import HTTPServer

/// Runs tests against a gallery of previews, in process or over a loopback socket, with one API.
///
/// ```swift
/// @Test(arguments: [GalleryTest.Mode.inProcess, .live])
/// func checksOut(mode: GalleryTest.Mode) async throws {
///     try await GalleryTest.withGallery(catalogue: .standard, mode: mode) { gallery in
///         let preview = try await gallery.open("checkout-slider")
///         try await preview.drag(preview.target(role: "slider"), from: .init(x: 0, y: 14), to: .init(x: 292, y: 14))
///         #expect(try preview.state("didCheckout", as: Bool.self))
///     }
/// }
/// ```
public enum GalleryTest {
    /// How the kit reaches the gallery.
    public enum Mode: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Requests go straight to the gallery's router in this process: no socket, fastest.
        case inProcess
        /// A real server on a 127.0.0.1 port, spoken to over HTTP/1.1; stopped when the test's
        /// scope ends.
        case live

        /// `inProcess` or `live`, as test names show it.
        public var description: String { rawValue }
    }

    /// The configuration a test gallery runs with: sessions in memory only, a server on an
    /// ephemeral loopback port with one event loop.
    public static var configuration: GalleryConfiguration {
        var configuration = GalleryConfiguration()
        configuration.stateDirectory = nil
        configuration.sourcesDirectory = nil
        configuration.server.host = "127.0.0.1"
        configuration.server.port = 0
        configuration.server.workers = 1
        configuration.server.handlerThreads = 2
        configuration.server.accessLog = false
        return configuration
    }

    /// Runs `body` with a fresh gallery serving `catalogue` in `mode`, then stops it (in `.live`
    /// mode the server is shut down before this returns, whether `body` returned or threw).
    ///
    /// Each call is a new gallery with a new session: nothing carries over between tests.
    /// A catalogue whose ids collide is refused first, with ``Catalogue/validate()``'s error
    /// naming both previews.
    public static func withGallery<Result>(
        catalogue: Catalogue = .standard, mode: Mode = .inProcess, configuration: GalleryConfiguration = configuration,
        isolation: isolated (any Actor)? = #isolation, _ body: (TestGallery) async throws -> Result
    ) async throws -> Result {
        try catalogue.validate()
        let app = GalleryApp(configuration: configuration, catalogue: catalogue)
        switch mode {
        case .inProcess:
            return try await body(TestGallery(transport: InProcessTransport(router: app.router()), port: nil))
        case .live:
            let server = HTTPServer(configuration: app.serverConfiguration, router: app.router())
            try server.start()
            defer { server.shutdown() }
            return try await body(TestGallery(transport: LiveTransport(port: server.port), port: server.port))
        }
    }
}
