extension Connection {
    /// Something that happened to the connection.
    enum Event: Equatable {
        /// The connection was accepted.
        case opened
        /// Bytes arrived from the peer.
        case bytesRead([UInt8])
        /// The handler asked for by the last `runHandler` action has produced its response.
        case handlerFinished(HTTPResponse)
        /// This many bytes of output were sent, but more is queued (the peer is reading, slowly).
        case writeProgressed(Int)
        /// Every byte of every `write` and `sendFile` action so far has been sent.
        case writeCompleted
        /// The timer armed by the last `setTimer` action has fired (it may be early or stale).
        case timerFired
        /// The peer closed its side (read returned 0).
        case peerClosed
        /// The server is shutting down: finish the current request, then close.
        case shutdown
        /// The event stream being written has something to take (another thread sent or closed it).
        case streamReady
        /// What the shell took from the event stream for a `pullStream` action.
        case streamTaken(EventStream.Batch)
    }

    /// Something the shell must do, in order.
    enum Action: Equatable {
        /// Compute the response to this request and report it with `handlerFinished`.
        case runHandler(HTTPRequest)
        /// The handler's result is no longer wanted (its client was answered 503): skip it if it
        /// has not started.
        case cancelHandler
        /// Queue these bytes for sending; report `writeCompleted` once the queue is empty.
        case write([UInt8])
        /// Queue the whole file for sending after the bytes already queued.
        case sendFile(FileContent)
        /// Shut down the sending side (`shutdown(SHUT_WR)`); keep reading and discarding.
        case shutdownWrite
        /// Close the socket; the connection is finished.
        case close
        /// Arm the timer for this monotonic instant in nanoseconds, or disarm it (`nil`).
        case setTimer(UInt64?)
        /// Bind this event stream to the connection: what other threads send reaches it.
        case attachStream(EventStream)
        /// Take what the attached event stream has queued and report it with `streamTaken`
        /// (nothing to report when nothing is queued).
        case pullStream
        /// This event stream will never be written (a `HEAD`, a late or replaced response):
        /// mark it finished, so that its senders learn it is closed.
        case abandonStream(EventStream)
    }
}
