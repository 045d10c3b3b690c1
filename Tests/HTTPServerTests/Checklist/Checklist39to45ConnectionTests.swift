import Foundation
import Glibc
import Testing

@testable import HTTPServer

/// Checklist lines 39–45 and the connection timeouts of the limits table (send timeout,
/// connection lifetime, lingering close), over a real socket.
@Suite struct Checklist39to45ConnectionTests {
    @Test("#39 Connection: close → echoed, then close", arguments: EventLoopKind.allCases)
    func line39(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let (client, response) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")
            #expect(response?.status == 200)
            #expect(response?.headers["Connection"] == "close")
            #expect(client.readUntilClosed())
        }
    }

    @Test("#40 HTTP/1.0 → close, unless keep-alive was sent (then echoed and kept)", arguments: EventLoopKind.allCases)
    func line40(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let (plain, closing) = try server.exchange("GET /hello HTTP/1.0\r\n\r\n")
            #expect(closing?.headers["Connection"] == "close")
            #expect(plain.readUntilClosed())
            let (kept, keeping) = try server.exchange("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(keeping?.headers["Connection"] == "keep-alive")
            kept.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(kept.readResponse()?.bodyText == "hello")
        }
    }

    @Test(
        "#41 HEAD → the GET headers, including Content-Length, and zero body bytes", arguments: EventLoopKind.allCases,
        ["/hello", "/assets/app.js"])
    func line41(loop: EventLoopKind, path: String) throws {
        try withChecklistServer(loop) { server in
            let client = try server.connect()
            client.send("GET \(path) HTTP/1.1\r\nHost: h\r\n\r\nHEAD \(path) HTTP/1.1\r\nHost: h\r\n\r\n")
            let get = try #require(client.readResponse())
            let head = try #require(client.readResponse(headRequest: true))
            #expect(head.status == 200)
            #expect(head.headers["Content-Length"] == String(get.body.count))
            #expect(head.headers["Content-Type"] == get.headers["Content-Type"])
            #expect(head.body.isEmpty)
            client.send("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(client.readResponse()?.bodyText == "hello")  // no stray body bytes came in between
        }
    }

    @Test(
        "#42 every 2xx/3xx/4xx → Date in IMF-fixdate", arguments: EventLoopKind.allCases,
        ["/hello", "/redirect/x", "/nothing", "/a%zz"])
    func line42(loop: EventLoopKind, path: String) throws {
        try withChecklistServer(loop) { server in
            let (_, response) = try server.exchange("GET \(path) HTTP/1.1\r\nHost: h\r\n\r\n")
            let date = try #require(response?.headers["Date"])
            let seconds = try #require(HTTPDate.parse(date), "\(date) is not an IMF-fixdate")
            #expect(abs(seconds - Int(time(nil))) <= 2)
            #expect(HTTPDate.format(secondsSince1970: seconds) == date)
        }
    }

    @Test(
        "#43 input copied into response headers (a Location built from the path) → CR/LF rejected",
        arguments: EventLoopKind.allCases)
    func line43(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let (_, response) = try server.exchange("GET /redirect/x%0D%0ASet-Cookie:%20evil=1 HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(response?.status == 500)
            #expect(response?.headers["Set-Cookie"] == nil)
            #expect(response?.headers["Location"] == nil)
            let (_, plain) = try server.exchange("GET /redirect/ok HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(plain?.status == 302)
            #expect(plain?.headers["Location"] == "/ok")
        }
    }

    @Test("#44 idle keep-alive past the keep-alive timeout → closed silently", arguments: EventLoopKind.allCases)
    func line44(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.keepAliveTimeout = 0.3 }) { server in
            let (client, response) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(response?.status == 200)
            let started = Date()
            var byte: UInt8 = 0
            #expect(recv(client.descriptor, &byte, 1, 0) == 0)  // EOF, not a single byte first
            #expect(Date().timeIntervalSince(started) > 0.2)
        }
    }

    @Test("#45 the 1000th request on a connection → Connection: close", arguments: EventLoopKind.allCases)
    func line45(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let client = try server.connect()
            for batch in 0..<10 {
                client.send(String(repeating: "GET /hello HTTP/1.1\r\nHost: h\r\n\r\n", count: 100))
                for index in 1...100 {
                    let response = try #require(client.readResponse())
                    let number = batch * 100 + index
                    #expect(response.headers["Connection"] == (number == 1000 ? "close" : nil), "request \(number)")
                }
            }
            #expect(client.readUntilClosed())
        }
    }

    @Test("send timeout: a client that never reads a large response is dropped", arguments: EventLoopKind.allCases)
    func sendTimeout(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.sendTimeout = 0.3 }) { server in
            try server.site.makeLargeFile(named: "big.bin", size: 64 * 1024 * 1024)
            let client = try server.connect()
            var small: Int32 = 4096
            setsockopt(client.descriptor, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
            client.send("GET /assets/big.bin HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(poll(timeout: 2) { server.server.connectionCount == 1 })
            #expect(server.waitUntilIdle(timeout: 5))  // never reading: closed by the server
        }
    }

    @Test("connection lifetime: past it, the next response closes the connection", arguments: EventLoopKind.allCases)
    func connectionLifetime(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.connectionLifetime = 0.3 }) { server in
            let (client, first) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(first?.headers["Connection"] == nil)
            usleep(400_000)
            client.send("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(client.readResponse()?.headers["Connection"] == "close")
            #expect(client.readUntilClosed())
        }
    }

    @Test(
        "lingering close: after an error the input is drained (no reset), then closed after the linger time",
        arguments: EventLoopKind.allCases)
    func lingeringClose(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.lingerTimeout = 1 }) { server in
            let client = try server.connect()
            client.send("GET / HTTP/2.0\r\nHost: h\r\n\r\n" + String(repeating: "x", count: 100_000))
            let response = try #require(client.readResponse())  // not destroyed by a reset
            #expect(response.status == 505)
            #expect(client.readUntilClosed())  // our side sees the FIN of SHUT_WR
            client.send(String(repeating: "y", count: 1000))  // still drained, silently
            #expect(server.server.connectionCount == 1)
            #expect(server.waitUntilIdle(timeout: 3))  // gone after the linger time
        }
    }
}
