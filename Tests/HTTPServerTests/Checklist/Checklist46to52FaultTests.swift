import Foundation
import Glibc
import Testing

@testable import HTTPServer

/// Checklist lines 46–51 that can be proven in-process: capacity, resets, binary input,
/// handler failures and timeouts, shutdown with work in flight. Lines 47, 51's SIGTERM and 52
/// run a child process (``ChecklistChildProcessTests``).
@Suite struct Checklist46to52FaultTests {
    @Test("#46 too many connections → 503 with Retry-After, then close", arguments: EventLoopKind.allCases)
    func line46(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.maxConnections = 1 }) { server in
            let (first, ok) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(ok?.status == 200)
            let second = try server.connect()
            let response = try #require(second.readResponse())
            #expect(response.status == 503)
            #expect(response.headers["Retry-After"] == "1")
            #expect(response.headers["Connection"] == "close")
            #expect(second.readUntilClosed())
            first.closeNow()
            #expect(server.waitUntilIdle())
            let (_, again) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(again?.status == 200)  // capacity is given back
        }
    }

    @Test(
        "#48 peer reset in the middle of a response → no SIGPIPE crash, the server goes on",
        arguments: EventLoopKind.allCases, ["/assets/big.bin", "/large"])
    func line48(loop: EventLoopKind, path: String) throws {
        try withChecklistServer(loop) { server in
            try server.site.makeLargeFile(named: "big.bin", size: 32 * 1024 * 1024)
            for _ in 0..<3 {
                let client = try server.connect()
                client.send("GET \(path) HTTP/1.1\r\nHost: h\r\n\r\n")
                #expect(client.readBytes(100_000).count == 100_000)
                client.reset()
            }
            #expect(server.waitUntilIdle())
            let (_, response) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(response?.status == 200)
        }
    }

    @Test(
        "#49 a TLS ClientHello, binary or non-UTF-8 bytes → 400 and close at once, never a hang",
        arguments: EventLoopKind.allCases, [0, 1, 2, 3])
    func line49(loop: EventLoopKind, kind: Int) throws {
        var generator = SystemRandomNumberGenerator()
        let bytes: [UInt8] =
            switch kind {
            case 0: [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03] + (0..<64).map { _ in generator.next() }
            case 1: [0x00, 0xFF, 0x13, 0x37] + (0..<512).map { _ in generator.next() }
            case 2: Array("GET /caf".utf8) + [0xC3, 0x28] + Array(" HTTP/1.1\r\nHost: h\r\n\r\n".utf8)
            default: [0x47, 0xC5, 0x54] + Array(" / HTTP/1.1\r\nHost: h\r\n\r\n".utf8)
            }
        try withChecklistServer(loop) { server in
            let started = Date()
            try expectRejection(server, bytes, status: 400)
            #expect(Date().timeIntervalSince(started) < 2)  // not the 10 s header timeout
            #expect(server.log.all.first?.contains("\" 400 ") == true)
        }
    }

    @Test("#50 a handler that throws → 500, keep-alive, the server survives", arguments: EventLoopKind.allCases)
    func line50Throws(loop: EventLoopKind) throws {
        try withChecklistServer(loop) { server in
            let (client, response) = try server.exchange("GET /crash HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(response?.status == 500)
            #expect(response?.json?["message"] as? String == "The server could not handle the request")
            client.send("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(client.readResponse()?.status == 200)
        }
    }

    @Test(
        "#50 a handler over the handler timeout → 503 and close, while other connections are served",
        arguments: EventLoopKind.allCases)
    func line50Timeout(loop: EventLoopKind) throws {
        try withChecklistServer(loop, { $0.handlerTimeout = 0.3 }) { server in
            let slow = try server.connect()
            let started = Date()
            slow.send("GET /slow/1000 HTTP/1.1\r\nHost: h\r\n\r\n")
            usleep(50_000)
            let (_, other) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(other?.status == 200)
            #expect(Date().timeIntervalSince(started) < 0.3)  // served while the slow handler runs
            let response = try #require(slow.readResponse())
            #expect(response.status == 503)
            #expect(response.headers["Connection"] == "close")
            #expect(Date().timeIntervalSince(started) < 0.9)  // the budget, not the handler's second
            #expect(slow.readUntilClosed())
            #expect(server.log.all.contains { $0.contains("\"GET /slow/1000 HTTP/1.1\" 503 ") })
            usleep(800_000)  // the late result arrives and is dropped
            let (_, after) = try server.exchange("GET /hello HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(after?.status == 200)
        }
    }

    @Test("#51 shutdown finishes a handler in flight within the grace period, then stops", arguments: EventLoopKind.allCases)
    func line51Finishes(loop: EventLoopKind) throws {
        let server = try ChecklistServer(loop) { $0.shutdownGracePeriod = 3 }
        let client = try server.connect()
        client.send("GET /slow/400 HTTP/1.1\r\nHost: h\r\n\r\n")
        usleep(100_000)
        let started = Date()
        let stopped = DispatchSemaphore(value: 0)
        let http = server.server
        Thread {  // a thread of its own: the global queues may be busy with other blocking tests
            http.shutdown()
            stopped.signal()
        }.start()
        #expect(poll(timeout: 2) { (try? RawClient(port: server.port)) == nil })  // no longer accepting
        let response = try #require(client.readResponse())
        #expect(response.bodyText == "slept")
        #expect(response.headers["Connection"] == "close")
        client.closeNow()
        #expect(stopped.wait(timeout: .now() + 2) == .success)
        #expect(Date().timeIntervalSince(started) < 2)
    }

    @Test("#51 shutdown stops a handler that outlives the grace period", arguments: EventLoopKind.allCases)
    func line51Stops(loop: EventLoopKind) throws {
        let server = try ChecklistServer(loop) { $0.shutdownGracePeriod = 0.3 }
        let client = try server.connect()
        client.send("GET /slow/3000 HTTP/1.1\r\nHost: h\r\n\r\n")
        usleep(100_000)
        let started = Date()
        server.stop()
        #expect(Date().timeIntervalSince(started) < 1.5)
        #expect(client.readUntilClosed())
    }
}
