import Foundation
import Glibc
import Synchronization
import Testing

@testable import HTTPServer

/// A gate that jobs wait at until the test opens it.
private final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    func wait() { semaphore.wait() }
    func open(_ count: Int = 1) { for _ in 0..<count { semaphore.signal() } }
}

private let farFuture = UInt64.max

/// The handler pool's queue limit and cancellation, alone and behind a real server.
@Suite(.serialized) struct HandlerPoolTests {
    @Test func cancelledAndOverdueJobsAreSkippedNeverRun() {
        let pool = HandlerPool(threads: 1, capacity: 100, name: "test-pool")
        defer { pool.stop() }
        let gate = Gate()
        let started = Atomic<Bool>(false)
        #expect(
            pool.submit(
                HandlerJob(deadline: farFuture) {
                    started.store(true, ordering: .relaxed)
                    gate.wait()
                }))
        #expect(poll(timeout: 2) { started.load(ordering: .relaxed) })
        let runs = Atomic<Int>(0)
        var abandoned: [HandlerJob] = []
        for _ in 0..<50 {
            let job = HandlerJob(deadline: farFuture) { runs.add(1, ordering: .relaxed) }
            #expect(pool.submit(job))
            abandoned.append(job)
        }
        #expect(pool.submit(HandlerJob(deadline: MonotonicClock.now()) { runs.add(1, ordering: .relaxed) }))
        let last = Atomic<Bool>(false)
        #expect(pool.submit(HandlerJob(deadline: farFuture) { last.store(true, ordering: .relaxed) }))
        for job in abandoned { job.cancel() }
        gate.open()
        #expect(poll(timeout: 2) { last.load(ordering: .relaxed) })  // FIFO: everything before it was taken
        #expect(runs.load(ordering: .relaxed) == 0)
    }

    @Test func aFullQueueRefusesUntilAbandonedJobsAreDropped() {
        let pool = HandlerPool(threads: 1, capacity: 2, name: "test-pool")
        defer { pool.stop() }
        let gate = Gate()
        let started = Atomic<Bool>(false)
        #expect(
            pool.submit(
                HandlerJob(deadline: farFuture) {
                    started.store(true, ordering: .relaxed)
                    gate.wait()
                }))
        #expect(poll(timeout: 2) { started.load(ordering: .relaxed) })
        let first = HandlerJob(deadline: farFuture) {}
        #expect(pool.submit(first))
        #expect(pool.submit(HandlerJob(deadline: farFuture) {}))
        #expect(!pool.submit(HandlerJob(deadline: farFuture) {}))  // two waiting: full
        first.cancel()
        #expect(pool.submit(HandlerJob(deadline: farFuture) {}))  // the cancelled one made room
        #expect(pool.queuedCount == 2)
        gate.open()
    }

    @Test func abandonedRequestsNeverRunAndAFreshOneIsAnsweredPromptly() throws {
        let invocations = Atomic<Int>(0)
        var router = Router()
        router.add(.get, "/slow") { _ in
            usleep(400_000)
            return .text("slept")
        }
        router.add(.post, "/count") { _ in
            invocations.add(1, ordering: .relaxed)
            usleep(50_000)  // 20 of these would hold up the fresh request by a second
            return .text("counted")
        }
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.workers = 1
        configuration.handlerThreads = 1
        let server = HTTPServer(configuration: configuration, router: router)
        try server.start()
        defer { server.shutdown() }
        let slow = try RawClient(port: server.port)
        slow.send("GET /slow HTTP/1.1\r\nHost: h\r\n\r\n")
        let body = String(repeating: "b", count: 64 * 1024)
        var abandoned: [RawClient] = []
        for _ in 0..<20 {
            let client = try RawClient(port: server.port)
            client.send("POST /count HTTP/1.1\r\nHost: h\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
            abandoned.append(client)
        }
        #expect(poll(timeout: 2) { server.queuedHandlerCount == 20 })
        for client in abandoned { client.reset() }
        #expect(poll(timeout: 2) { server.connectionCount == 1 })  // every reset seen: jobs cancelled
        let started = Date()
        let fresh = try RawClient(port: server.port)
        fresh.send("GET /slow HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(slow.readResponse()?.bodyText == "slept")
        #expect(fresh.readResponse()?.bodyText == "slept")
        #expect(Date().timeIntervalSince(started) < 1.5)  // two slow handlers, not 22 handler calls
        #expect(invocations.load(ordering: .relaxed) == 0)
    }

    @Test func aFullHandlerQueueIsAnswered503AtOnce() throws {
        let started = Atomic<Int>(0)
        var router = Router()
        router.add(.get, "/slow") { _ in
            started.add(1, ordering: .relaxed)
            usleep(500_000)
            return .text("slept")
        }
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.workers = 1
        configuration.handlerThreads = 1
        configuration.maxQueuedHandlers = 1
        let log = LogLines()
        let server = HTTPServer(configuration: configuration, logger: log.append, router: router)
        try server.start()
        defer { server.shutdown() }
        let running = try RawClient(port: server.port)
        running.send("GET /slow HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(poll(timeout: 2) { started.load(ordering: .relaxed) == 1 })  // the thread is busy
        let queued = try RawClient(port: server.port)
        queued.send("GET /slow HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(poll(timeout: 2) { server.queuedHandlerCount == 1 })
        let sent = Date()
        let refused = try RawClient(port: server.port)
        refused.send("GET /slow HTTP/1.1\r\nHost: h\r\n\r\n")
        let response = try #require(refused.readResponse())
        #expect(response.status == 503)
        #expect(response.headers["Retry-After"] == "1")
        #expect(response.headers["Connection"] == "close")
        #expect(Date().timeIntervalSince(sent) < 0.3)  // not after the slow ones
        #expect(refused.readUntilClosed())
        #expect(running.readResponse()?.bodyText == "slept")
        #expect(queued.readResponse()?.bodyText == "slept")
    }
}
