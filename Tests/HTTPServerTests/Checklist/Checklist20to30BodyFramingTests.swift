import Foundation
import Testing

@testable import HTTPServer

/// Checklist lines 20–30: the header timeout, body framing (Content-Length, chunked) and body
/// limits, over a real socket.
@Suite struct Checklist20to30BodyFramingTests {
    private static let post = "POST /echo HTTP/1.1\r\nHost: h\r\n"
    private static let chunkedPost = post + "Transfer-Encoding: chunked\r\n\r\n"

    @Test("#20 header not finished within the header timeout (slowloris) → 408, then close", arguments: EventLoopKind.allCases)
    func line20(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.headerTimeout = 0.4 }) { server in
            let client = try server.connect()
            let started = Date()
            client.send("GET /hello HTTP/1.1\r\n")
            for index in 0..<3 {  // a byte now and then does not extend the budget
                usleep(100_000)
                client.send("X-\(index): 1\r\n")
            }
            let response = try #require(client.readResponse())
            #expect(response.status == 408)
            #expect(response.headers["Connection"] == "close")
            #expect(Date().timeIntervalSince(started) < 2)
            #expect(client.readUntilClosed())
        }
    }

    @Test(
        "#21 Content-Length -1, +5, 0x10, '5 5', empty, 19 digits → 400",
        arguments: EventLoopKind.allCases, ["-1", "+5", "0x10", "5 5", "", "1234567890123456789", "1_0"])
    func line21(loop: EventLoopKind, value: String) throws {
        try withChecklistServer(loop) {
            try expectRejection($0, Self.post + "Content-Length: \(value)\r\n\r\n12345", status: 400)
        }
    }

    @Test(
        "#22 two differing Content-Length values, or '5, 10' → 400",
        arguments: EventLoopKind.allCases, ["Content-Length: 5\r\nContent-Length: 6", "Content-Length: 5, 10"])
    func line22(loop: EventLoopKind, fields: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, Self.post + "\(fields)\r\n\r\n12345", status: 400) }
    }

    @Test("#23 both Content-Length and Transfer-Encoding → 400", arguments: EventLoopKind.allCases)
    func line23(loop: EventLoopKind) throws {
        let request = Self.post + "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
        try withChecklistServer(loop) { try expectRejection($0, request, status: 400) }
    }

    @Test(
        "#24 TE gzip without chunked, xchunked, 'chunked, identity' → 400; an unknown coding before chunked → 501",
        arguments: EventLoopKind.allCases,
        [
            ("gzip", 400), ("xchunked", 400), ("chunked, identity", 400), ("chunked, chunked", 400), ("", 400),
            ("gzip, chunked", 501), ("foo, chunked", 501),
        ])
    func line24(loop: EventLoopKind, _ arguments: (coding: String, status: Int)) throws {
        let (coding, status) = arguments
        try withChecklistServer(loop) {
            try expectRejection($0, Self.post + "Transfer-Encoding: \(coding)\r\n\r\n0\r\n\r\n", status: status)
        }
    }

    @Test(
        "#25 'Transfer-Encoding : chunked', or TE in HTTP/1.0 → 400",
        arguments: EventLoopKind.allCases,
        [
            "POST /echo HTTP/1.1\r\nHost: h\r\nTransfer-Encoding : chunked\r\n\r\n0\r\n\r\n",
            "POST /echo HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        ])
    func line25(loop: EventLoopKind, request: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, request, status: 400) }
    }

    @Test(
        "#26 chunk size +a, -1, 0x1, 0_2e, 17 hex digits, empty → 400",
        arguments: EventLoopKind.allCases, ["+a", "-1", "0x1", "0_2e", "00000000000000001", "", " 1"])
    func line26(loop: EventLoopKind, size: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, Self.chunkedPost + "\(size)\r\nx\r\n0\r\n\r\n", status: 400) }
    }

    @Test(
        "#27 chunk data not followed by CRLF, or a bare LF in chunk framing → 400",
        arguments: EventLoopKind.allCases,
        ["3\r\nabcX\r\n0\r\n\r\n", "3\nabc\r\n0\r\n\r\n", "3\r\nabc\n0\r\n\r\n", "3\r\nabc\r\n0\r\n\n"])
    func line27(loop: EventLoopKind, body: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, Self.chunkedPost + body, status: 400) }
    }

    @Test(
        "#24-#28 a valid chunked body (extensions, trailers, 16-digit size) is decoded; pipelined bytes after it are kept",
        arguments: EventLoopKind.allCases)
    func chunkedBodyIsDecoded(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let client = try server.connect()
            client.send(Self.chunkedPost + "3;name=\"v\"\r\n{\"a\r\n")
            usleep(50_000)  // the rest in a later packet
            client.send("0000000000000004\r\n\":1}\r\n0\r\nX-Trailer: t\r\n\r\nGET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            let echoed = try #require(client.readResponse())
            #expect(echoed.status == 200)
            #expect(echoed.bodyText == "{\"a\":1}")
            #expect(client.readResponse()?.bodyText == "hello")
        }
    }

    @Test("#28 a chunk extension over 1 KiB → 400; trailers over 8 KiB → 431", arguments: EventLoopKind.allCases)
    func line28(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let extensionBody = "1;x=" + String(repeating: "e", count: 1100) + "\r\na\r\n0\r\n\r\n"
            try expectRejection(server, Self.chunkedPost + extensionBody, status: 400)
            let trailers = (0..<5).map { "X-\($0): \(String(repeating: "t", count: 2000))\r\n" }.joined()
            try expectRejection(server, Self.chunkedPost + "1\r\na\r\n0\r\n" + trailers + "\r\n", status: 431)
        }
    }

    @Test(
        "#29 POST (PUT, PATCH) with a body but no length → 411", arguments: EventLoopKind.allCases,
        ["POST /echo", "PUT /echo", "PATCH /echo"])
    func line29(loop: EventLoopKind, start: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, "\(start) HTTP/1.1\r\nHost: h\r\n\r\n{\"a\":1}", status: 411) }
    }

    @Test("#29 POST with Content-Length: 0 (what fetch() and curl -d '' send) is served", arguments: EventLoopKind.allCases)
    func line29EmptyBody(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let (_, response) = try server.exchange("POST /ignore HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\n\r\n")
            #expect(response?.status == 200)
        }
    }

    @Test("#30 Content-Length over the limit → 413 at once, without reading the body", arguments: EventLoopKind.allCases)
    func line30ContentLength(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.maxBodySize = 1000 }) { server in
            let client = try server.connect()
            client.send(Self.post + "Content-Length: 1001\r\n\r\n")  // no body byte sent
            let response = try #require(client.readResponse())
            #expect(response.status == 413)
            #expect(response.headers["Connection"] == "close")
            #expect(client.readUntilClosed())
        }
    }

    @Test("#30 chunked total over the limit → 413 as soon as a chunk size says so", arguments: EventLoopKind.allCases)
    func line30Chunked(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.maxBodySize = 1000 }) { server in
            let client = try server.connect()
            client.send(Self.chunkedPost + "200\r\n" + String(repeating: "a", count: 512) + "\r\n")
            client.send("1f0\r\n")  // 512 + 496 = 1008 > 1000; the data never comes
            let response = try #require(client.readResponse())
            #expect(response.status == 413)
            #expect(response.headers["Connection"] == "close")
            #expect(client.readUntilClosed())
        }
    }
}
