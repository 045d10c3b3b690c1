import Foundation
import Glibc
import Synchronization
import Testing

@testable import HTTPServer

/// The thread a handler runs on, as a number.
private func threadName() -> String { String(UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))) }

/// A router whose `/quick` route answers on the loop, `/declined` declines there (its handler
/// answers on the pool), and `/refused` and `/crashed` throw on the loop.
private func makeRouter() -> Router {
    var router = Router()
    router.add(.get, "/quick", quick: { _ in .text(threadName()) }) { _ in .text("handler") }
    router.add(.get, "/declined", quick: { _ in nil }) { _ in .text(threadName()) }
    router.add(.get, "/refused", quick: { _ in throw HTTPError(.conflict, "no") }) { _ in .text("handler") }
    router.add(.get, "/crashed", quick: { _ in throw CocoaError(.fileNoSuchFile) }) { _ in .text("handler") }
    return router
}

/// Runs `body` against a started server with two loops.
private func withServer(_ body: (HTTPServer) throws -> Void) throws {
    var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
    configuration.workers = 2
    let server = HTTPServer(configuration: configuration, logger: { _ in }, router: makeRouter())
    try server.start()
    defer { server.shutdown() }
    try body(server)
}

/// The body of the response to `GET path` on `client`.
private func get(_ path: String, on client: RawClient) throws -> (status: Int, body: String) {
    client.send("GET \(path) HTTP/1.1\r\nHost: localhost\r\n\r\n")
    let response = try #require(client.readResponse())
    return (response.status, String(decoding: response.body, as: UTF8.self))
}

@Suite(.serialized) struct QuickHandlerTests {
    @Test("A quick handler answers on the event loop; the route's handler is not called")
    func quickAnswersOnTheLoop() throws {
        try withServer { server in
            let client = try RawClient(port: server.port)
            let reply = try get("/quick", on: client)
            #expect(reply.status == 200)
            #expect(reply.body != "handler")
        }
    }

    @Test("When the quick handler declines, the route's handler answers on a handler thread")
    func declinedGoesToThePool() throws {
        try withServer { server in
            let client = try RawClient(port: server.port)
            let loop = try get("/quick", on: client).body
            let reply = try get("/declined", on: client)
            #expect(reply.status == 200)
            #expect(reply.body != loop, "ran on the connection's loop thread")
            #expect(try get("/quick", on: client).body == loop, "the connection goes on, on its loop")
        }
    }

    @Test("What a quick handler throws is answered as a handler's error is")
    func quickErrors() throws {
        try withServer { server in
            let client = try RawClient(port: server.port)
            let refused = try get("/refused", on: client)
            #expect(refused.status == 409)
            #expect(refused.body.contains("no"))
            let crashed = try get("/crashed", on: client)
            #expect(crashed.status == 500)
            #expect(!crashed.body.contains("fileNoSuchFile"), "details stay on the server")
        }
    }

    @Test("Router.respond runs the quick handler, then the handler when it declines")
    func respondWithoutAServer() {
        let router = makeRouter()
        #expect(String(decoding: router.respond(to: HTTPRequest(method: .get, path: "/quick")).body, as: UTF8.self) != "handler")
        #expect(router.respond(to: HTTPRequest(method: .get, path: "/declined")).status == .ok)
        #expect(router.respond(to: HTTPRequest(method: .head, path: "/refused")).status == .conflict, "HEAD takes GET's route")
    }

    @Test("Connections opened at once are shared out evenly between the loops")
    func connectionsAreBalanced() throws {
        try withServer { server in
            // All connected before any request, so one loop's wake-up sees them all.
            let clients = try (0..<8).map { _ in try RawClient(port: server.port) }
            var perLoop: [String: Int] = [:]
            for client in clients { perLoop[try get("/quick", on: client).body, default: 0] += 1 }
            #expect(perLoop.values.sorted() == [4, 4], "connections per loop thread: \(perLoop)")
        }
    }

    @Test("A closed connection frees its place: the next goes to the loop it left")
    func closedConnectionsAreCounted() throws {
        try withServer { server in
            let first = try RawClient(port: server.port)
            let second = try RawClient(port: server.port)
            let firstLoop = try get("/quick", on: first).body
            let secondLoop = try get("/quick", on: second).body
            #expect(firstLoop != secondLoop)
            first.closeNow()
            // The close is seen by its loop at its next turn; the next connection goes there once it is.
            var thirdLoop = ""
            for _ in 0..<50 {
                let third = try RawClient(port: server.port)
                thirdLoop = try get("/quick", on: third).body
                if thirdLoop == firstLoop { break }
                third.closeNow()
                Thread.sleep(forTimeInterval: 0.02)
            }
            #expect(thirdLoop == firstLoop)
        }
    }
}
