import Testing

@testable import HTTPServer

private func channel(_ id: UInt64) -> Channel {
    let machine = Connection(
        configuration: ServerConfiguration(), remoteAddress: "127.0.0.1", clock: { 0 }, date: { "d" })
    return Channel(descriptor: -1, id: id, machine: machine)
}

@Suite struct TurnWritesTests {
    @Test("Nothing is held outside a batch: the response is written at once")
    func closedHoldsNothing() {
        var writes = TurnWrites()
        let held = writes.hold(channel(1))
        #expect(!held)
        #expect(writes.waiting.isEmpty)
    }

    @Test("Within a batch responses are held in the order they were made, until removed all at once")
    func heldInOrder() {
        var writes = TurnWrites()
        writes.isOpen = true
        let channels = (0..<5).map { channel(UInt64($0)) }
        let held = channels.map { writes.hold($0) }
        #expect(held == [true, true, true, true, true])
        #expect(writes.waiting.map(\.id) == [0, 1, 2, 3, 4])
        writes.removeAll()
        #expect(writes.waiting.isEmpty)
    }

    @Test("At most `limit` wait: full, it holds no more until they are removed")
    func bounded() {
        var writes = TurnWrites()
        writes.isOpen = true
        for id in 0..<TurnWrites.limit {
            #expect(!writes.isFull)
            let held = writes.hold(channel(UInt64(id)))
            #expect(held)
        }
        #expect(writes.isFull)
        let heldPastTheLimit = writes.hold(channel(99))
        #expect(!heldPastTheLimit)
        #expect(writes.waiting.count == TurnWrites.limit)
        writes.removeAll()
        #expect(!writes.isFull)
        let heldAfter = writes.hold(channel(100))
        #expect(heldAfter)
    }

    @Test("The budget runs from the first response held, not the last, and ends when they are written")
    func budgetFromTheFirstHeld() {
        var writes = TurnWrites()
        writes.isOpen = true
        let budget = writes.budget
        #expect(budget == 1_000_000, "1 ms unless the configuration says otherwise")
        #expect(!writes.isOverdue(now: .max), "nothing held, nothing overdue")
        let first = writes.hold(channel(1), now: 1_000)
        let second = writes.hold(channel(2), now: 1_000 + budget / 2)
        #expect(first && second)
        #expect(!writes.isOverdue(now: 1_000 + budget - 1))
        #expect(writes.isOverdue(now: 1_000 + budget))
        writes.removeAll()
        #expect(!writes.isOverdue(now: 1_000 + budget))
        let third = writes.hold(channel(3), now: 5_000_000)
        #expect(third)
        #expect(!writes.isOverdue(now: 5_000_000 + budget / 2), "a new batch starts a new budget")
    }
}
