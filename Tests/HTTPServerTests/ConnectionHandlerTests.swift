import Testing

@testable import HTTPServer

private let seconds: UInt64 = 1_000_000_000

private func makeConnection(_ clock: FakeClock, _ change: (inout ServerConfiguration) -> Void = { _ in }) -> Connection {
    var configuration = ServerConfiguration()
    change(&configuration)
    return Connection(configuration: configuration, remoteAddress: "127.0.0.1", clock: { clock.now }, date: { "d" })
}

private let get = Array("GET /a HTTP/1.1\r\nHost: h\r\n\r\n".utf8)

/// The connection state machine and handlers that answer later (the handler pool).
@Suite struct ConnectionHandlerTests {
    @Test func aParsedRequestBecomesRunHandlerWithTheHandlerTimeoutArmed() throws {
        let clock = FakeClock()
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        let actions = connection.handle(.bytesRead(get))
        #expect(actions.count == 2)
        #expect(actions.first == .setTimer(clock.now + 10 * seconds))
        guard case .runHandler(let request) = actions.last else {
            Issue.record("no runHandler")
            return
        }
        #expect(request.path == "/a")
        #expect(!connection.wantsInput)  // no reading while the handler runs
        clock.advance(seconds: 1)
        let response = connection.handle(.handlerFinished(.text("ok")))
        #expect(response.contains(.setTimer(clock.now + 30 * seconds)))
    }

    @Test func anOverdueHandlerGets503AndItsLateResultIsDropped() throws {
        let clock = FakeClock()
        let log = LogLines()
        var connection = Connection(
            configuration: ServerConfiguration(), remoteAddress: "::1", clock: { clock.now }, date: { "d" },
            logger: log.append)
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get))
        clock.advance(seconds: 10)
        var bytes = connection.handle(.timerFired).flatMap { action -> [UInt8] in
            if case .write(let bytes) = action { return bytes }
            return []
        }
        let response = try #require(takeResponse(&bytes))
        #expect(response.status == 503)
        #expect(response.headers["Connection"] == "close")
        #expect(log.all.first?.contains("\"GET /a HTTP/1.1\" 503 ") == true)
        #expect(connection.handle(.handlerFinished(.text("late"))) == [])
        #expect(connection.handle(.writeCompleted).first == .shutdownWrite)
    }

    @Test func sendTimeoutCountsFromTheLastProgress() {
        let clock = FakeClock()
        var connection = makeConnection(clock) { $0.sendTimeout = 2 }
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get))
        _ = connection.handle(.handlerFinished(.text("ok")))
        clock.advance(seconds: 1.5)
        #expect(connection.handle(.writeProgressed(4096)) == [.setTimer(clock.now + 2 * seconds)])
        clock.advance(seconds: 1.5)
        #expect(connection.handle(.timerFired) == [])  // progress moved the deadline
        clock.advance(seconds: 0.5)
        #expect(connection.handle(.timerFired) == [.close])
    }

    @Test func aFileResponseIsSentAfterItsHeadAndHeadSendsNoFile() throws {
        let clock = FakeClock()
        let site = try TestSite()
        let file = try #require(FileContent(path: site.directory + "/app.js"))
        var connection = makeConnection(clock)
        _ = connection.handle(.opened)
        _ = connection.handle(.bytesRead(get))
        let actions = connection.handle(.handlerFinished(HTTPResponse(status: .ok, headers: [:], file: file)))
        #expect(actions.contains(.sendFile(file)))
        _ = connection.handle(.writeCompleted)
        let head = connection.handle(.bytesRead(Array("HEAD /a HTTP/1.1\r\nHost: h\r\n\r\n".utf8)))
        #expect(head.count == 2)
        let headActions = connection.handle(.handlerFinished(HTTPResponse(status: .ok, headers: [:], file: file)))
        #expect(!headActions.contains(.sendFile(file)))
        let text = headActions.compactMap { action -> String? in
            if case .write(let bytes) = action { return String(decoding: bytes, as: UTF8.self) }
            return nil
        }.joined()
        #expect(text.contains("Content-Length: 9\r\n"))
    }

    @Test func ifModifiedSinceIsUsedOnlyWithoutIfNoneMatch() {
        let modified = 1_000_000
        let later = HTTPDate.format(secondsSince1970: modified + 10)
        let earlier = HTTPDate.format(secondsSince1970: modified - 10)
        #expect(StaticFiles.isNotModified(["If-Modified-Since": later], etag: "\"e\"", modifiedSecond: modified))
        #expect(!StaticFiles.isNotModified(["If-Modified-Since": earlier], etag: "\"e\"", modifiedSecond: modified))
        #expect(!StaticFiles.isNotModified(["If-Modified-Since": "yesterday"], etag: "\"e\"", modifiedSecond: modified))
        let both: HTTPHeaders = ["If-None-Match": "\"other\"", "If-Modified-Since": later]
        #expect(!StaticFiles.isNotModified(both, etag: "\"e\"", modifiedSecond: modified))  // RFC 9110 §13.2.2
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
    }
}
