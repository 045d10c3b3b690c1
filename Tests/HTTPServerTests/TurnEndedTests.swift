import Dispatch
import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// Work that quick handlers queue for the end of their loop's turn, as a journal's records are.
private final class TurnWork: Sendable {
    /// How long an end of turn that finds work takes (a sync), in seconds.
    let finishing: Double
    private let queued = Mutex<[(later: PendingResponse, text: String)]>([])
    /// How many responses each end of turn that found work resolved.
    let batches = Mutex<[Int]>([])

    init(finishing: Double) { self.finishing = finishing }

    func hold(_ text: String) -> HTTPResponse {
        let later = PendingResponse()
        queued.withLock { $0.append((later, text)) }
        return .pending(later)
    }

    func endTurn() {
        let work = queued.withLock { queued in
            defer { queued = [] }
            return queued
        }
        guard !work.isEmpty else { return }
        batches.withLock { $0.append(work.count) }
        if finishing > 0 { Thread.sleep(forTimeInterval: finishing) }
        for (later, text) in work { later.resolve(.text(text)) }
    }
}

/// A server whose `/turn/:n` quick handler holds its response for the end of the turn (and whose
/// `/quick-now` answers on the loop at once, `/now` on a handler thread). Nothing
/// else resolves it: a response left for a later turn waits for the handler timeout (10 s), and
/// the test's client gives up after 3 s.
private func withServer(workers: Int = 2, finishing: Double = 0, _ body: (HTTPServer, TurnWork) throws -> Void) throws {
    let work = TurnWork(finishing: finishing)
    var router = Router()
    router.add(.get, "/turn/:n", quick: { request in work.hold("turn \(request.parameters["n"] ?? "")") }) { _ in
        .text("handler")
    }
    router.add(.get, "/now") { _ in .text("now") }
    router.add(.get, "/quick-now", quick: { _ in .text("quick") }) { _ in .text("handler") }
    router.turnEnded = { work.endTurn() }
    var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
    configuration.workers = workers
    configuration.handlerTimeout = 10
    let server = HTTPServer(configuration: configuration, logger: { _ in }, router: router)
    try server.start()
    defer { server.shutdown() }
    try body(server, work)
}

@Suite(.serialized) struct TurnEndedTests {
    @Test("Work a quick handler queues is finished at the end of its loop's turn, and the response is sent")
    func finishedAtTurnEnd() throws {
        try withServer { server, work in
            let client = try RawClient(port: server.port)
            for n in 1...3 {
                client.send("GET /turn/\(n) HTTP/1.1\r\nHost: a\r\n\r\n")
                let response = try #require(client.readResponse())
                #expect(response.status == 200)
                #expect(String(decoding: response.body, as: UTF8.self) == "turn \(n)")
            }
            #expect(work.batches.withLock { $0 } == [1, 1, 1])
        }
    }

    @Test("Pipelined requests held for their turns are all answered, in order, with what came between")
    func pipelined() throws {
        try withServer { server, work in
            let client = try RawClient(port: server.port)
            // Each held request comes after more answers on the loop than one go allows, so it is
            // started by a later turn's resumption; or after one answered by a handler thread, so
            // it is started by that answer's write. Each must still reach an end of turn.
            let quickRun = EventLoopWorker.requestsPerDispatch + 2
            let count = 6
            var burst = ""
            for n in 1...count {
                if n % 2 == 0 {
                    burst += "GET /now HTTP/1.1\r\nHost: a\r\n\r\n"
                } else {
                    burst += String(repeating: "GET /quick-now HTTP/1.1\r\nHost: a\r\n\r\n", count: quickRun)
                }
                burst += "GET /turn/\(n) HTTP/1.1\r\nHost: a\r\n\r\n"
            }
            client.send(burst)
            for n in 1...count {
                for _ in 0..<(n % 2 == 0 ? 1 : quickRun) {
                    let before = try #require(client.readResponse())
                    #expect(String(decoding: before.body, as: UTF8.self) == (n % 2 == 0 ? "now" : "quick"))
                }
                let held = try #require(client.readResponse())
                #expect(held.status == 200 && String(decoding: held.body, as: UTF8.self) == "turn \(n)")
            }
            #expect(work.batches.withLock { $0.reduce(0, +) } == count)
        }
    }

    @Test("Requests of many connections that arrive while a turn's work is finished are finished together at the next")
    func oneTurnForMany() throws {
        try withServer(workers: 1, finishing: 0.2) { server, work in
            let clients = try (0..<32).map { _ in try RawClient(port: server.port) }
            let deadline = Date().addingTimeInterval(3)
            while server.connectionCount < 32, Date() < deadline { usleep(2_000) }  // all accepted
            clients[0].send("GET /turn/0 HTTP/1.1\r\nHost: a\r\n\r\n")
            Thread.sleep(forTimeInterval: 0.05)  // the loop is now finishing the first turn's work
            for (n, client) in clients.enumerated().dropFirst() {
                client.send("GET /turn/\(n) HTTP/1.1\r\nHost: a\r\n\r\n")
            }
            for (n, client) in clients.enumerated() {
                let response = try #require(client.readResponse())
                #expect(String(decoding: response.body, as: UTF8.self) == "turn \(n)")
            }
            let batches = work.batches.withLock { $0 }
            #expect(batches.reduce(0, +) == 32)
            #expect(batches.max() ?? 0 >= 16, "one turn finished the work of many connections: \(batches)")
        }
    }

    @Test("Router.respond ends the turn after a quick handler, so a response held for it is sent")
    func respondEndsTheTurn() {
        let work = TurnWork(finishing: 0)
        var router = Router()
        router.add(.get, "/turn", quick: { _ in work.hold("held") }) { _ in .text("handler") }
        router.turnEnded = { work.endTurn() }
        let routes = router
        // On a thread of its own: without the end of turn, `respond` would wait forever.
        let answered = DispatchSemaphore(value: 0)
        let body = Mutex<[UInt8]>([])
        Thread {
            let response = routes.respond(to: HTTPRequest(method: .get, path: "/turn"))
            body.withLock { $0 = response.body }
            answered.signal()
        }.start()
        #expect(answered.wait(timeout: .now() + 3) == .success)
        #expect(body.withLock { $0 } == Array("held".utf8))
    }
}
