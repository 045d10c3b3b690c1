import Foundation
import Synchronization

@testable import HTTPServer

/// The streams a test server's `/events` route has opened, in order.
final class OpenedStreams: Sendable {
    private let streams = Mutex<[EventStream]>([])

    func append(_ stream: EventStream) { streams.withLock { $0.append(stream) } }

    var all: [EventStream] { streams.withLock { $0 } }

    /// The `index`th stream opened, waiting up to 3 s for it.
    func waitFor(_ index: Int) -> EventStream? {
        let deadline = Date().addingTimeInterval(3)
        while Date() < deadline {
            if let stream = streams.withLock({ index < $0.count ? $0[index] : nil }) { return stream }
            usleep(2_000)
        }
        return nil
    }
}

/// A router with `/events` (a stream whose first event is `hello`, kept in `opened`) and
/// `/plain` (a short text).
func eventStreamRouter(_ opened: OpenedStreams, retry: Int? = 1500) -> Router {
    var router = Router()
    router.add(.get, "/events") { _ in
        let stream = EventStream(retry: retry)
        stream.send(event: "hello", data: "{}")
        opened.append(stream)
        return .eventStream(stream)
    }
    router.add(.get, "/plain") { _ in .text("plain") }
    return router
}

/// Reads a socket's bytes as they come, to wait for a piece of a stream within a budget.
final class StreamReading {
    /// The client read from, kept open while it is read.
    let client: RawClient
    private(set) var received: [UInt8] = []

    init(_ client: RawClient) {
        self.client = client
    }

    private var descriptor: Int32 { client.descriptor }

    /// The bytes received so far as text.
    var text: String { String(decoding: received, as: UTF8.self) }

    /// Reads until `piece` has been received (true), or until `seconds` pass or the peer
    /// closes (false).
    func read(until piece: String, within seconds: Double = 2) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !text.contains(piece) {
            guard Date() < deadline, readMore(waiting: deadline) else { return text.contains(piece) }
        }
        return true
    }

    /// Reads until the peer closes (true) or `seconds` pass (false).
    func readUntilClosed(within seconds: Double = 3) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if !readMore(waiting: deadline) { return isClosed }
        }
        return false
    }

    private var isClosed = false

    private func readMore(waiting deadline: Date) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
        guard poll(&poller, 1, milliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        if count <= 0 {
            isClosed = count == 0 || errno == ECONNRESET
            return false
        }
        received += chunk[0..<count]
        return true
    }
}
