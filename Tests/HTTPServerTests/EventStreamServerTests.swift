import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// The test configuration: loopback, ephemeral port, two loops, then `change` applied.
private func configuration(_ change: (inout ServerConfiguration) -> Void = { _ in }) -> ServerConfiguration {
    var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
    configuration.workers = 2
    configuration.accessLog = false
    change(&configuration)
    return configuration
}

private let getEvents = "GET /events HTTP/1.1\r\nHost: h\r\n\r\n"

/// Runs `body` against a started server with ``eventStreamRouter(_:retry:)``, then shuts it down.
private func withStreamServer(
    _ configuration: ServerConfiguration = configuration(), _ body: (HTTPServer, OpenedStreams) throws -> Void
) throws {
    let opened = OpenedStreams()
    let server = HTTPServer(configuration: configuration, router: eventStreamRouter(opened))
    try server.start()
    defer { server.shutdown() }
    try body(server, opened)
}

/// One client of `server`'s `/events`, its stream (the `index`th opened) and its bytes read up
/// to the handler's `hello`.
private func openStream(
    _ server: HTTPServer, _ opened: OpenedStreams, index: Int = 0
) throws -> (RawClient, EventStream, StreamReading) {
    let client = try RawClient(port: server.port)
    client.send(getEvents)
    let stream = try #require(opened.waitFor(index))
    let reading = StreamReading(client)
    #expect(reading.read(until: "event: hello\ndata: {}\n\n"))
    return (client, stream, reading)
}

/// Event streams over real sockets: delivery from other threads, the end of a stream,
/// heartbeats, slow readers, connection limits and shutdown.
@Suite(.serialized) struct EventStreamServerTests {
    @Test("An event sent from another thread reaches the client, chunked, after the head and the handler's own events")
    func eventsFromAnotherThread() throws {
        try withStreamServer { server, opened in
            let (_, stream, reading) = try openStream(server, opened)
            let head = reading.text.components(separatedBy: "\r\n\r\n")[0].lowercased()
            #expect(head.hasPrefix("http/1.1 200 ok"))
            #expect(head.contains("content-type: text/event-stream"))
            #expect(head.contains("cache-control: no-store"))
            #expect(head.contains("transfer-encoding: chunked"))
            #expect(!head.contains("content-length"))
            #expect(reading.text.contains("retry: 1500\n\n"))
            let sent = Thread.detachNewThreadWithResult { stream.send(event: "x", data: "a\nb", id: "7") }
            #expect(sent)
            // One chunk: its size in hex, then the event.
            let event = "id: 7\nevent: x\ndata: a\ndata: b\n\n"
            #expect(reading.read(until: String(event.utf8.count, radix: 16) + "\r\n" + event + "\r\n"))
        }
    }

    @Test("close() ends the body with the last chunk, and the connection serves the next request")
    func closeEndsTheBodyAndKeepsTheConnection() throws {
        try withStreamServer { server, opened in
            let (client, stream, reading) = try openStream(server, opened)
            stream.send(event: "last", data: "bye")
            stream.close()
            #expect(!stream.isOpen)
            #expect(!stream.send(data: "too late"))
            #expect(reading.read(until: "data: bye\n\n\r\n0\r\n\r\n"))
            #expect(!reading.text.contains("too late"))
            client.send("GET /plain HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(reading.read(until: "\r\n\r\nplain"))
        }
    }

    @Test("An idle stream gets a keep-alive comment at each heartbeat and outlives the idle and send timeouts")
    func heartbeats() throws {
        let quick = configuration {
            $0.eventStreamHeartbeat = 0.2
            $0.keepAliveTimeout = 0.1
            $0.sendTimeout = 0.3
            $0.headerTimeout = 0.3
        }
        try withStreamServer(quick) { server, opened in
            let (_, stream, reading) = try openStream(server, opened)
            Thread.sleep(forTimeInterval: 1)
            #expect(reading.read(until: ": keep-alive\n\n"))
            #expect(reading.text.components(separatedBy: ": keep-alive").count >= 3)
            #expect(stream.isOpen)
            stream.send(event: "still", data: "here")
            #expect(reading.read(until: "event: still\ndata: here\n\n"))
        }
    }

    @Test("A client that stops reading is dropped once its stream's queue is full; the server goes on")
    func aClientThatStopsReadingIsDropped() throws {
        try withStreamServer(configuration { $0.eventStreamBufferLimit = 64 * 1024 }) { server, opened in
            let client = try RawClient(port: server.port)
            var small: Int32 = 4096
            setsockopt(client.descriptor, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
            client.send(getEvents)
            let stream = try #require(opened.waitFor(0))
            let payload = String(repeating: "x", count: 8 * 1024)
            var accepted = 0
            let deadline = Date().addingTimeInterval(5)
            while stream.send(data: payload), Date() < deadline {
                accepted += 1
                usleep(1_000)
            }
            #expect(!stream.isOpen)
            // The socket buffers take some; the stream's own queue never more than its limit.
            #expect(accepted < 1000)
            let deadlineClosed = Date().addingTimeInterval(2)
            while server.connectionCount > 0, Date() < deadlineClosed { usleep(5_000) }
            #expect(server.connectionCount == 0)
            let other = try RawClient(port: server.port)
            other.send("GET /plain HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(other.readResponse()?.status == 200)
        }
    }

    @Test("A client that leaves closes its stream: senders learn it")
    func aClientLeavingClosesTheStream() throws {
        try withStreamServer { server, opened in
            let (client, stream, _) = try openStream(server, opened)
            client.closeNow()
            let deadline = Date().addingTimeInterval(2)
            while stream.isOpen, Date() < deadline { usleep(5_000) }
            #expect(!stream.isOpen)
            #expect(!stream.send(data: "nobody"))
        }
    }

    @Test("Streams count against maxConnections: one more connection is answered 503")
    func streamsCountAgainstTheConnectionLimit() throws {
        try withStreamServer(configuration { $0.maxConnections = 2 }) { server, opened in
            let streams = try (0..<2).map { try openStream(server, opened, index: $0) }
            let third = try RawClient(port: server.port)
            third.send("GET /plain HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(third.readResponse()?.status == 503)
            #expect(streams.allSatisfy { $0.1.isOpen })
        }
    }

    @Test("Shutdown ends every open stream with the last chunk and does not wait for the grace period")
    func shutdownEndsEveryStream() throws {
        try withStreamServer(configuration { $0.shutdownGracePeriod = 8 }) { server, opened in
            let streams = try (0..<3).map { try openStream(server, opened, index: $0) }
            let started = Date()
            Thread.detachNewThread { server.shutdown() }
            for (client, _, reading) in streams {
                let ended = reading.read(until: "\r\n0\r\n\r\n", within: 3)
                let closed = reading.readUntilClosed()
                #expect(ended && closed)
                client.closeNow()
            }
            server.waitUntilStopped()
            #expect(Date().timeIntervalSince(started) < 4)
            #expect(opened.all.allSatisfy { !$0.isOpen })
        }
    }

    @Test("An HTTP/1.0 stream is delimited by the close: no chunks, Connection: close")
    func http10StreamIsCloseDelimited() throws {
        try withStreamServer { server, opened in
            let client = try RawClient(port: server.port)
            client.send("GET /events HTTP/1.0\r\n\r\n")
            let stream = try #require(opened.waitFor(0))
            let reading = StreamReading(client)
            #expect(reading.read(until: "\r\n\r\nretry: 1500\n\nevent: hello\ndata: {}\n\n"))
            #expect(reading.text.lowercased().contains("connection: close"))
            #expect(!reading.text.lowercased().contains("transfer-encoding"))
            stream.close()
            #expect(reading.readUntilClosed())
        }
    }

    @Test("HEAD of a stream sends the head only and closes the stream")
    func headClosesTheStream() throws {
        try withStreamServer { server, opened in
            let client = try RawClient(port: server.port)
            client.send("HEAD /events HTTP/1.1\r\nHost: h\r\n\r\n")
            let response = try #require(client.readResponse(headRequest: true))
            #expect(response.status == 200)
            let stream = try #require(opened.waitFor(0))
            let deadline = Date().addingTimeInterval(2)
            while stream.isOpen, Date() < deadline { usleep(5_000) }
            #expect(!stream.isOpen)
            client.send("GET /plain HTTP/1.1\r\nHost: h\r\n\r\n")
            #expect(client.readResponse()?.status == 200)
        }
    }
}

extension Thread {
    /// Runs `body` on a new thread and waits for its result.
    static func detachNewThreadWithResult<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value.withLock { $0 = body() }
            done.signal()
        }
        done.wait()
        return box.value.withLock { $0! }
    }
}

private final class ResultBox<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
}
