import Testing

@testable import HTTPServer

/// ``Connection/handle(_:into:)``, which the event loop calls with one list kept for every event,
/// and bytes taken where they lie (``Connection/receive(_:)``), against ``Connection/handle(_:)``
/// with a list per event and the bytes in the event.
@Suite struct ConnectionActionListTests {
    /// Two machines on one clock: the same events give the same actions either way, appended
    /// after what the list already holds, through requests, pipelining, timeouts, a bad request,
    /// a half-close and shutdown.
    @Test(arguments: [
        "GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n",
        "POST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc",
        "GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\n",
        "BAD\r\n\r\n",
    ])
    func sameActions(input: String) {
        let clock = FakeClock()
        func machine() -> Connection {
            Connection(
                configuration: ServerConfiguration(), remoteAddress: "127.0.0.1", clock: { clock.now },
                date: { "Sun, 06 Nov 1994 08:49:37 GMT" })
        }
        var plain = machine()
        var listed = machine()
        var list: [Connection.Action] = []
        func step(_ event: Connection.Event) {
            let expected = plain.handle(event)
            list.removeAll(keepingCapacity: true)
            list.append(.cancelHandler)  // something already in the list stays first
            if case .bytesRead(let bytes) = event {
                bytes.withUnsafeBufferPointer { listed.receive($0) }
                listed.handle(.bytesRead([]), into: &list)
            } else {
                listed.handle(event, into: &list)
            }
            #expect(list == [.cancelHandler] + expected, "\(event)")
        }
        step(.opened)
        step(.bytesRead(Array(input.utf8)))
        for _ in 0..<3 {
            step(.bytesRead(Array("GET /c HTTP/1.1\r\nHost: x\r\n\r\n".utf8)))  // while handling or writing
            step(.handlerFinished(.text("ok")))
            step(.writeProgressed(10))
            step(.writeCompleted)
        }
        clock.advance(seconds: 400)
        step(.timerFired)
        step(.peerClosed)
        step(.shutdown)
        step(.timerFired)
        #expect(plain.isClosed == listed.isClosed && plain.requestCount == listed.requestCount)
    }
}
