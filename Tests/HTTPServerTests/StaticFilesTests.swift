import Foundation
import Testing

@testable import HTTPServer

/// A temporary site: `root/public/{site.css,app.js,index.html,data.json,icon.svg,.env}`,
/// `root/secret.txt` outside, and `root/public/leak.txt` a symlink to it.
private final class Site {
    let root: String
    let publicDirectory: String

    init() throws {
        root = NSTemporaryDirectory() + "static-\(UUID().uuidString)"
        publicDirectory = root + "/public"
        let manager = FileManager.default
        try manager.createDirectory(atPath: publicDirectory + "/css", withIntermediateDirectories: true)
        try "body{}".write(toFile: publicDirectory + "/css/site.css", atomically: true, encoding: .utf8)
        try "let a = 1".write(toFile: publicDirectory + "/app.js", atomically: true, encoding: .utf8)
        try "<h1>hi</h1>".write(toFile: publicDirectory + "/index.html", atomically: true, encoding: .utf8)
        try "{}".write(toFile: publicDirectory + "/data.json", atomically: true, encoding: .utf8)
        try "<svg/>".write(toFile: publicDirectory + "/icon.svg", atomically: true, encoding: .utf8)
        try "KEY=1".write(toFile: publicDirectory + "/.env", atomically: true, encoding: .utf8)
        try "secret".write(toFile: root + "/secret.txt", atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: publicDirectory + "/leak.txt", withDestinationPath: root + "/secret.txt")
    }

    var router: Router {
        var router = Router()
        router.serveFiles(at: "/assets", from: publicDirectory)
        return router
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}

/// Parses `target` as a real request would be, then routes it.
func routeOnce(_ router: Router, _ target: String, method: String = "GET", headers: String = "") -> HTTPResponse {
    switch parseOnce("\(method) \(target) HTTP/1.1\r\nHost: h\r\n\(headers)\r\n") {
    case .request(let request): return router.respond(to: request)
    case .error(let error): return error.response
    case .needMore: return HTTPResponse(status: .internalServerError)
    }
}

/// The content a response sends: its file's bytes, or its body.
func sentContent(_ response: HTTPResponse) -> String {
    let bytes = response.file.flatMap { $0.read(count: $0.size) } ?? response.body
    return String(decoding: bytes, as: UTF8.self)
}

@Suite struct StaticFilesTests {
    @Test(arguments: [
        ("/assets/css/site.css", "text/css; charset=utf-8", "body{}"),
        ("/assets/app.js", "text/javascript; charset=utf-8", "let a = 1"),
        ("/assets/data.json", "application/json; charset=utf-8", "{}"),
        ("/assets/icon.svg", "image/svg+xml", "<svg/>"),
        ("/assets/", "text/html; charset=utf-8", "<h1>hi</h1>"),
    ])
    func servesFilesWithTheirContentType(path: String, type: String, body: String) throws {
        let site = try Site()
        let response = routeOnce(site.router, path)
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == type)
        #expect(response.headers["Cache-Control"] == "no-cache")
        #expect(sentContent(response) == body)
        #expect(response.headers["Last-Modified"]?.hasSuffix(" GMT") == true)
    }

    @Test(arguments: [
        "/assets/../secret.txt", "/assets/%2e%2e/secret.txt", "/assets/..%2fsecret.txt",
        "/assets/..%5csecret.txt", "/assets/leak.txt", "/assets/.env", "/assets/missing.css",
        "/assets/%2e%2e/%2e%2e/Package.swift", "/assetsx/app.js",
    ])
    func neverServesAnythingOutsideTheFolder(path: String) throws {
        let site = try Site()
        let response = routeOnce(site.router, path)
        #expect(response.status == .notFound || response.status == .badRequest, "\(path)")
        let body = sentContent(response)
        #expect(!body.contains("secret") || body.contains("\"status\""))
        #expect(body != "secret" && body != "KEY=1")
    }

    @Test func etagRevalidationGives304() throws {
        let site = try Site()
        let first = routeOnce(site.router, "/assets/app.js")
        let etag = try #require(first.headers["ETag"])
        let second = routeOnce(site.router, "/assets/app.js", headers: "If-None-Match: \"other\", \(etag)\r\n")
        #expect(second.status == .notModified)
        #expect(second.body.isEmpty)
        #expect(second.headers["ETag"] == etag)
        let weak = routeOnce(site.router, "/assets/app.js", headers: "If-None-Match: W/\(etag)\r\n")
        #expect(weak.status == .notModified)
        let stale = routeOnce(site.router, "/assets/app.js", headers: "If-None-Match: \"nope\"\r\n")
        #expect(stale.status == .ok)
    }

    @Test func postToAStaticFileIs405() throws {
        let site = try Site()
        let response = routeOnce(site.router, "/assets/app.js", method: "POST", headers: "Content-Length: 0\r\n")
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers["Allow"] == "GET, HEAD")
    }

    @Test func headOfAStaticFileKeepsItsLength() throws {
        let site = try Site()
        let response = routeOnce(site.router, "/assets/app.js", method: "HEAD")
        #expect(response.status == .ok)
        let output = ResponseWriter.serialize(response, isHead: true, connection: nil, date: "d")
        #expect(output.body.isEmpty)
        #expect(String(decoding: output.head, as: UTF8.self).contains("Content-Length: 9\r\n"))
    }

    @Test func mediaTypes() {
        #expect(MediaType.forFile("/a/b.woff2") == "font/woff2")
        #expect(MediaType.forFile("/a/favicon.ICO") == "image/x-icon")
        #expect(MediaType.forFile("/a/b.png") == "image/png")
        #expect(MediaType.forFile("/a/readme.txt") == "text/plain; charset=utf-8")
        #expect(MediaType.forFile("/a/noext") == "application/octet-stream")
    }
}
