import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// The server reports every answered request to ``ServerConfiguration/requestObserver`` with the
/// route's pattern, never the raw path: routes by pattern (quick and pool handlers alike), static
/// mounts as `PREFIX/*`, everything else as `other`.
@Suite(.serialized) struct RequestObserverTests {
    /// The summaries seen, in order.
    private final class Seen: Sendable {
        let summaries = Mutex<[RequestSummary]>([])
        var all: [RequestSummary] { summaries.withLock { $0 } }
    }

    /// Runs `body` against a started server whose observer records into the returned `Seen`.
    private func withObservedServer(_ body: (Int, Seen) throws -> Void) throws {
        let seen = Seen()
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.workers = 1
        configuration.requestObserver = RequestObserver { summary in seen.summaries.withLock { $0.append(summary) } }
        let folder = NSTemporaryDirectory() + "observer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "body{}".write(toFile: folder + "/site.css", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var router = Router()
        router.add(.get, "/items/:id") { request in .text(request.parameters["id"] ?? "") }
        router.add(.post, "/items/:id/events", quick: { _ in .text("quick") }) { _ in .text("pool") }
        router.add(.get, "/slow", quick: { _ in nil }) { _ in HTTPResponse(status: .accepted) }
        router.add(.get, "/refused") { _ in throw HTTPError(.conflict, "no") }
        router.serveFiles(at: "/assets", from: folder)
        let server = HTTPServer(configuration: configuration, logger: { _ in }, router: router)
        try server.start()
        defer { server.shutdown() }
        try body(server.port, seen)
    }

    @Test("Each answer is reported once, with its route's pattern, method, status and a duration")
    func routesByPattern() throws {
        try withObservedServer { port, seen in
            let client = try RawClient(port: port)
            let requests = [
                "GET /items/42 HTTP/1.1", "POST /items/7/events HTTP/1.1", "GET /slow HTTP/1.1", "GET /refused HTTP/1.1",
                "GET /assets/site.css HTTP/1.1", "GET /nothing/here HTTP/1.1", "DELETE /items/1 HTTP/1.1",
                "HEAD /items/9 HTTP/1.1",
            ]
            for line in requests {
                client.send("\(line)\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n")
                _ = try #require(client.readResponse(headRequest: line.hasPrefix("HEAD")))
            }
            let summaries = seen.all
            #expect(
                summaries.map(\.route) == [
                    "/items/:id", "/items/:id/events", "/slow", "/refused", "/assets/*", "other", "other", "/items/:id",
                ])
            #expect(summaries.map(\.status.code) == [200, 200, 202, 409, 200, 404, 405, 200])
            #expect(
                summaries.map { $0.method?.rawValue ?? "-" } == ["GET", "POST", "GET", "GET", "GET", "GET", "DELETE", "HEAD"])
            #expect(summaries.allSatisfy { $0.nanoseconds < 10_000_000_000 })
        }
    }

    @Test("A request that cannot be parsed is reported as other, without a method")
    func unparsable() throws {
        try withObservedServer { port, seen in
            let client = try RawClient(port: port)
            client.send("GARBAGE\r\n\r\n")
            _ = client.readResponse()
            let summary = try #require(seen.all.last)
            #expect(summary.route == RequestSummary.unmatched && summary.method == nil && summary.status.code == 400)
        }
    }

    @Test("The router lists its labels: each pattern once, then the static mounts")
    func labels() {
        var router = Router()
        router.add(.get, "/a/:id") { _ in HTTPResponse() }
        router.add(.post, "/a/:id") { _ in HTTPResponse() }
        router.add(.get, "/b") { _ in HTTPResponse() }
        router.serveFiles(at: "/assets/", from: "/nonexistent")
        #expect(router.routeLabels == ["/a/:id", "/b", "/assets/*"])
    }
}
