import Foundation
import HTTPServer
import Synchronization

/// The open event streams of the gallery's pages, by session: what tells a page that a
/// preview it shows changed in another tab, or that the gallery is being rebuilt.
///
/// Each session keeps at most ``streamsPerSession`` streams: a new one closes the oldest, which
/// is told `evicted` first so that its page stops reconnecting (it would close the next oldest).
/// Streams whose client left are dropped whenever the session's list is touched, and every
/// ``sweepInterval``-th open drops the sessions whose streams have all closed, so the table holds
/// the sessions with open streams and at most that many others. The server's streams are bounded
/// by its connection limit anyway. Events are queued on each stream, which
/// its connection's event loop writes: sending never waits for a client.
///
/// ```swift
/// let push = PushChannel(buildID: "1f…")
/// push.add(stream, session: session.id, client: "tab-1")
/// push.send(event: "preview", data: json, session: session.id, except: "tab-1")
/// ```
final class PushChannel: Sendable {
    /// The most streams one session keeps open.
    static let streamsPerSession = 8
    /// The reconnection delay streams ask of their clients, in milliseconds.
    static let retryMilliseconds = 1000
    /// How many opens apart the table drops the sessions whose streams have all closed.
    static let sweepInterval = 64

    private struct Subscriber {
        var client: String?
        var stream: EventStream
    }

    private struct State {
        var sessions: [String: [Subscriber]] = [:]
        /// The last build announced, unless it succeeded: what a page that connects is told too.
        var build: BuildStatus?
        /// Opens since the last sweep.
        var opensSinceSweep = 0
    }

    /// The id of the running code, sent in every `hello`.
    let buildID: String
    private let state = Mutex(State())

    init(buildID: String) {
        self.buildID = buildID
    }

    /// Opens a stream for a page of `session` (its `client` id, if it sent a valid one): `hello`,
    /// then the build in progress or failed, if any.
    func open(session: String, client: String?) -> EventStream {
        let stream = EventStream(retry: Self.retryMilliseconds)
        var hello = JSONWriter()
        hello.raw("{")
        hello.key("build", first: true)
        hello.string(buildID)
        hello.key("client")
        if let client { hello.string(client) } else { hello.raw("null") }
        hello.raw("}")
        stream.send(event: "hello", data: String(decoding: hello.finish(), as: UTF8.self))
        let (evicted, build) = state.withLock { state -> ([EventStream], BuildStatus?) in
            var list = state.sessions[session, default: []].filter { $0.stream.isOpen }
            list.append(Subscriber(client: client, stream: stream))
            let excess = max(0, list.count - Self.streamsPerSession)
            let evicted = list.prefix(excess).map(\.stream)
            state.sessions[session] = Array(list.dropFirst(excess))
            state.opensSinceSweep += 1
            if state.opensSinceSweep >= Self.sweepInterval {
                state.opensSinceSweep = 0
                state.sessions = state.sessions.filter { $0.value.contains { $0.stream.isOpen } }
            }
            return (evicted, state.build)
        }
        for old in evicted {
            old.send(event: "evicted", data: "{\"streamsPerSession\":\(Self.streamsPerSession)}")
            old.close()
        }
        if let build { stream.send(event: Self.eventName(build), data: Self.json(build)) }
        return stream
    }

    /// Whether `session` has a stream (perhaps closed since): whether an event for it is worth making.
    func isWatched(session: String) -> Bool {
        state.withLock { $0.sessions[session] != nil }
    }

    /// Sends an event to every open stream of `session` but those of the client `except`.
    func send(event: String, data: String, session: String, except client: String?) {
        let targets = state.withLock { state -> [EventStream] in
            guard let list = state.sessions[session] else { return [] }
            let open = list.filter { $0.stream.isOpen }
            state.sessions[session] = open.isEmpty ? nil : open
            return open.compactMap { client != nil && $0.client == client ? nil : $0.stream }
        }
        for stream in targets { stream.send(event: event, data: data) }
    }

    /// Tells every open stream of every session where the build is, and remembers it for the
    /// pages that connect later (a success forgets it).
    func announce(_ build: BuildStatus) {
        let targets = state.withLock { state -> [EventStream] in
            state.build = build == .succeeded ? nil : build
            state.sessions = state.sessions.compactMapValues { list in
                let open = list.filter { $0.stream.isOpen }
                return open.isEmpty ? nil : open
            }
            return state.sessions.values.flatMap { $0.map(\.stream) }
        }
        let (event, data) = (Self.eventName(build), Self.json(build))
        for stream in targets { stream.send(event: event, data: data) }
    }

    /// `build-started`, `build-failed` or `build-succeeded`.
    static func eventName(_ build: BuildStatus) -> String {
        switch build {
        case .started: "build-started"
        case .failed: "build-failed"
        case .succeeded: "build-succeeded"
        }
    }

    /// The event's data: `{"status": …}`, and a failure's `diagnostics` (file, line, column, message).
    static func json(_ build: BuildStatus) -> String {
        struct Payload: Encodable {
            var status: String
            var diagnostics: [BuildDiagnostic]?
        }
        let payload: Payload
        switch build {
        case .started: payload = Payload(status: "started")
        case .succeeded: payload = Payload(status: "succeeded")
        case .failed(let diagnostics): payload = Payload(status: "failed", diagnostics: diagnostics)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail.
        return String(decoding: (try? encoder.encode(payload)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// A client id as pages send it (`X-Gallery-Client`, `?client=`): 1 to 64 letters, digits,
    /// `-` or `_`; anything else is no id.
    static func clientID(_ text: String?) -> String? {
        guard let text, (1...64).contains(text.utf8.count) else { return nil }
        let valid = text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x5F
        }
        return valid ? text : nil
    }
}
