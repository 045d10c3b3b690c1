import Testing

@testable import HTTPServer

private let seconds: UInt64 = 1_000_000_000
private let get = Array("GET /a HTTP/1.1\r\nHost: h\r\n\r\n".utf8)

private func makeConnection(
    _ clock: FakeClock, log: LogLines = LogLines(), _ change: (inout ServerConfiguration) -> Void = { _ in }
) -> Connection {
    var configuration = ServerConfiguration()
    change(&configuration)
    return Connection(
        configuration: configuration, remoteAddress: "127.0.0.1", clock: { clock.now }, date: { "d" },
        logger: log.append)
}

/// The responses in the `write` actions.
private func responses(_ actions: [Connection.Action]) -> [RawResponse] {
    var bytes = actions.flatMap { action -> [UInt8] in
        if case .write(let bytes) = action { return bytes }
        return []
    }
    var result: [RawResponse] = []
    while let response = takeResponse(&bytes) { result.append(response) }
    return result
}

/// Whether `actions` ask for a handler run.
private func runsHandler(_ actions: [Connection.Action]) -> Bool {
    actions.contains { if case .runHandler = $0 { true } else { false } }
}

/// The state machine's send rate, shutdown, response validation and idle rules.
@Suite struct ConnectionLimitsTests {
    @Test func aReaderBelowTheMinimumRateIsClosedAfterOneSendWindow() {
        let clock = FakeClock()
        var connection = makeConnection(clock) {
            $0.sendTimeout = 2
            $0.minSendRate = 100  // 200 bytes per 2 s window
        }
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get))
        _ = connection.handle(.handlerFinished(.text(String(repeating: "x", count: 100_000))))
        let deadline = connection.deadline
        for _ in 0..<3 {  // a byte now and then is progress, but not enough to move the deadline
            clock.advance(seconds: 0.5)
            #expect(connection.handle(.writeProgressed(10)) == [])
        }
        #expect(connection.deadline == deadline)
        clock.advance(seconds: 0.5)
        #expect(connection.handle(.timerFired) == [.close])
    }

    @Test func aReaderAtTheMinimumRateMovesTheDeadlineOn() {
        let clock = FakeClock()
        var connection = makeConnection(clock) {
            $0.sendTimeout = 2
            $0.minSendRate = 100
        }
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get))
        _ = connection.handle(.handlerFinished(.text(String(repeating: "x", count: 100_000))))
        clock.advance(seconds: 1)
        #expect(connection.handle(.writeProgressed(150)) == [])
        clock.advance(seconds: 0.5)
        #expect(connection.handle(.writeProgressed(50)) == [.setTimer(clock.now + 2 * seconds)])
        clock.advance(seconds: 1.9)
        #expect(connection.handle(.timerFired) == [])
        #expect(!connection.isClosed)
    }

    @Test func pastTheConnectionLifetimeAResponseGetsOneLastSendWindow() {
        let clock = FakeClock()
        var connection = makeConnection(clock) {
            $0.sendTimeout = 2
            $0.connectionLifetime = 5
        }
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get))
        _ = connection.handle(.handlerFinished(.text(String(repeating: "x", count: 100_000))))
        clock.advance(seconds: 1.5)
        #expect(connection.handle(.writeProgressed(1 << 20)) == [.setTimer(clock.now + 2 * seconds)])
        for _ in 0..<3 {
            clock.advance(seconds: 1.5)
            _ = connection.handle(.writeProgressed(1 << 20))
        }
        clock.advance(seconds: 1)  // 6.5 s: over the lifetime, fast progress no longer helps
        #expect(connection.handle(.writeProgressed(1 << 20)) == [])
        clock.advance(seconds: 1)
        #expect(connection.handle(.timerFired) == [.close])
    }

    @Test func shutdownDuringAKeepAliveWriteClosesAfterThatResponse() {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get + get))  // a second request already pipelined
        let first = connection.handle(.handlerFinished(.text("one")))
        #expect(responses(first).first?.headers["Connection"] == nil)  // decided before shutdown
        #expect(connection.handle(.shutdown) == [])
        let after = connection.handle(.writeCompleted)
        #expect(after == [.shutdownWrite, .setTimer(clock.now + 2 * seconds)])
        #expect(!runsHandler(after))
        #expect(!runsHandler(connection.handle(.bytesRead(get))))
        #expect(connection.handle(.peerClosed) == [.close])
    }

    @Test func shutdownWhileHandlingAnswersWithConnectionClose() {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get))
        #expect(connection.handle(.shutdown) == [])
        let actions = connection.handle(.handlerFinished(.text("one")))
        #expect(responses(actions).first?.headers["Connection"] == "close")
        #expect(connection.handle(.writeCompleted).first == .shutdownWrite)
    }

    @Test func anInvalidResponseIsLoggedAs500AndClosesTheConnection() {
        let clock = FakeClock()
        let log = LogLines()
        var connection = makeConnection(clock, log: log)
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get))
        let bad = HTTPResponse(status: .found, headers: ["Location": "/x\r\nSet-Cookie: a=1"])
        let response = responses(connection.handle(.handlerFinished(bad))).first
        #expect(response?.status == 500)
        #expect(response?.headers["Connection"] == "close")
        #expect(log.all.first?.contains("\"GET /a HTTP/1.1\" 500 ") == true)
        #expect(connection.handle(.writeCompleted).first == .shutdownWrite)  // not kept alive
    }

    @Test(arguments: [
        HTTPStatus(code: 101, reason: "Switching Protocols"), HTTPStatus(code: 100, reason: "Continue"),
        HTTPStatus(code: 1000, reason: "Big"), HTTPStatus(code: -200, reason: "OK"),
        HTTPStatus(code: 200, reason: "OK\r\nSet-Cookie: a=1"), HTTPStatus(code: 200, reason: "O\u{0}K"),
        HTTPStatus(code: 200, reason: "Très bien"),
    ])
    func anInvalidStatusLineBecomes500(status: HTTPStatus) {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get))
        let actions = connection.handle(.handlerFinished(HTTPResponse(status: status, body: Array("x".utf8))))
        let parsed = responses(actions)
        #expect(parsed.count == 1)
        #expect(parsed.first?.status == 500)
        #expect(parsed.first?.headers["Set-Cookie"] == nil)
    }

    @Test func aValidUncommonStatusIsSentAsIs() {
        let output = ResponseWriter.serialize(
            HTTPResponse(status: HTTPStatus(code: 299, reason: "Fine\tthanks")), isHead: false, connection: nil,
            date: "d")
        #expect(String(decoding: output.head, as: UTF8.self).hasPrefix("HTTP/1.1 299 Fine\tthanks\r\n"))
    }

    @Test func aStrayCRLFAfterABodyLeavesTheConnectionIdle() {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        let post = "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nhi\r\n"
        _ = connection.handle(.bytesRead(Array(post.utf8)))
        _ = connection.handle(.handlerFinished(.text("ok")))
        #expect(connection.handle(.writeCompleted) == [.setTimer(clock.now + 5 * seconds)])
        clock.advance(seconds: 2)
        #expect(connection.handle(.bytesRead(Array("\r\n\r".utf8))) == [.setTimer(clock.now + 3 * seconds)])
        clock.advance(seconds: 3)
        #expect(connection.handle(.timerFired) == [.close])  // silent, no 408
    }

    @Test func emptyLinesBeforeARequestAreDroppedAndItIsServed() throws {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get))
        _ = connection.handle(.handlerFinished(.text("ok")))
        _ = connection.handle(.writeCompleted)
        #expect(connection.handle(.bytesRead(Array("\r\n\r\n".utf8))).count == 1)
        #expect(runsHandler(connection.handle(.bytesRead(get))))
    }
}
