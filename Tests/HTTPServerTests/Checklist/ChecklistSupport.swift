import Foundation
import Glibc
import Testing

@testable import HTTPServer

/// A temporary `Public/`-like folder: `app.js`, `a/c.txt`, `index.html`, a `secret.txt` next
/// to it (outside) and `leak.txt`, a symlink to the secret.
final class TestSite: Sendable {
    let root: String
    let directory: String

    init() throws {
        root = NSTemporaryDirectory() + "checklist-\(UUID().uuidString)"
        directory = root + "/public"
        try FileManager.default.createDirectory(atPath: directory + "/a", withIntermediateDirectories: true)
        try "let a = 1".write(toFile: directory + "/app.js", atomically: true, encoding: .utf8)
        try "see".write(toFile: directory + "/a/c.txt", atomically: true, encoding: .utf8)
        try "<h1>hi</h1>".write(toFile: directory + "/index.html", atomically: true, encoding: .utf8)
        try "secret".write(toFile: root + "/secret.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory + "/leak.txt", withDestinationPath: root + "/secret.txt")
    }

    /// Creates a sparse file of `size` bytes whose last 8 bytes are `TAIL-END`.
    func makeLargeFile(named name: String, size: Int) throws {
        let descriptor = open(directory + "/" + name, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw SocketError(operation: "open", code: errno) }
        defer { close(descriptor) }
        ftruncate(descriptor, off_t(size - 8))
        _ = lseek(descriptor, off_t(size - 8), SEEK_SET)
        _ = write(descriptor, "TAIL-END", 8)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}

/// The routes every checklist server has.
func checklistRouter(site: TestSite) -> Router {
    var router = Router()
    router.add(.get, "/hello") { _ in .text("hello") }
    router.add(.post, "/echo") { .json($0.body) }
    router.add(.post, "/ignore") { _ in .text("ignored") }
    router.add(.get, "/crash") { _ in throw CocoaError(.fileNoSuchFile) }
    router.add(.get, "/slow/:ms") { request in
        let milliseconds = UInt32(request.parameters["ms"] ?? "") ?? 0
        usleep(milliseconds * 1000)
        return .text("slept")
    }
    router.add(.get, "/redirect/:to") { request in
        HTTPResponse(status: .found, headers: ["Location": "/" + (request.parameters["to"] ?? "")])
    }
    router.add(.get, "/large") { _ in .text(String(repeating: "x", count: 4 * 1024 * 1024)) }
    router.add(.post, "/json") { request in
        guard request.headers["Content-Type"]?.hasPrefix("application/json") == true else {
            throw HTTPError(.unsupportedMediaType, "Send application/json")
        }
        guard String(validating: request.body, as: UTF8.self) != nil,
            (try? JSONSerialization.jsonObject(with: Data(request.body))) != nil
        else { throw HTTPError(.badRequest, "The body is not valid JSON") }
        return .json(request.body)
    }
    router.serveFiles(at: "/assets", from: site.directory)
    return router
}

/// A started server with the checklist routes, its site and its log; shut down by `stop()`.
final class ChecklistServer {
    let site: TestSite
    let log = LogLines()
    let server: HTTPServer
    var port: Int { server.port }

    /// Starts a server on an ephemeral loopback port: 2 loops of `loop`'s kind, 2 handler
    /// threads, the checklist's defaults, then `change` applied; fails unless the server says it
    /// runs on `loop`.
    init(_ loop: EventLoopKind, _ change: (inout ServerConfiguration) -> Void = { _ in }) throws {
        site = try TestSite()
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.workers = 2
        configuration.handlerThreads = 2
        configuration.eventLoop = loop
        change(&configuration)
        server = HTTPServer(configuration: configuration, logger: log.append, router: checklistRouter(site: site))
        try server.start()
        guard server.eventLoop == loop else {
            server.shutdown()
            throw SocketError(
                operation: "start on \(loop) (the server runs on \(String(describing: server.eventLoop)))", code: EINVAL)
        }
    }

    /// A new raw connection to the server.
    func connect() throws -> RawClient { try RawClient(port: port) }

    /// Sends `request` on a new connection and returns the client and the response.
    func exchange(_ request: String) throws -> (RawClient, RawResponse?) {
        let client = try connect()
        client.send(request)
        return (client, client.readResponse())
    }

    /// Waits until the server has no open connection, up to `timeout` seconds.
    func waitUntilIdle(timeout: Double = 3) -> Bool {
        poll(timeout: timeout) { server.connectionCount == 0 }
    }

    func stop() { server.shutdown() }
}

/// Runs `body` against a fresh checklist server on the event loop `loop`, then shuts it down.
func withChecklistServer(
    _ loop: EventLoopKind, _ change: (inout ServerConfiguration) -> Void = { _ in },
    _ body: (ChecklistServer) throws -> Void
) throws {
    let server = try ChecklistServer(loop, change)
    defer { server.stop() }
    try body(server)
}

/// Polls `condition` every 10 ms until it holds or `timeout` seconds pass.
func poll(timeout: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}

/// Checks a rejection as the checklist requires by default: the status, a JSON error with a
/// `Date`, `Connection: close`, then the server closes the connection.
func expectRejection(
    _ server: ChecklistServer, _ request: String, status: Int, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try expectRejection(server, Array(request.utf8), status: status, sourceLocation: sourceLocation)
}

/// ``expectRejection(_:_:status:sourceLocation:)`` for raw bytes.
func expectRejection(
    _ server: ChecklistServer, _ bytes: [UInt8], status: Int, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let client = try server.connect()
    client.send(bytes)
    let shown = String(decoding: bytes.prefix(80), as: UTF8.self).debugDescription
    let response = try #require(client.readResponse(), "no response to \(shown)", sourceLocation: sourceLocation)
    #expect(response.status == status, "\(shown)", sourceLocation: sourceLocation)
    #expect(response.headers["Connection"] == "close", "\(shown)", sourceLocation: sourceLocation)
    #expect(response.headers["Date"].flatMap(HTTPDate.parse) != nil, sourceLocation: sourceLocation)
    #expect(response.json?["status"] as? Int == status, sourceLocation: sourceLocation)
    #expect(client.readUntilClosed(), "still open after \(shown)", sourceLocation: sourceLocation)
}

extension RawClient {
    /// Whether some bytes arrive within `seconds` (without consuming them).
    func hasInput(within seconds: Double) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&entry, 1, Int32(seconds * 1000)) > 0
    }

    /// Reads exactly `count` bytes (fewer if the connection ends first), `chunk` at a time.
    func readBytes(_ count: Int, chunk: Int = 65536) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        while result.count < count {
            let got = recv(descriptor, &buffer, min(chunk, count - result.count), 0)
            guard got > 0 else { break }
            result.append(contentsOf: buffer[0..<got])
        }
        return result
    }

    /// Reads a response head (through the blank line) and returns it as text.
    func readHead() -> String? {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard recv(descriptor, &byte, 1, 0) == 1 else { return nil }
            head.append(byte)
        }
        return String(decoding: head, as: UTF8.self)
    }

    /// Closes with a reset (`SO_LINGER` 0) instead of a FIN.
    func reset() {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        closeNow()
    }
}
