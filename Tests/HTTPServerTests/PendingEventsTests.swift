import Testing

@testable import HTTPServer

/// The dispatch loop's inline queue gives back events in the order an array would.
@Suite struct PendingEventsTests {
    @Test("Events come out first in, first out, whatever the mix of appends and removals")
    func fifo() {
        let events: [Connection.Event] = [
            .opened, .writeCompleted, .writeProgressed(1), .timerFired, .bytesRead([1, 2]), .peerClosed, .shutdown,
        ]
        for pattern in 0..<128 {
            var queue = PendingEvents(.opened)
            var array: [Connection.Event] = [.opened]
            var next = 1
            for step in 0..<7 {
                if pattern & (1 << step) != 0 {
                    let event = events[next % events.count]
                    next += 1
                    queue.append(event)
                    array.append(event)
                } else {
                    let expected = array.isEmpty ? nil : array.removeFirst()
                    #expect(queue.removeFirst() == expected)
                }
            }
            while let event = queue.removeFirst() { #expect(event == array.removeFirst()) }
            #expect(array.isEmpty)
        }
    }
}
