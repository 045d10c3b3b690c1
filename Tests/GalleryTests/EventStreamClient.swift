import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A client of the gallery's push channel over a real socket: sends the stream's `GET` and
/// reads its events (chunked framing taken apart as it comes) within time budgets.
final class EventStreamClient {
    /// One event as the browser's EventSource would dispatch it.
    struct Event {
        var name: String
        var data: String
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any] ?? [:] }
    }

    private let descriptor: Int32
    /// Everything received, framing included.
    private(set) var raw: [UInt8] = []
    /// The events parsed so far, in order.
    private(set) var events: [Event] = []
    private var parsedUpTo = 0
    private(set) var isClosed = false

    /// Connects to `port` and asks for `path` with the session `cookie`, if any.
    init(port: Int, path: String = "/api/v1/stream", cookie: String? = nil) throws {
        descriptor = try RawExchange.connect(port: port)
        let cookieLine = cookie.map { "Cookie: sg_session=\($0)\r\n" } ?? ""
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\(cookieLine)\r\n".utf8)
        _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    deinit { close(descriptor) }

    /// The response head, once received.
    var head: String? {
        let text = String(decoding: raw, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return nil }
        return String(text[..<end.lowerBound])
    }

    /// The first event named `name` after the first `skip` of that name, waiting up to `seconds`.
    func event(_ name: String, skip: Int = 0, within seconds: Double = 2) -> Event? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let named = events.filter { $0.name == name }
            if named.count > skip { return named[skip] }
            guard readMore(until: deadline) else { return nil }
        }
    }

    /// Reads for `seconds` (or until the server closes), so that what was sent meanwhile is in ``events``.
    func settle(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while readMore(until: deadline) {}
    }

    /// Whether the body's last chunk (`0` CRLF CRLF) arrives within `seconds`.
    func receivesLastChunk(within seconds: Double = 3) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !String(decoding: raw, as: UTF8.self).hasSuffix("\r\n0\r\n\r\n") {
            guard readMore(until: deadline) else { return false }
        }
        return true
    }

    private func readMore(until deadline: Date) -> Bool {
        guard !isClosed else { return false }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(deadline.timeIntervalSinceNow * 1000)
        guard milliseconds > 0, poll(&poller, 1, milliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        guard count > 0 else {
            isClosed = true
            return false
        }
        raw += chunk[0..<count]
        parse()
        return true
    }

    /// Takes the body's chunks apart and the complete events out of them.
    private func parse() {
        let text = String(decoding: raw, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return }
        var body = ""
        var rest = Substring(text[headEnd.upperBound...])
        while let lineEnd = rest.range(of: "\r\n"), let size = Int(rest[..<lineEnd.lowerBound], radix: 16) {
            let start = lineEnd.upperBound
            guard rest.utf8.count - rest[..<start].utf8.count >= size + 2 else { break }
            let end = rest.utf8.index(start, offsetBy: size)
            body += rest[start..<end]
            rest = rest[rest.utf8.index(end, offsetBy: 2)...]
        }
        var parsed: [Event] = []
        for block in body.components(separatedBy: "\n\n").dropLast() {
            var name = "message"
            var data: [String] = []
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
            }
            if !data.isEmpty { parsed.append(Event(name: name, data: data.joined(separator: "\n"))) }
        }
        events = parsed
    }
}
