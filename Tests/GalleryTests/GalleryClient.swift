import Foundation
import HTTPServer

@testable import Gallery

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A reply as a client sees it.
struct Reply {
    let status: Int
    let headers: [String: String]
    let body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    var state: [String: Any] { json["state"] as? [String: Any] ?? [:] }
    var html: String { json["html"] as? String ?? "" }
    var seq: Int { json["seq"] as? Int ?? -1 }

    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}

/// A real HTTP client (Foundation's URLSession, not our own parser) with one session cookie.
final class GalleryClient: @unchecked Sendable {
    let base: URL
    var cookie: String?
    private let session: URLSession

    /// A client of the gallery on `port`, in the session `cookie` names (a new one when nil).
    init(port: Int, cookie: String? = nil) {
        self.cookie = cookie
        base = URL(string: "http://127.0.0.1:\(port)")!
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.timeoutIntervalForRequest = 10
        session = URLSession(configuration: configuration)
    }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> Reply {
        try await send("GET", path, body: nil, contentType: nil, headers: headers)
    }

    func post(
        _ path: String, _ body: String, contentType: String? = "application/json", headers: [String: String] = [:]
    ) async throws -> Reply {
        try await send("POST", path, body: Data(body.utf8), contentType: contentType, headers: headers)
    }

    /// Posts a drag event numbered `seq` (without a `seq` when nil).
    func drag(_ preview: String, target: String, phase: String, x: Double, y: Double, seq: Int?) async throws -> Reply {
        let number = seq.map { #""seq": \#($0), "# } ?? ""
        return try await post(
            "/api/v1/previews/\(preview)/events",
            #"{\#(number)"target": "\#(target)", "type": "drag", "phase": "\#(phase)", "location": {"x": \#(x), "y": \#(y)}}"#
        )
    }

    private func send(
        _ method: String, _ path: String, body: Data?, contentType: String?, headers: [String: String] = [:]
    ) async throws -> Reply {
        var request = URLRequest(url: URL(string: path, relativeTo: base)!)
        request.httpMethod = method
        request.httpBody = body
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        if let cookie { request.setValue("sg_session=\(cookie)", forHTTPHeaderField: "Cookie") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields { headers["\(name)"] = "\(value)" }
        let reply = Reply(status: http.statusCode, headers: headers, body: data)
        if let setCookie = reply.header("Set-Cookie"), let range = setCookie.range(of: "sg_session=") {
            cookie = String(setCookie[range.upperBound...].prefix { $0 != ";" })
        }
        return reply
    }
}

/// Runs `body` against a gallery server started on an ephemeral loopback port, then stops it.
/// `configure` adjusts the configuration further; `logger` receives the access log.
func withGallery(
    maxBodySize: Int = 1024 * 1024, sessionIdleTimeout: Double = 3600, catalogue: Catalogue = .standard,
    configure: (inout GalleryConfiguration) -> Void = { _ in }, logger: @escaping @Sendable (String) -> Void = { _ in },
    _ body: (Int) async throws -> Void
) async throws {
    try await withGalleryApp(
        maxBodySize: maxBodySize, sessionIdleTimeout: sessionIdleTimeout, catalogue: catalogue, configure: configure,
        logger: logger
    ) { _, port in try await body(port) }
}

/// ``withGallery(maxBodySize:sessionIdleTimeout:catalogue:configure:logger:_:)`` giving `body` the
/// app as well as the port.
func withGalleryApp(
    maxBodySize: Int = 1024 * 1024, sessionIdleTimeout: Double = 3600, catalogue: Catalogue = .standard,
    configure: (inout GalleryConfiguration) -> Void = { _ in }, logger: @escaping @Sendable (String) -> Void = { _ in },
    _ body: (GalleryApp, Int) async throws -> Void
) async throws {
    var configuration = GalleryConfiguration()
    configuration.sessionIdleTimeout = sessionIdleTimeout
    configuration.server.port = 0
    configuration.server.workers = 2
    configuration.server.maxBodySize = maxBodySize
    configuration.publicDirectory =
        URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Public").path
    configure(&configuration)
    let app = GalleryApp(configuration: configuration, catalogue: catalogue)
    let server = HTTPServer(configuration: app.serverConfiguration, logger: logger, router: app.router())
    try server.start()
    defer { server.shutdown() }
    try await body(app, server.port)
}
