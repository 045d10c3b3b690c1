import Dispatch
import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// Responses resolved later, from another thread.
private final class Held: Sendable {
    let responses = Mutex<[PendingResponse]>([])

    func hold() -> HTTPResponse {
        let later = PendingResponse()
        responses.withLock { $0.append(later) }
        return .pending(later)
    }

    /// Resolves every held response (in order) with its index, after `delay` seconds.
    func resolveAll(after delay: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in
            let held = responses.withLock { held in
                defer { held = [] }
                return held
            }
            for (index, later) in held.enumerated() { later.resolve(.text("resolved \(index)")) }
        }
    }
}

/// A server whose `/quick-held` route holds its response on the loop, `/pool-held` on a handler
/// thread, `/never` forever, and `/now` answers at once.
private func withServer(handlerTimeout: Double = 5, _ body: (HTTPServer, Held) throws -> Void) throws {
    let held = Held()
    var router = Router()
    router.add(.get, "/quick-held", quick: { _ in held.hold() }) { _ in .text("handler") }
    router.add(.get, "/pool-held") { _ in held.hold() }
    router.add(.get, "/never") { _ in .pending(PendingResponse()) }
    router.add(.get, "/now") { _ in .text("now") }
    var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
    configuration.workers = 2
    configuration.handlerTimeout = handlerTimeout
    let server = HTTPServer(configuration: configuration, logger: { _ in }, router: router)
    try server.start()
    defer { server.shutdown() }
    try body(server, held)
}

private func get(_ path: String, on client: RawClient) throws -> (status: Int, body: String) {
    client.send("GET \(path) HTTP/1.1\r\nHost: localhost\r\n\r\n")
    let response = try #require(client.readResponse())
    return (response.status, String(decoding: response.body, as: UTF8.self))
}

@Suite(.serialized) struct PendingResponseTests {
    @Test("A response held on the loop is sent once resolved, and the connection goes on")
    func heldOnTheLoop() throws {
        try withServer { server, held in
            let client = try RawClient(port: server.port)
            let others = try RawClient(port: server.port)
            held.resolveAll(after: 0.2)
            let started = DispatchTime.now().uptimeNanoseconds
            client.send("GET /quick-held HTTP/1.1\r\nHost: localhost\r\n\r\n")
            // Meanwhile the loop serves other connections.
            #expect(try get("/now", on: others).body == "now")
            #expect(DispatchTime.now().uptimeNanoseconds - started < 150_000_000, "another connection waited")
            let response = try #require(client.readResponse())
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "resolved 0")
            #expect(try get("/now", on: client).body == "now", "the connection goes on")
        }
    }

    @Test("A response held on a handler thread is sent once resolved")
    func heldOnThePool() throws {
        try withServer { server, held in
            let client = try RawClient(port: server.port)
            held.resolveAll(after: 0.1)
            #expect(try get("/pool-held", on: client).body == "resolved 0")
        }
    }

    @Test("A response resolved before the loop takes it is sent at once")
    func resolvedFirst() throws {
        var router = Router()
        router.add(
            .get, "/ready",
            quick: { _ in
                let later = PendingResponse()
                later.resolve(.text("early"))
                return .pending(later)
            }
        ) { _ in .text("handler") }
        let server = HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0), logger: { _ in }, router: router)
        try server.start()
        defer { server.shutdown() }
        let client = try RawClient(port: server.port)
        #expect(try get("/ready", on: client).body == "early")
        #expect(router.respond(to: HTTPRequest(method: .get, path: "/ready")).body == Array("early".utf8))
    }

    @Test("Pipelined requests are answered in order when the first is held")
    func pipelinedInOrder() throws {
        try withServer { server, held in
            let client = try RawClient(port: server.port)
            held.resolveAll(after: 0.2)
            client.send("GET /quick-held HTTP/1.1\r\nHost: a\r\n\r\nGET /now HTTP/1.1\r\nHost: a\r\n\r\n")
            let first = try #require(client.readResponse())
            let second = try #require(client.readResponse())
            #expect(String(decoding: first.body, as: UTF8.self) == "resolved 0")
            #expect(String(decoding: second.body, as: UTF8.self) == "now")
        }
    }

    @Test("A response never resolved is answered 503 at the handler timeout; resolving it late sends nothing")
    func neverResolved() throws {
        try withServer(handlerTimeout: 0.3) { server, held in
            let client = try RawClient(port: server.port)
            let reply = try get("/never", on: client)
            #expect(reply.status == 503)
            let late = try RawClient(port: server.port)
            held.resolveAll(after: 0.5)
            let timedOut = try get("/quick-held", on: late)
            #expect(timedOut.status == 503)
            Thread.sleep(forTimeInterval: 0.4)  // the late resolution reaches nobody
            let fresh = try RawClient(port: server.port)
            #expect(try get("/now", on: fresh).body == "now")
        }
    }

    @Test("Router.respond waits for a held response")
    func respondWaits() {
        let held = Held()
        var router = Router()
        router.add(.get, "/held") { _ in held.hold() }
        held.resolveAll(after: 0.1)  // respond holds it at once, then waits for it
        #expect(router.respond(to: HTTPRequest(method: .get, path: "/held")).body == Array("resolved 0".utf8))
    }
}
