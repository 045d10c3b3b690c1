/// One accepted socket of an event loop: its state machine and the output not yet sent.
///
/// Output is a queue of byte chunks followed by at most one file (a response's head comes
/// first, its file last, and the next response is only produced once this one is sent).
/// Only the loop thread that accepted the socket touches it.
final class Channel {
    let descriptor: Int32
    /// Unique per loop, so a handler's late result never reaches a new connection that
    /// reuses the descriptor.
    let id: UInt64
    var machine: Connection
    var outbound: [[UInt8]] = []
    var outboundOffset = 0
    var file: FileContent?
    var fileOffset = 0
    var readClosed = false
    var closed = false
    var interest: UInt32 = 0
    /// The handler call in flight, cancelled if the connection closes or gives up on it.
    var job: HandlerJob?
    /// The response its handler decided on but is holding (see ``PendingResponse``).
    var later: PendingResponse?
    /// The event stream this connection is writing, if any (see ``EventStream``).
    var stream: EventStream?

    init(descriptor: Int32, id: UInt64, machine: Connection) {
        self.descriptor = descriptor
        self.id = id
        self.machine = machine
    }

    /// The poller token of this channel's registration (see ``ChannelTable``).
    var token: UInt64 { ChannelTable.token(descriptor: descriptor, id: id) }

    /// Whether some output is still queued.
    var hasOutput: Bool { !outbound.isEmpty || file != nil }
}
