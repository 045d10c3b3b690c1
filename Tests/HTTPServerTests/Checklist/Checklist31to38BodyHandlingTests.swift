import Foundation
import Testing

@testable import HTTPServer

/// Checklist lines 31–38: body timeouts, a client leaving mid-body, `Expect`, bad bodies,
/// pipelining and bodies a handler ignores, over a real socket.
@Suite struct Checklist31to38BodyHandlingTests {
    private static let head = "POST /echo HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\n"

    @Test("#31 body with no byte within the body read timeout → 408, then close", arguments: EventLoopKind.allCases)
    func line31Idle(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.bodyReadTimeout = 0.3 }) { server in
            let client = try server.connect()
            let started = Date()
            client.send(Self.head + "abc")
            let response = try #require(client.readResponse())
            #expect(response.status == 408)
            #expect(response.headers["Connection"] == "close")
            #expect(Date().timeIntervalSince(started) < 2)
            #expect(client.readUntilClosed())
        }
    }

    @Test("#31 body trickling past the total body timeout → 408, then close", arguments: EventLoopKind.allCases)
    func line31Total(loop: EventLoopKind) throws {
        try withChecklistServer(
            loop,
            {
                $0.bodyReadTimeout = 0.3
                $0.bodyTotalTimeout = 0.6
            }
        ) { server in
            let client = try server.connect()
            let started = Date()
            client.send(Self.head)
            for _ in 0..<9 where !client.hasInput(within: 0.1) {
                client.send("a")  // one byte every 100 ms: never idle, always late
            }
            let response = try #require(client.readResponse())
            #expect(response.status == 408)
            #expect(Date().timeIntervalSince(started) >= 0.55)
            #expect(Date().timeIntervalSince(started) < 2)
            #expect(client.readUntilClosed())
        }
    }

    @Test("#32 client closes in the middle of the body → no response, resources freed", arguments: EventLoopKind.allCases)
    func line32(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let client = try server.connect()
            client.send(Self.head + "abc")
            #expect(poll(timeout: 3) { server.server.connectionCount == 1 })
            client.closeNow()
            #expect(server.waitUntilIdle())
            #expect(server.log.all.isEmpty)  // nothing was answered
        }
    }

    @Test("#33 Expect: 100-continue in HTTP/1.1 → 100 Continue, then the response", arguments: EventLoopKind.allCases)
    func line33(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let client = try server.connect()
            client.send("POST /echo HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n")
            #expect(client.readHead() == "HTTP/1.1 100 Continue\r\n\r\n")
            client.send("hi")
            #expect(client.readResponse()?.bodyText == "hi")
        }
    }

    @Test(
        "#33 Expect: 100-continue with a body over the limit → immediate 413 (no 100), then close",
        arguments: EventLoopKind.allCases)
    func line33TooLarge(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.maxBodySize = 100 }) { server in
            let request = "POST /echo HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 101\r\n\r\n"
            try expectRejection(server, request, status: 413)
        }
    }

    @Test("#34 Expect: 100-continue in HTTP/1.0 → no 100", arguments: EventLoopKind.allCases)
    func line34(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let client = try server.connect()
            client.send("POST /echo HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n")
            #expect(!client.hasInput(within: 0.3))
            client.send("hi")
            let response = try #require(client.readResponse())
            #expect(response.status == 200)
            #expect(response.bodyText == "hi")
        }
    }

    @Test("#35 Expect: foo → 417", arguments: EventLoopKind.allCases)
    func line35(loop: EventLoopKind) throws {
        try withChecklistServer(loop) {
            try expectRejection($0, "POST /echo HTTP/1.1\r\nHost: h\r\nExpect: foo\r\nContent-Length: 2\r\n\r\nhi", status: 417)
        }
    }

    @Test(
        "#36 invalid JSON, a wrong Content-Type, a non-UTF-8 body → 400 or 415, keep-alive",
        arguments: EventLoopKind.allCases,
        [
            ("application/json", Array("{\"a\":".utf8), 400), ("text/plain", Array("{}".utf8), 415),
            ("application/json", [0x22, 0xC3, 0x28, 0x22], 400),
        ])
    func line36(loop: EventLoopKind, _ arguments: (type: String, body: [UInt8], status: Int)) throws {
        let (type, body, status) = arguments
        try withChecklistServer(loop) { server in
            let client = try server.connect()
            client.send("POST /json HTTP/1.1\r\nHost: h\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n\r\n")
            client.send(body)
            let response = try #require(client.readResponse())
            #expect(response.status == status)
            #expect(response.headers["Connection"] == nil)
            client.send("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(client.readResponse()?.bodyText == "hello")
        }
    }

    @Test(
        "#37 two pipelined requests in one packet → two responses in order; leftover bytes are kept",
        arguments: EventLoopKind.allCases)
    func line37(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let client = try server.connect()
            client.send(
                "POST /echo HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nhiGET /hello HTTP/1.1\r\nHost: h\r\n\r\nGET /assets/a/c.txt HT"
            )
            #expect(client.readResponse()?.bodyText == "hi")
            #expect(client.readResponse()?.bodyText == "hello")
            client.send("TP/1.1\r\nHost: h\r\n\r\n")
            #expect(client.readResponse()?.bodyText == "see")
        }
    }

    @Test(
        "#38 a handler that ignores the body: the body is read up to the limit, never parsed as a request",
        arguments: EventLoopKind.allCases)
    func line38Ignored(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let client = try server.connect()
            let smuggled = "GET /crash HTTP/1.1\r\nHost: h\r\n\r\n"
            client.send("POST /ignore HTTP/1.1\r\nHost: h\r\nContent-Length: \(smuggled.utf8.count)\r\n\r\n\(smuggled)")
            #expect(client.readResponse()?.bodyText == "ignored")
            client.send("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(client.readResponse()?.bodyText == "hello")
            #expect(!server.log.all.contains { $0.contains("/crash") })
        }
    }

    @Test(
        "#38 a body on GET (other bodies: 0) → 413 and close, the body never parsed",
        arguments: EventLoopKind.allCases, ["Content-Length: 33", "Transfer-Encoding: chunked"])
    func line38OtherBodies(loop: EventLoopKind, framing: String) throws {
        let smuggled = "GET /crash HTTP/1.1\r\nHost: h\r\n\r\n"
        let body = framing.hasPrefix("Content") ? smuggled : "21\r\n\(smuggled)\r\n0\r\n\r\n"
        try withChecklistServer(loop) { server in
            try expectRejection(server, "GET /hello HTTP/1.1\r\nHost: h\r\n\(framing)\r\n\r\n\(body)", status: 413)
            let (_, empty) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\n\r\n")
            #expect(empty?.status == 200)
            #expect(!server.log.all.contains { $0.contains("/crash") })
        }
    }
}
