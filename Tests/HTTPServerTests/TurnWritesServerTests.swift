import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// Set by `/b`'s handler when it is done.
private let bAnswered = Atomic<Bool>(false)
/// Signalled by `/slow`'s handler when it starts: the loop is busy from then on.
private let slowStarted = DispatchSemaphore(value: 0)
/// What `/slow`'s handler waits for before it answers: the test signals it once the requests
/// that must be ready together in the loop's next turn are sent (on loopback a request is in
/// the server's receive queue once `send` returns), so no test thread has to beat a clock.
private let slowRelease = DispatchSemaphore(value: 0)

/// Set by `/c`'s handler when it is done.
private let cAnswered = Atomic<Bool>(false)
/// What `/c`'s handler waits for: the test signals it once it has read the responses held before.
private let cRelease = DispatchSemaphore(value: 0)

/// Quick routes (answered on the loop): `/slow` keeps the loop busy, `/a` answers at once, `/b`
/// answers after a while and says so; `/big` answers 8 MiB; `/n/:i` answers its number; `/pool/:i`
/// does on a handler thread.
private func makeRouter() -> Router {
    var router = Router()
    router.add(
        .get, "/slow",
        quick: { _ in
            slowStarted.signal()
            _ = slowRelease.wait(timeout: .now() + 5)
            return .text("slow")
        }
    ) { _ in .text("declined") }
    router.add(.get, "/a", quick: { _ in .text("a") }) { _ in .text("declined") }
    router.add(
        .get, "/b",
        quick: { _ in
            Thread.sleep(forTimeInterval: 0.3)
            bAnswered.store(true, ordering: .sequentiallyConsistent)
            return .text("b")
        }
    ) { _ in .text("declined") }
    router.add(
        .get, "/c",
        quick: { _ in
            _ = cRelease.wait(timeout: .now() + 5)
            cAnswered.store(true, ordering: .sequentiallyConsistent)
            return .text("c")
        }
    ) { _ in .text("declined") }
    router.add(.get, "/big", quick: { _ in .text(String(repeating: "0123456789abcdef", count: 512 * 1024)) }) { _ in
        .text("declined")
    }
    router.add(.get, "/n/:i", quick: { .text($0.parameters["i"] ?? "?") }) { _ in .text("declined") }
    router.add(.get, "/pool/:i") { .text($0.parameters["i"] ?? "?") }
    return router
}

/// Runs `body` against a started server with one event loop, its held responses written after
/// `heldBudget` seconds at most, then shuts it down.
private func withOneLoopServer(heldBudget: Double = 0.001, _ body: (HTTPServer) throws -> Void) throws {
    var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
    configuration.workers = 1
    configuration.heldResponseBudget = heldBudget
    let server = HTTPServer(configuration: configuration, logger: { _ in }, router: makeRouter())
    try server.start()
    defer { server.shutdown() }
    try body(server)
}

/// `count` connections to the server at `port`, each accepted and answered once, so that what a
/// test sends next finds them all open in the loop.
private func answeredClients(_ count: Int, port: Int) throws -> [RawClient] {
    let clients = try (0..<count).map { _ in try RawClient(port: port) }
    for client in clients {
        client.send("GET /n/0 HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(client.readResponse()?.bodyText == "0")
    }
    return clients
}

@Suite(.serialized) struct TurnWritesServerTests {
    @Test("Responses made in one turn of the loop are written together at its end, not one by one")
    func heldToTheEndOfTheTurn() throws {
        // A budget far longer than the test: a pause of the loop's thread between a's event and
        // b's (ordinary on a loaded machine) must not write a early.
        try withOneLoopServer(heldBudget: 60) { server in
            let clients = try answeredClients(3, port: server.port)
            let (busy, a, b) = (clients[0], clients[1], clients[2])
            bAnswered.store(false, ordering: .sequentiallyConsistent)
            // While the loop answers /slow, `a` and `b` send theirs: the loop finds both ready
            // in its next turn and makes a's response first, then spends 0.3 s on b's.
            busy.send("GET /slow HTTP/1.1\r\nHost: h\r\n\r\n")
            try #require(slowStarted.wait(timeout: .now() + 5) == .success)
            a.send("GET /a HTTP/1.1\r\nHost: h\r\n\r\n")
            b.send("GET /b HTTP/1.1\r\nHost: h\r\n\r\n")
            slowRelease.signal()
            #expect(busy.readResponse()?.bodyText == "slow")
            #expect(a.readResponse()?.bodyText == "a")
            // Written one by one, a's response would have left before b's was made.
            let bWasAnswered = bAnswered.load(ordering: .sequentiallyConsistent)
            #expect(bWasAnswered)
            #expect(b.readResponse()?.bodyText == "b")
        }
    }

    @Test("Held responses that have waited their budget go out before the loop takes the batch's next event")
    func heldNoLongerThanTheBudget() throws {
        while cRelease.wait(timeout: .now()) == .success {}  // a signal left by an earlier run
        try withOneLoopServer { server in
            let clients = try answeredClients(4, port: server.port)
            let (busy, a, b, c) = (clients[0], clients[1], clients[2], clients[3])
            cAnswered.store(false, ordering: .sequentiallyConsistent)
            // a, b and c are ready in one turn: a is answered and held, b takes 0.3 s (far past
            // the budget), then c waits until the test has read a. Held to the end of the batch,
            // a would leave only once c gave up waiting (5 s) and answered.
            busy.send("GET /slow HTTP/1.1\r\nHost: h\r\n\r\n")
            try #require(slowStarted.wait(timeout: .now() + 5) == .success)
            a.send("GET /a HTTP/1.1\r\nHost: h\r\n\r\n")
            b.send("GET /b HTTP/1.1\r\nHost: h\r\n\r\n")
            c.send("GET /c HTTP/1.1\r\nHost: h\r\n\r\n")
            slowRelease.signal()
            #expect(busy.readResponse()?.bodyText == "slow")
            #expect(a.readResponse()?.bodyText == "a")
            #expect(b.readResponse()?.bodyText == "b")
            let cWasAnswered = cAnswered.load(ordering: .sequentiallyConsistent)
            #expect(!cWasAnswered, "a and b were written before c's handler ran to its end")
            cRelease.signal()
            #expect(c.readResponse()?.bodyText == "c")
        }
    }

    @Test("Many connections ready at once, more than a turn holds, each pipelining: every response arrives, in order")
    func manyConnectionsPipelining() throws {
        try withOneLoopServer { server in
            let clients = try answeredClients(TurnWrites.limit * 2 + 5, port: server.port)
            do {
                // The loop is kept busy so that every request below is ready in one turn.
                let busy = try RawClient(port: server.port)
                busy.send("GET /slow HTTP/1.1\r\nHost: h\r\n\r\n")
                try #require(slowStarted.wait(timeout: .now() + 5) == .success)
                for (index, client) in clients.enumerated() {
                    client.send(
                        "GET /n/\(index)a HTTP/1.1\r\nHost: h\r\n\r\nGET /pool/\(index)b HTTP/1.1\r\nHost: h\r\n\r\nGET /n/\(index)c HTTP/1.1\r\nHost: h\r\n\r\n"
                    )
                }
                slowRelease.signal()
                #expect(busy.readResponse()?.bodyText == "slow")
            }
            for (index, client) in clients.enumerated() {
                #expect(client.readResponse()?.bodyText == "\(index)a")
                #expect(client.readResponse()?.bodyText == "\(index)b")
                #expect(client.readResponse()?.bodyText == "\(index)c")
            }
        }
    }

    @Test(
        "A held response larger than the socket takes at once goes out in parts as the client reads, then the connection goes on")
    func heldResponseUnderBackpressure() throws {
        try withOneLoopServer { server in
            let client = try RawClient(port: server.port)
            client.send("GET /big HTTP/1.1\r\nHost: h\r\n\r\nGET /n/7 HTTP/1.1\r\nHost: h\r\n\r\n")
            Thread.sleep(forTimeInterval: 0.2)  // unread meanwhile: the socket fills, the rest waits
            let big = try #require(client.readResponse())
            #expect(big.body.count == 8 * 1024 * 1024)
            #expect(big.body.prefix(16) == Array("0123456789abcdef".utf8)[...])
            #expect(big.body.suffix(16) == Array("0123456789abcdef".utf8)[...])
            #expect(client.readResponse()?.bodyText == "7")
        }
    }
}
