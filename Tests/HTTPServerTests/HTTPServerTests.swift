import Foundation
import Testing

@testable import HTTPServer

private func makeRouter() -> Router {
    var router = Router()
    router.add(.get, "/hello") { _ in .text("hello") }
    router.add(.post, "/echo") { .json($0.body) }
    router.add(.get, "/who") { .text($0.remoteAddress) }
    router.add(.get, "/crash") { _ in throw CocoaError(.fileNoSuchFile) }
    return router
}

/// The test configuration: loopback, ephemeral port, two loops, then `change` applied.
private func configuration(
    host: String = "127.0.0.1", _ change: (inout ServerConfiguration) -> Void = { _ in }
) -> ServerConfiguration {
    var configuration = ServerConfiguration(host: host, port: 0)
    configuration.workers = 2
    change(&configuration)
    return configuration
}

/// Runs `body` against a started server, then shuts it down.
private func withServer(
    _ configuration: ServerConfiguration = configuration(), log: LogLines = LogLines(),
    _ body: (HTTPServer) throws -> Void
) throws {
    let server = HTTPServer(configuration: configuration, logger: log.append, router: makeRouter())
    try server.start()
    defer { server.shutdown() }
    try body(server)
}

@Suite(.serialized) struct HTTPServerTests {
    @Test("responseHeaders reach every response, parser errors included, unless the response sets its own")
    func defaultResponseHeaders() throws {
        let headers = configuration {
            $0.responseHeaders = [
                .init(name: "X-Frame-Options", value: "DENY"), .init(name: "Content-Type", value: "text/x-default"),
            ]
        }
        try withServer(headers) { server in
            let client = try RawClient(port: server.port)
            client.send("GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let hello = try #require(client.readResponse())
            #expect(hello.headers["X-Frame-Options"] == "DENY")
            #expect(hello.headers.values(for: "Content-Type") == ["text/plain; charset=utf-8"])
            let broken = try RawClient(port: server.port)
            broken.send("GET /  HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let rejected = try #require(broken.readResponse())
            #expect(rejected.status == 400)
            #expect(rejected.headers["X-Frame-Options"] == "DENY")
        }
    }

    @Test("A responseHeaders field that could split a response stops the server from starting")
    func invalidResponseHeadersAreRefused() {
        let bad = configuration { $0.responseHeaders = [.init(name: "X-Evil", value: "a\r\nSet-Cookie: x=1")] }
        #expect(throws: SocketError.self) { try HTTPServer(configuration: bad, router: makeRouter()).start() }
    }

    @Test func keepAliveServesTwoRequestsOnOneConnection() throws {
        let log = LogLines()
        try withServer(log: log) { server in
            #expect(server.port > 0)
            let client = try RawClient(port: server.port)
            client.send("GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let first = try #require(client.readResponse())
            #expect(first.status == 200)
            #expect(first.bodyText == "hello")
            #expect(first.headers["Content-Type"] == "text/plain; charset=utf-8")
            let date = try #require(first.headers["Date"])
            #expect(date.hasSuffix(" GMT") && date.count == 29)
            client.send("POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 7\r\n\r\n{\"a\":1}")
            let second = try #require(client.readResponse())
            #expect(second.status == 200)
            #expect(second.bodyText == "{\"a\":1}")
            #expect(second.headers["Connection"] == nil)
        }
        #expect(log.all.contains { $0.hasPrefix("127.0.0.1 \"GET /hello HTTP/1.1\" 200 5 ") && $0.hasSuffix("ms") })
    }

    @Test func pipelinedRequestsInOneWriteAreAnsweredInOrder() throws {
        try withServer { server in
            let client = try RawClient(port: server.port)
            client.send(
                "GET /hello HTTP/1.1\r\nHost: h\r\n\r\nPOST /echo HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nhiGET /missing HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"
            )
            #expect(client.readResponse()?.bodyText == "hello")
            #expect(client.readResponse()?.bodyText == "hi")
            let last = try #require(client.readResponse())
            #expect(last.status == 404)
            #expect(last.headers["Connection"] == "close")
            #expect(client.readUntilClosed())
        }
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\n\r\n", 400),
        ("GET /nothing HTTP/1.1\r\nHost: h\r\n\r\n", 404),
        ("DELETE /hello HTTP/1.1\r\nHost: h\r\n\r\n", 405),
        ("POST /echo HTTP/1.1\r\nHost: h\r\nContent-Length: 2000000\r\n\r\n", 413),
        ("GET / HTTP/2.0\r\nHost: h\r\n\r\n", 505),
        ("BREW / HTTP/1.1\r\nHost: h\r\n\r\n", 501),
        ("POST /echo HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501),
        ("GET /crash HTTP/1.1\r\nHost: h\r\n\r\n", 500),
    ])
    func errorsAreJsonWithTheirStatus(input: String, status: Int) throws {
        try withServer { server in
            let client = try RawClient(port: server.port)
            client.send(input)
            let response = try #require(client.readResponse())
            #expect(response.status == status)
            #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
            #expect(response.json?["status"] as? Int == status)
            #expect(response.json?["error"] as? String == HTTPStatus(code: status).reason)
            #expect(response.headers["Date"] != nil)
            if status == 405 { #expect(response.headers["Allow"] == "GET, HEAD") }
            if [400, 413, 505, 501].contains(status) {
                #expect(response.headers["Connection"] == "close")
                #expect(client.readUntilClosed())
            }
        }
    }

    @Test func headHasLengthButNoBody() throws {
        try withServer { server in
            let client = try RawClient(port: server.port)
            client.send("HEAD /hello HTTP/1.1\r\nHost: h\r\n\r\nGET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            let head = try #require(client.readResponse(headRequest: true))
            #expect(head.headers["Content-Length"] == "5")
            #expect(head.body.isEmpty)
            #expect(client.readResponse()?.bodyText == "hello")  // no stray body bytes in between
        }
    }

    @Test func http10ClosesAfterTheResponse() throws {
        try withServer { server in
            let client = try RawClient(port: server.port)
            client.send("GET /hello HTTP/1.0\r\n\r\n")
            let response = try #require(client.readResponse())
            #expect(response.headers["Connection"] == "close")
            #expect(client.readUntilClosed())
        }
    }

    @Test func ipv6LoopbackWorks() throws {
        try withServer(configuration(host: "::1")) { server in
            let client = try RawClient(port: server.port, host: "::1")
            client.send("GET /who HTTP/1.1\r\nHost: [::1]\r\n\r\n")
            #expect(client.readResponse()?.bodyText == "::1")
        }
    }

    @Test func overCapacityGets503WithRetryAfter() throws {
        try withServer(configuration { $0.maxConnections = 1 }) { server in
            let first = try RawClient(port: server.port)
            first.send("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(first.readResponse()?.status == 200)
            let second = try RawClient(port: server.port)
            let response = try #require(second.readResponse())
            #expect(response.status == 503)
            #expect(response.headers["Retry-After"] == "1")
        }
    }

    @Test func idleKeepAliveIsClosedByTheServer() throws {
        try withServer(configuration { $0.keepAliveTimeout = 0.2 }) { server in
            let client = try RawClient(port: server.port)
            client.send("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(client.readResponse()?.status == 200)
            #expect(client.readUntilClosed())
        }
    }

    @Test func shutdownFinishesAndReturns() throws {
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.shutdownGracePeriod = 1
        let server = HTTPServer(configuration: configuration, router: makeRouter())
        try server.start()
        let idle = try RawClient(port: server.port)
        idle.send("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(idle.readResponse()?.status == 200)
        let started = Date()
        server.shutdown()
        server.waitUntilStopped()
        #expect(Date().timeIntervalSince(started) < 1.5)
        #expect(idle.readUntilClosed())
        #expect(throws: SocketError.self) { _ = try RawClient(port: server.port) }
        server.shutdown()  // a second call returns too
    }

    @Test func bindingAPortInUseThrows() throws {
        try withServer { server in
            let other = HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: server.port)) { _ in
                .text("x")
            }
            #expect(throws: SocketError.self) { try other.start() }
        }
    }
}
