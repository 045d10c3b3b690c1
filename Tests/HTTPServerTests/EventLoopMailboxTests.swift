import Glibc
import Testing

@testable import HTTPServer

/// The bytes waiting in `descriptor` (non-blocking), read away.
private func drain(_ descriptor: Int32) -> Int {
    var scratch = [UInt8](repeating: 0, count: 64)
    var total = 0
    while true {
        let count = read(descriptor, &scratch, scratch.count)
        guard count > 0 else { return total }
        total += count
    }
}

/// The mailbox through which handler threads and other loops reach a loop: a post wakes the
/// loop (a byte in its pipe) only when the mailbox was empty, so taking the mail must empty it
/// at once, or a post that lands between two takes would never wake the loop, nor any after it.
@Suite struct EventLoopMailboxTests {
    private func makeLoop() throws -> (EventLoop, HandlerPool, Int32) {
        let (listener, _) = try Socket.listen(host: "127.0.0.1", port: 0, backlog: 8)
        let pool = HandlerPool(threads: 1, capacity: 4, name: "mailbox-test")
        let loop = try EventLoop(
            listener: listener, configuration: ServerConfiguration(), pool: pool, logger: { _ in },
            routing: { _ in .respond(.text("")) })
        return (loop, pool, listener)
    }

    @Test("After the mail is taken, the next post of either kind wakes the loop again")
    func everyPostAfterATakeWakes() throws {
        let (loop, pool, listener) = try makeLoop()
        defer {
            loop.closeDescriptors()
            pool.stop()
            close(listener)
        }
        let completion = EventLoop.Completion(descriptor: 5, id: 1, response: .text("done"))
        var completions: [EventLoop.Completion] = []
        var adoptions: [EventLoop.Adoption] = []
        var streams: [EventLoop.StreamWakeUp] = []

        #expect(loop.adopt(EventLoop.Adoption(descriptor: -1, address: "test")))
        loop.post(completion)
        #expect(drain(loop.wakeReader) == 1, "one wake for a batch")
        loop.takeMail(completions: &completions, adoptions: &adoptions, streams: &streams)
        #expect(completions.count == 1)
        #expect(adoptions.count == 1)

        completions.removeAll()
        adoptions.removeAll()
        loop.post(completion)
        #expect(drain(loop.wakeReader) == 1, "the mailbox was emptied by the take: this post wakes")
        loop.takeMail(completions: &completions, adoptions: &adoptions, streams: &streams)
        completions.removeAll()
        #expect(loop.adopt(EventLoop.Adoption(descriptor: -1, address: "test")))
        #expect(drain(loop.wakeReader) == 1)
    }

    @Test("A loop that has left its run loop refuses adoptions and hands back those it never opened")
    func stoppedLoopRefuses() throws {
        let (loop, pool, listener) = try makeLoop()
        defer {
            loop.closeDescriptors()
            pool.stop()
            close(listener)
        }
        #expect(loop.adopt(EventLoop.Adoption(descriptor: -7, address: "pending")))
        let orphans = loop.stopAdopting()
        #expect(orphans.map(\.descriptor) == [-7])
        #expect(!loop.adopt(EventLoop.Adoption(descriptor: -8, address: "late")))
        #expect(loop.stopAdopting().isEmpty)
        var completions: [EventLoop.Completion] = []
        var adoptions: [EventLoop.Adoption] = []
        var streams: [EventLoop.StreamWakeUp] = []
        loop.post(EventLoop.Completion(descriptor: 5, id: 1, response: .text("done")))
        loop.takeMail(completions: &completions, adoptions: &adoptions, streams: &streams)
        #expect(completions.count == 1, "handlers' results still arrive")
        #expect(adoptions.isEmpty)
    }

    @Test("A closed loop refuses adoptions: the accepting loop keeps the connection")
    func closedLoopRefuses() throws {
        let (loop, pool, listener) = try makeLoop()
        defer {
            pool.stop()
            close(listener)
        }
        loop.closeDescriptors()
        #expect(!loop.adopt(EventLoop.Adoption(descriptor: -1, address: "test")))
    }
}
