import Foundation
import HTTPServer
import Synchronization

@testable import Gallery

/// Log lines, collected from any thread.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }

    var all: [String] { lines.withLock { $0 } }
}

/// A temporary folder, removed when the test is done.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("sg-state-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Runs `body` against a gallery that restores its sessions from `directory` and saves them
/// there when it stops, as `gallery` does on SIGTERM: the server stops first, then the save.
func withPersistentGallery(
    directory: String, catalogue: Catalogue = .standard, log: LogLines = LogLines(), _ body: (Int) async throws -> Void
) async throws {
    var configuration = GalleryConfiguration()
    configuration.server.port = 0
    configuration.server.workers = 1
    configuration.stateDirectory = directory
    configuration.stateSaveInterval = 3600
    configuration.publicDirectory =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Public").path
    let app = GalleryApp(configuration: configuration, catalogue: catalogue, log: log.append)
    app.restoreSessions()
    let server = HTTPServer(configuration: app.serverConfiguration, router: app.router())
    try server.start()
    do {
        try await body(server.port)
    } catch {
        server.shutdown()
        throw error
    }
    server.shutdown()
    app.saveSessions()
}
