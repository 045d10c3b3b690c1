/// Where an event stream's connection is (``Connection/State/streaming(_:)``).
struct EventStreamPhase: Equatable {
    /// Whether the body is chunked (HTTP/1.1); else closing the connection ends it.
    var chunked: Bool
    /// Whether the connection goes on with the next request once the stream has ended.
    var keepAlive: Bool
    /// Whether output is queued that the socket has not taken yet: then the send timeout runs,
    /// and nothing more is taken from the stream (its own queue is what is bounded).
    var sending = true
}

/// The event-stream half of the connection's machine (see ``EventStream``).
///
/// Once the head of an event stream is queued the connection binds the stream (`attachStream`)
/// and takes what is queued in it (`pullStream`, answered with `streamTaken`) whenever nothing
/// of its own is left unsent: after each `writeCompleted`, and on `streamReady` when idle. While
/// output waits the send timeout runs as for any response (a client that stops reading is
/// dropped); while the stream is idle a timer sends a `: keep-alive` comment every
/// ``ServerConfiguration/eventStreamHeartbeat`` seconds. The stream ends with the last chunk
/// when it is closed, on shutdown and once ``ServerConfiguration/connectionLifetime`` is over
/// (the client reconnects); then the connection closes, or goes on with the next request when
/// it was kept alive. A stream whose queue overflowed, or whose client left, is closed at once.
extension Connection {
    /// Whether a response or a stream's output is being sent (the send timeout's states).
    var isSending: Bool {
        switch state {
        case .writing: true
        case .streaming(let phase): phase.sending
        case .reading, .handling, .lingering, .closed: false
        }
    }

    /// Enters the stream whose head has just been queued.
    mutating func beginStream(_ stream: EventStream, chunked: Bool, keepAlive: Bool, into actions: inout [Action]) {
        state = .streaming(EventStreamPhase(chunked: chunked, keepAlive: keepAlive))
        actions.append(.attachStream(stream))
        actions.append(.pullStream)
    }

    /// Everything queued has been sent: wait for the stream, with the heartbeat armed.
    mutating func streamWritten(_ phase: EventStreamPhase, now: UInt64, into actions: inout [Action]) {
        var phase = phase
        phase.sending = false
        state = .streaming(phase)
        actions.append(arm(now + seconds(configuration.eventStreamHeartbeat)))
        actions.append(.pullStream)
    }

    /// The stream has something to take: taken now unless output is still waiting (then it is
    /// taken when that is sent).
    mutating func streamReady(into actions: inout [Action]) {
        guard case .streaming(let phase) = state, !phase.sending else { return }
        actions.append(.pullStream)
    }

    /// Queues what was taken from the stream, and ends the stream if it has ended.
    mutating func streamTaken(_ batch: EventStream.Batch, now: UInt64, into actions: inout [Action]) {
        guard case .streaming(var phase) = state else { return }
        if batch.ending == .overflowed { return close(into: &actions) }  // its client stopped reading
        if !batch.bytes.isEmpty {
            queue(phase.chunked ? ServerSentEvent.chunk(batch.bytes) : batch.bytes, phase: &phase, now: now, into: &actions)
        }
        if batch.ending == .closed { endStream(phase, now: now, into: &actions) }
    }

    /// The timer of a stream: the send timeout while output waits (the client is not reading:
    /// dropped), else the heartbeat, or the end of the stream once the connection's lifetime is over.
    mutating func streamTimerFired(_ phase: EventStreamPhase, now: UInt64, into actions: inout [Action]) {
        if phase.sending { return close(into: &actions) }
        if now &- openedAt >= seconds(configuration.connectionLifetime) {
            return endStream(phase, now: now, into: &actions)
        }
        var phase = phase
        let comment = ServerSentEvent.keepAlive
        queue(phase.chunked ? ServerSentEvent.chunk(comment) : comment, phase: &phase, now: now, into: &actions)
    }

    /// Ends the body (the last chunk; nothing more when closing delimits it) and finishes as any
    /// response does: the next request when the connection is kept alive, else a close.
    mutating func endStream(_ phase: EventStreamPhase, now: UInt64, into actions: inout [Action]) {
        state = .writing(closeAfter: !phase.chunked || !phase.keepAlive || shuttingDown)
        guard phase.chunked else {
            // Nothing more to write: finished once what is queued is sent (now, if nothing is).
            if !phase.sending { handle(.writeCompleted, into: &actions) }
            return
        }
        actions.append(.write(ServerSentEvent.lastChunk))
        if !phase.sending {
            sentInWindow = 0
            actions.append(arm(now + seconds(configuration.sendTimeout)))
        }
    }

    /// Bytes the client sent while its stream is open are kept for the request that may follow
    /// the stream, up to the size of one request head; more and the connection is closed.
    mutating func streamInputReceived(into actions: inout [Action]) {
        if input.unread.count > configuration.maxRequestLineLength + configuration.maxHeaderBlockSize {
            close(into: &actions)
        }
    }

    /// Queues `bytes` of the stream, starting the send timeout if nothing was waiting.
    private mutating func queue(
        _ bytes: [UInt8], phase: inout EventStreamPhase, now: UInt64, into actions: inout [Action]
    ) {
        actions.append(.write(bytes))
        if !phase.sending {
            phase.sending = true
            sentInWindow = 0
            actions.append(arm(now + seconds(configuration.sendTimeout)))
        }
        state = .streaming(phase)
    }
}
