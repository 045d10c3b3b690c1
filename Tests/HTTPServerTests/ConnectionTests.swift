import Testing

@testable import HTTPServer

/// A connection whose `runHandler` actions are answered at once by `handler`, as the shell
/// does for static files; the `runHandler` actions themselves are left out of the result.
private struct DrivenConnection {
    var machine: Connection
    let handler: @Sendable (HTTPRequest) -> HTTPResponse

    var isClosed: Bool { machine.isClosed }
    var requestCount: Int { machine.requestCount }

    mutating func handle(_ event: Connection.Event) -> [Connection.Action] {
        var result: [Connection.Action] = []
        var pending = [event]
        while !pending.isEmpty {
            for action in machine.handle(pending.removeFirst()) {
                if case .runHandler(let request) = action {
                    pending.append(.handlerFinished(handler(request)))
                } else {
                    result.append(action)
                }
            }
        }
        return result
    }
}

/// Builds a connection driven by `clock`, answering 200 "ok" (or with `handler`).
private func makeConnection(
    _ clock: FakeClock, configuration: ServerConfiguration = ServerConfiguration(),
    log: LogLines = LogLines(),
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse = { _ in .text("ok") }
) -> DrivenConnection {
    let machine = Connection(
        configuration: configuration, remoteAddress: "127.0.0.1", clock: { clock.now },
        date: { "Sun, 06 Nov 1994 08:49:37 GMT" }, logger: log.append)
    return DrivenConnection(machine: machine, handler: handler)
}

/// The bytes of all `write` actions, concatenated.
private func written(_ actions: [Connection.Action]) -> [UInt8] {
    actions.flatMap { action -> [UInt8] in
        if case .write(let bytes) = action { return bytes }
        return []
    }
}

private func responses(_ actions: [Connection.Action]) -> [RawResponse] {
    var bytes = written(actions)
    var result: [RawResponse] = []
    while let response = takeResponse(&bytes) { result.append(response) }
    return result
}

private let seconds: UInt64 = 1_000_000_000

@Suite struct ConnectionTests {
    @Test func keepsAliveByDefaultInHTTP11AndArmsTheIdleTimer() throws {
        let clock = FakeClock()
        let log = LogLines()
        var connection = makeConnection(clock, log: log)
        #expect(connection.handle(.opened) == [.setTimer(clock.now + 10 * seconds)])
        let actions = connection.handle(.bytesRead(Array("GET /a HTTP/1.1\r\nHost: h\r\n\r\n".utf8)))
        let response = try #require(responses(actions).first)
        #expect(response.status == 200)
        #expect(response.bodyText == "ok")
        #expect(response.headers["Connection"] == nil)
        #expect(response.headers["Date"] == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(response.headers["Content-Length"] == "2")
        #expect(actions.last == .setTimer(clock.now + 30 * seconds))
        #expect(connection.handle(.writeCompleted) == [.setTimer(clock.now + 5 * seconds)])
        #expect(log.all.count == 1)
        #expect(log.all.first?.hasPrefix("127.0.0.1 \"GET /a HTTP/1.1\" 200 2 ") == true)
    }

    @Test func noAccessLogLineWhenTheConfigurationTurnsItOff() throws {
        let clock = FakeClock()
        let log = LogLines()
        var configuration = ServerConfiguration()
        configuration.accessLog = false
        var connection = makeConnection(clock, configuration: configuration, log: log)
        _ = connection.handle(.opened)
        let actions = connection.handle(.bytesRead(Array("GET /a HTTP/1.1\r\nHost: h\r\n\r\n".utf8)))
        #expect(try #require(responses(actions).first).status == 200)
        #expect(log.all.isEmpty)
    }

    @Test func idleKeepAliveClosesSilentlyAfterFiveSeconds() {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(Array("GET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8)))
        _ = connection.handle(.writeCompleted)
        clock.advance(seconds: 4.9)
        #expect(connection.handle(.timerFired) == [])
        clock.advance(seconds: 0.2)
        #expect(connection.handle(.timerFired) == [.close])
        #expect(connection.isClosed)
    }

    @Test func connectionCloseIsEchoedThenLingeringClose() throws {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        let actions = connection.handle(
            .bytesRead(Array("GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n".utf8)))
        #expect(try #require(responses(actions).first).headers["Connection"] == "close")
        #expect(connection.handle(.writeCompleted) == [.shutdownWrite, .setTimer(clock.now + 2 * seconds)])
        #expect(connection.handle(.bytesRead([1, 2, 3])) == [])
        #expect(connection.handle(.peerClosed) == [.close])
    }

    @Test func http10ClosesUnlessKeepAliveWasAsked() throws {
        let clock = FakeClock()
        var plain = makeConnection(clock)
        _ = plain.handle(.opened)
        let closing = responses(plain.handle(.bytesRead(Array("GET / HTTP/1.0\r\n\r\n".utf8))))
        #expect(closing.first?.headers["Connection"] == "close")
        var asking = makeConnection(clock)
        _ = asking.handle(.opened)
        let kept = responses(asking.handle(.bytesRead(Array("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n".utf8))))
        #expect(kept.first?.headers["Connection"] == "keep-alive")
        #expect(asking.handle(.writeCompleted) == [.setTimer(clock.now + 5 * seconds)])
    }

    @Test func headerTimeoutAnswers408() throws {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        #expect(
            connection.handle(.bytesRead(Array("GET / HTTP/1.1\r\nHo".utf8))) == [.setTimer(clock.now + 10 * seconds)])
        clock.advance(seconds: 9)
        #expect(connection.handle(.bytesRead(Array("st: h\r\n".utf8))) == [.setTimer(clock.now + 1 * seconds)])
        clock.advance(seconds: 1)
        let actions = connection.handle(.timerFired)
        let response = try #require(responses(actions).first)
        #expect(response.status == 408)
        #expect(response.headers["Connection"] == "close")
        #expect(response.json?["status"] as? Int == 408)
    }

    @Test func slowBodyAnswers408() throws {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        let head = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\nab"
        #expect(connection.handle(.bytesRead(Array(head.utf8))) == [.setTimer(clock.now + 10 * seconds)])
        clock.advance(seconds: 10)
        let response = try #require(responses(connection.handle(.timerFired)).first)
        #expect(response.status == 408)
        #expect(response.headers["Connection"] == "close")
    }

    @Test func silentConnectionIsClosedAfterTheHeaderTimeout() {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        clock.advance(seconds: 10)
        #expect(connection.handle(.timerFired) == [.close])
    }

    @Test func thousandthRequestClosesTheConnection() throws {
        let clock = FakeClock()
        var configuration = ServerConfiguration()
        configuration.maxRequestsPerConnection = 3
        var connection = makeConnection(clock, configuration: configuration)
        _ = connection.handle(.opened)
        for index in 1...3 {
            let response = try #require(
                responses(connection.handle(.bytesRead(Array("GET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8)))).first)
            #expect(response.headers["Connection"] == (index == 3 ? "close" : nil))
            let next = connection.handle(.writeCompleted)
            #expect(next.first == (index == 3 ? .shutdownWrite : .setTimer(clock.now + 5 * seconds)))
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrderOneWriteAtATime() throws {
        let clock = FakeClock()
        var connection = makeConnection(clock) { .text($0.path) }
        _ = connection.handle(.opened)
        let first = responses(
            connection.handle(
                .bytesRead(Array("GET /1 HTTP/1.1\r\nHost: h\r\n\r\nGET /2 HTTP/1.1\r\nHost: h\r\n\r\n".utf8))))
        #expect(first.map(\.bodyText) == ["/1"])
        let second = responses(connection.handle(.writeCompleted))
        #expect(second.map(\.bodyText) == ["/2"])
        #expect(connection.requestCount == 2)
    }

    @Test func parserRejectionIsSentWithConnectionClose() throws {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        let response = try #require(
            responses(connection.handle(.bytesRead(Array("GET / HTTP/2.0\r\n\r\n".utf8)))).first)
        #expect(response.status == 505)
        #expect(response.headers["Connection"] == "close")
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(connection.handle(.writeCompleted).first == .shutdownWrite)
    }

    @Test func headGetsHeadersWithoutBody() throws {
        let clock = FakeClock()
        var connection = makeConnection(clock) { _ in .text("hello") }
        _ = connection.handle(.opened)
        var bytes = written(connection.handle(.bytesRead(Array("HEAD / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))))
        let response = try #require(takeResponse(&bytes, headRequest: true))
        #expect(response.headers["Content-Length"] == "5")
        #expect(bytes.isEmpty)
    }

    @Test func expectContinueSends100BeforeTheBody() throws {
        let clock = FakeClock()
        var connection = makeConnection(clock) { .text(String(decoding: $0.body, as: UTF8.self)) }
        _ = connection.handle(.opened)
        let interim = connection.handle(
            .bytesRead(Array("POST / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8)))
        #expect(String(decoding: written(interim), as: UTF8.self) == "HTTP/1.1 100 Continue\r\n\r\n")
        #expect(connection.handle(.writeCompleted) == [])
        let response = try #require(responses(connection.handle(.bytesRead(Array("hi".utf8)))).first)
        #expect(response.bodyText == "hi")
    }

    @Test func shutdownClosesIdleConnectionsAndClosesBusyOnesAfterTheResponse() throws {
        let clock = FakeClock()
        var idle = makeConnection(clock)
        _ = idle.handle(.opened)
        #expect(idle.handle(.shutdown) == [.close])
        var busy = makeConnection(clock)
        _ = busy.handle(.opened)
        _ = busy.handle(.bytesRead(Array("GET / HTTP/1.1\r\n".utf8)))
        #expect(busy.handle(.shutdown) == [])
        let response = try #require(responses(busy.handle(.bytesRead(Array("Host: h\r\n\r\n".utf8)))).first)
        #expect(response.headers["Connection"] == "close")
    }

    @Test func peerClosingMidRequestClosesWithoutResponse() {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(Array("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\nabc".utf8)))
        #expect(connection.handle(.peerClosed) == [.close])
    }

    @Test func unsafeResponseHeaderBecomes500() throws {
        let clock = FakeClock()
        var connection = makeConnection(clock) { _ in
            HTTPResponse(status: .found, headers: ["Location": "/x\r\nSet-Cookie: evil=1"])
        }
        _ = connection.handle(.opened)
        let response = try #require(
            responses(connection.handle(.bytesRead(Array("GET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8)))).first)
        #expect(response.status == 500)
        #expect(response.headers["Set-Cookie"] == nil)
    }
}
