import Stylish

/// One preview as one session sees it: its live view, the last event applied and its reply.
final class PreviewInstance {
    let definition: PreviewDefinition
    let host: ViewHost
    /// The `seq` of the last event applied (0 before any).
    private(set) var seq = 0
    /// That event's body and reply, for a client that sends it again.
    private var last: (event: ViewEvent, reply: [UInt8])?

    init(definition: PreviewDefinition) {
        self.definition = definition
        self.host = definition.makeHost()
    }

    /// The preview as it is now.
    func snapshot() -> [UInt8] {
        Snapshot.json(definition, seq: seq, rendering: host.current ?? host.render())
    }

    /// Applies the event numbered `seq`, once; an event without `seq` is applied as it arrives.
    ///
    /// `seq` must be the next number. The same event sent again with the last `seq` (a retry) gets
    /// the stored reply and is not applied again; anything else out of sequence gets a 409 that
    /// carries the current `seq`, so a client (another tab, say) can resynchronise. An event
    /// without `seq` is applied in arrival order and numbered `seq + 1`, so its reply still tells
    /// a client that numbers its events where the preview is.
    func apply(_ event: ViewEvent, seq: Int?) throws(GalleryError) -> [UInt8] {
        if let seq {
            if seq == self.seq, let last, last.event == event { return last.reply }
            guard seq == self.seq + 1 else { throw .outOfSequence(seq, current: self.seq) }
        }
        let rendering: Rendering
        do {
            rendering = try host.send(event)
        } catch {
            throw error.isUnknownTarget ? .unknownTarget(error.message) : .invalidEvent(error.message)
        }
        self.seq += 1
        let reply = Snapshot.json(definition, seq: self.seq, rendering: rendering)
        last = (event, reply)
        return reply
    }
}
