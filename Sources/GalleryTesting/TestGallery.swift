import Foundation
import Synchronization

/// A gallery under test, as one client in one session sees it: ``GalleryTest/withGallery(catalogue:mode:configuration:isolation:_:)``
/// hands it to the test, which opens previews with it.
///
/// It keeps the session's cookie (`sg_session`) as a browser would, in either mode.
public final class TestGallery: Sendable {
    private let transport: any GalleryTransport
    private let cookie = Mutex<String?>(nil)
    /// The server's port on 127.0.0.1 in `.live` mode; nil in process (there is no socket).
    public let port: Int?

    init(transport: any GalleryTransport, port: Int?) {
        self.transport = transport
        self.port = port
    }

    /// `http://127.0.0.1:<port>` in `.live` mode, where a browser or `curl` could reach the
    /// gallery while the test runs; nil in process.
    public var baseURL: URL? { port.flatMap { URL(string: "http://127.0.0.1:\($0)") } }

    /// Opens the preview `id` afresh (its state reset, as on a new page) and, when
    /// `environment` sets anything, sends it as an `environment` event.
    ///
    /// - Throws: ``GalleryTestError/rejected(request:status:message:)`` for an unknown preview
    ///   (404) or an environment the API refuses (400).
    public func open(_ id: String, environment: TestEnvironment = TestEnvironment()) async throws -> TestPreview {
        let path = "/api/v1/previews/\(Self.escape(id))"
        let request = TestRequest(method: "POST", path: path + "/reset", body: [])
        let preview = TestPreview(id: id, path: path, gallery: self, snapshot: try await snapshot(request))
        if !environment.isEmpty { try await preview.setEnvironment(environment) }
        return preview
    }

    /// The ids of the catalogue's previews, in catalogue order (`GET /api/v1/previews`).
    public func previewIDs() async throws -> [String] {
        struct Entry: Decodable { let id: String }
        let request = TestRequest(method: "GET", path: "/api/v1/previews")
        let body = try await send(request)
        do {
            return try JSONDecoder().decode([Entry].self, from: Data(body)).map(\.id)
        } catch {
            throw GalleryTestError.malformedReply("\(request.summary) answered what is not a list of previews: \(error)")
        }
    }

    /// The snapshot `request` answers.
    func snapshot(_ request: TestRequest) async throws -> PreviewSnapshot {
        try PreviewSnapshot(try await send(request), request: request)
    }

    /// `request` sent with the session's cookie; the body of its 2xx answer. Keeps the cookie a
    /// reply sets.
    private func send(_ request: TestRequest) async throws -> [UInt8] {
        var request = request
        if let cookie = cookie.withLock({ $0 }) { request.headers.append(("Cookie", "sg_session=\(cookie)")) }
        if request.body != nil { request.headers.append(("Content-Type", "application/json")) }
        let response = try await transport.send(request)
        if let setCookie = response.header("Set-Cookie"), let range = setCookie.range(of: "sg_session=") {
            cookie.withLock { $0 = String(setCookie[range.upperBound...].prefix { $0 != ";" }) }
        }
        guard (200..<300).contains(response.status) else {
            struct ErrorReply: Decodable { let message: String }
            let message =
                (try? JSONDecoder().decode(ErrorReply.self, from: Data(response.body)))?.message
                ?? String(decoding: response.body.prefix(300), as: UTF8.self)
            throw GalleryTestError.rejected(request: request.summary, status: response.status, message: message)
        }
        return response.body
    }

    /// `text` as one path segment.
    private static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#")))
            ?? text
    }
}
