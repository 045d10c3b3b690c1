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
    }
}
