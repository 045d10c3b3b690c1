import Synchronization

/// A long-lived `text/event-stream` response (Server-Sent Events, WHATWG HTML §9.2) that any
/// thread can feed after the handler has returned it.
///
/// The handler makes the stream, may send its first events at once, and returns
/// ``HTTPResponse/eventStream(_:)``: the handler thread is free as soon as it returns. The
/// connection's event loop then writes the head and every event sent, in order, as they come.
/// Each event is queued here and handed to the loop, which takes what is queued whenever the
/// socket has taken the previous bytes: a client that stops reading leaves its events queued,
/// and once more than ``ServerConfiguration/eventStreamBufferLimit`` bytes wait the stream is
/// dropped (its connection closed), never the server. While the stream is idle the loop sends a
/// `: keep-alive` comment every ``ServerConfiguration/eventStreamHeartbeat`` seconds.
///
/// HTTP/1.1 responses are chunked, so ``close()`` ends the body with the last chunk and the
/// connection stays open for the client's next request; an HTTP/1.0 response is delimited by
/// closing the connection. On server shutdown every open stream is ended the same way.
///
/// ```swift
/// router.add(.get, "/events") { _ in
///     let stream = EventStream(retry: 2000)
///     stream.send(event: "hello", data: "{}")
///     subscribers.add(stream)          // other threads call stream.send(…) later
///     return .eventStream(stream)
/// }
/// ```
public final class EventStream: Sendable {
    /// How a stream ended, as its connection learns it.
    enum Ending: Equatable, Sendable {
        /// ``close()`` was called: the body ends cleanly.
        case closed
        /// More than the buffer limit was queued: the connection is dropped.
        case overflowed
    }

    /// What the connection takes from the stream at once: the bytes queued, and the ending if
    /// the stream has ended (after those bytes).
    struct Batch: Equatable, Sendable {
        var bytes: [UInt8]
        var ending: Ending?
    }

    /// The loop and connection a stream is written by.
    private struct Target: Sendable {
        let loop: EventLoop
        let descriptor: Int32
        let id: UInt64
    }

    private struct State: Sendable {
        var queued: [UInt8] = []
        var limit: Int
        var target: Target?
        /// A wake-up is on its way to the loop (or the loop will take the queue anyway).
        var wakeQueued = false
        var ending: Ending?
        /// The connection has gone (or taken the ending): nothing more is taken.
        var finished = false

        /// The connection to wake for newly queued output, once per batch it takes; nil when
        /// one is already on its way or the stream is not yet bound to a connection.
        mutating func wakeTarget() -> Target? {
            guard let target, !wakeQueued else { return nil }
            wakeQueued = true
            return target
        }
    }

    private let state: Mutex<State>

    /// A stream whose first bytes ask the client to wait `retry` milliseconds before
    /// reconnecting (the `retry:` field), or leave the client's default when nil.
    public init(retry: Int? = nil) {
        var initial = State(limit: ServerConfiguration().eventStreamBufferLimit)
        if let retry { initial.queued = Array("retry: \(max(0, retry))\n\n".utf8) }
        state = Mutex(initial)
    }

    /// Whether events sent now can still reach the client: neither side has closed the stream.
    public var isOpen: Bool { state.withLock { $0.ending == nil && !$0.finished } }

    /// Queues one event (`event:` its type, one `data:` line per line of `data`, `id:` the id
    /// the client will send as `Last-Event-ID` when it reconnects) and returns whether the
    /// stream took it (false once closed, or when it overflowed just now).
    ///
    /// A line break in `event` or `id` becomes a space and a NUL in `id` is dropped (each field
    /// is one line, and the client ignores an id holding NUL); `data` may hold any text.
    @discardableResult
    public func send(event: String? = nil, data: String, id: String? = nil) -> Bool {
        queue(ServerSentEvent.encode(event: event, data: data, id: id))
    }

    /// Queues a comment line (`: text`), which clients ignore; false once closed.
    @discardableResult
    public func comment(_ text: String) -> Bool {
        queue(ServerSentEvent.comment(text))
    }

    /// Ends the stream after the events already queued; harmless when already closed.
    public func close() {
        let wake = state.withLock { state -> Target? in
            guard state.ending == nil, !state.finished else { return nil }
            state.ending = .closed
            return state.wakeTarget()
        }
        wake.map { $0.loop.wakeStream(descriptor: $0.descriptor, id: $0.id) }
    }

    private func queue(_ bytes: [UInt8]) -> Bool {
        let (taken, wake) = state.withLock { state -> (Bool, Target?) in
            guard state.ending == nil, !state.finished else { return (false, nil) }
            if state.queued.count + bytes.count > state.limit {
                state.queued = []
                state.ending = .overflowed
                // Woken even when a wake-up is on its way: the connection may be waiting for a
                // socket that will never take more, and must be dropped now.
                return (false, state.target)
            }
            state.queued += bytes
            return (true, state.wakeTarget())
        }
        wake.map { $0.loop.wakeStream(descriptor: $0.descriptor, id: $0.id) }
        return taken
    }

    /// Whether the stream was dropped because its client stopped reading (see ``send(event:data:id:)``).
    var hasOverflowed: Bool { state.withLock { $0.ending == .overflowed } }

    /// Binds the stream to the connection `id` on `descriptor` of `loop`, with at most `limit`
    /// bytes queued (loop thread). The connection takes what is queued right after.
    func attach(to loop: EventLoop, descriptor: Int32, id: UInt64, limit: Int) {
        state.withLock { state in
            state.target = Target(loop: loop, descriptor: descriptor, id: id)
            state.limit = max(1, limit)
            state.wakeQueued = true  // the connection takes the queue next, unasked
        }
    }

    /// Takes everything queued and the ending, if any (loop thread); after an ending nothing
    /// more is taken.
    func take() -> Batch {
        state.withLock { state in
            guard !state.finished else { return Batch(bytes: [], ending: nil) }
            state.wakeQueued = false
            defer { state.queued = [] }
            if state.ending != nil { state.finished = true }
            return Batch(bytes: state.queued, ending: state.ending)
        }
    }

    /// Marks the stream finished because its connection has gone (or never came): later sends
    /// are refused and what is queued is dropped.
    func detach() {
        state.withLock { state in
            state.finished = true
            state.queued = []
            state.target = nil
        }
    }
}

extension EventStream: Equatable {
    /// Streams are equal when they are the same stream.
    public static func == (lhs: EventStream, rhs: EventStream) -> Bool { lhs === rhs }
}
