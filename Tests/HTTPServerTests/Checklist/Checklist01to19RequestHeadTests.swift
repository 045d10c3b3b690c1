import Testing

@testable import HTTPServer

/// Checklist lines 1–19: the request line, the target and the header fields, over a real socket.
@Suite struct Checklist01to19RequestHeadTests {
    private static let host = "Host: h\r\n"

    @Test(
        "#1 'GET /' (2 tokens), HTTP/0.9, double space, TAB separator → 400",
        arguments: EventLoopKind.allCases,
        [
            "GET /\r\n\r\n", "GET / HTTP/0.9\r\n\r\n", "GET  / HTTP/1.1\r\n\(host)\r\n", "GET\t/ HTTP/1.1\r\n\(host)\r\n",
        ])
    func line01(loop: EventLoopKind, request: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, request, status: 400) }
    }

    @Test("#2 'http/1.1' or 'HTTP/1.10' → 400", arguments: EventLoopKind.allCases, ["http/1.1", "HTTP/1.10"])
    func line02(loop: EventLoopKind, version: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, "GET / \(version)\r\n\(Self.host)\r\n", status: 400) }
    }

    @Test("#3 HTTP/2.0 or HTTP/3.0 → 505", arguments: EventLoopKind.allCases, ["HTTP/2.0", "HTTP/3.0"])
    func line03(loop: EventLoopKind, version: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, "GET / \(version)\r\n\(Self.host)\r\n", status: 505) }
    }

    @Test(
        "#4 unknown method FOO, lowercase get, a method over 32 characters → 501",
        arguments: EventLoopKind.allCases, ["FOO", "get", String(repeating: "A", count: 33)])
    func line04(loop: EventLoopKind, method: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, "\(method) /hello HTTP/1.1\r\n\(Self.host)\r\n", status: 501) }
    }

    @Test("#5 GET on a POST-only endpoint, POST to a static file → 405 with Allow, keep-alive", arguments: EventLoopKind.allCases)
    func line05(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let client = try server.connect()
            client.send("GET /echo HTTP/1.1\r\nHost: h\r\n\r\n")
            let wrongMethod = try #require(client.readResponse())
            #expect(wrongMethod.status == 405)
            #expect(wrongMethod.headers["Allow"] == "POST")
            #expect(wrongMethod.headers["Connection"] == nil)
            client.send("POST /assets/app.js HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\n\r\n")
            let staticFile = try #require(client.readResponse())
            #expect(staticFile.status == 405)
            #expect(staticFile.headers["Allow"] == "GET, HEAD")
            client.send("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(client.readResponse()?.bodyText == "hello")  // same connection, still open
        }
    }

    @Test("#6 request line over 8 KiB → 414, even before its end arrives", arguments: EventLoopKind.allCases, [true, false])
    func line06(loop: EventLoopKind, complete: Bool) throws {
        let line = "GET /" + String(repeating: "a", count: 8200) + (complete ? " HTTP/1.1\r\n\(Self.host)\r\n" : "")
        try withChecklistServer(loop) { try expectRejection($0, line, status: 414) }
    }

    @Test(
        "#7 raw space, control byte or '#' in the target → 400", arguments: EventLoopKind.allCases,
        ["/a b", "/a\u{01}b", "/a\u{7F}", "/a#b"])
    func line07(loop: EventLoopKind, target: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, "GET \(target) HTTP/1.1\r\n\(Self.host)\r\n", status: 400) }
    }

    @Test("#8 '/a%', '/a%zz', '%00' in the path → 400", arguments: EventLoopKind.allCases, ["/a%", "/a%zz", "/a%00b", "/a%0"])
    func line08(loop: EventLoopKind, target: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, "GET \(target) HTTP/1.1\r\n\(Self.host)\r\n", status: 400) }
    }

    @Test(
        "#9 /../x, /%2e%2e/x, /..%2fx, ..%5c, a symlink out of Public/ → 404 or 400, never the file",
        arguments: EventLoopKind.allCases,
        [
            "/assets/../secret.txt", "/assets/%2e%2e/secret.txt", "/assets/..%2fsecret.txt", "/assets/..%5csecret.txt",
            "/assets/leak.txt", "/assets/%2E%2E/%2e%2e/secret.txt", "/../secret.txt",
        ])
    func line09(loop: EventLoopKind, target: String) throws {
        try withChecklistServer(loop) { server in
            let (_, response) = try server.exchange("GET \(target) HTTP/1.1\r\nHost: h\r\n\r\n")
            let reply = try #require(response)
            #expect(reply.status == 404 || reply.status == 400, "\(target)")
            #expect(reply.bodyText != "secret")
            #expect(reply.json?["status"] as? Int == reply.status)
        }
    }

    @Test("#10 /a/./b/../c → serves /a/c", arguments: EventLoopKind.allCases)
    func line10(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let (_, response) = try server.exchange("GET /assets/a/./b/../c.txt HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(response?.status == 200)
            #expect(response?.bodyText == "see")
        }
    }

    @Test("#11 'GET http://h:8080/x?q HTTP/1.1' → served as /x", arguments: EventLoopKind.allCases)
    func line11(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let (_, response) = try server.exchange("GET http://h:8080/hello?q HTTP/1.1\r\nHost: h:8080\r\n\r\n")
            #expect(response?.status == 200)
            #expect(response?.bodyText == "hello")
        }
    }

    @Test("#12 authority-form outside CONNECT, '*' outside OPTIONS → 400", arguments: EventLoopKind.allCases, ["h:80", "*"])
    func line12(loop: EventLoopKind, target: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, "GET \(target) HTTP/1.1\r\n\(Self.host)\r\n", status: 400) }
    }

    @Test("#13 HTTP/1.1 without Host → 400; HTTP/1.0 without Host → served", arguments: EventLoopKind.allCases)
    func line13(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            try expectRejection(server, "GET /hello HTTP/1.1\r\n\r\n", status: 400)
            let (_, old) = try server.exchange("GET /hello HTTP/1.0\r\n\r\n")
            #expect(old?.status == 200)
            #expect(old?.bodyText == "hello")
        }
    }

    @Test(
        "#14 two Host lines, Host with '/', a space, '..' or a control byte → 400",
        arguments: EventLoopKind.allCases, ["Host: a\r\nHost: b", "Host: a/b", "Host: a b", "Host: a..b", "Host: a\u{01}b"])
    func line14(loop: EventLoopKind, fields: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, "GET /hello HTTP/1.1\r\n\(fields)\r\n\r\n", status: 400) }
    }

    @Test("#15 'Host : x' (whitespace before the colon) → 400", arguments: EventLoopKind.allCases, ["Host : x", "Host\t: x"])
    func line15(loop: EventLoopKind, field: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, "GET /hello HTTP/1.1\r\n\(field)\r\n\r\n", status: 400) }
    }

    @Test(
        "#16 a line without a colon, an empty name, a non-token byte in a name → 400",
        arguments: EventLoopKind.allCases, ["NoColon", ": empty", "Bad(Name): x", "Bad\u{80}: x"])
    func line16(loop: EventLoopKind, field: String) throws {
        try withChecklistServer(loop) {
            try expectRejection($0, "GET /hello HTTP/1.1\r\n\(Self.host)\(field)\r\n\r\n", status: 400)
        }
    }

    @Test(
        "#17 NUL, bare CR or bare LF in a value → 400", arguments: EventLoopKind.allCases, ["X: a\u{00}b", "X: a\rb", "X: a\nb"])
    func line17(loop: EventLoopKind, field: String) throws {
        try withChecklistServer(loop) {
            try expectRejection($0, "GET /hello HTTP/1.1\r\n\(Self.host)\(field)\r\n\r\n", status: 400)
        }
    }

    @Test(
        "#18 obs-fold, or whitespace before the first header → 400",
        arguments: EventLoopKind.allCases,
        [
            "GET /hello HTTP/1.1\r\nHost: h\r\nX: a\r\n b\r\n\r\n", "GET /hello HTTP/1.1\r\n Host: h\r\n\r\n",
            "GET /hello HTTP/1.1\r\n\tHost: h\r\n\r\n",
        ])
    func line18(loop: EventLoopKind, request: String) throws {
        try withChecklistServer(loop) { try expectRejection($0, request, status: 400) }
    }

    @Test(
        "#19 a header line over 8 KiB, more than 100 fields, a header block over 32 KiB → 431", arguments: EventLoopKind.allCases,
        [0, 1, 2])
    func line19(loop: EventLoopKind, kind: Int) throws {
        var request = "GET /hello HTTP/1.1\r\nHost: h\r\n"
        switch kind {
        case 0: request += "X: " + String(repeating: "a", count: 8300) + "\r\n\r\n"
        case 1: request += (0..<101).map { "X-\($0): v\r\n" }.joined() + "\r\n"
        default: request += (0..<9).map { "X-\($0): \(String(repeating: "b", count: 4000))\r\n" }.joined() + "\r\n"
        }
        try withChecklistServer(loop) { try expectRejection($0, request, status: 431) }
    }

    @Test("#19 exactly 100 fields and a line of 8 KiB are still accepted", arguments: EventLoopKind.allCases)
    func line19Boundary(loop: EventLoopKind) throws {
        let fields = (0..<99).map { "X-\($0): v\r\n" }.joined()
        let long = "Y: " + String(repeating: "a", count: 8192 - 3)
        try withChecklistServer(loop) { server in
            let (_, many) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\n\(fields)\r\n")
            #expect(many?.status == 200)
            let (_, wide) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\n\(long)\r\n\r\n")
            #expect(wide?.status == 200)
        }
    }
}
