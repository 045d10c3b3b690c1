import Stylish

/// One preview as one session sees it: its live view, the last event applied and its reply.
final class PreviewInstance {
    let definition: PreviewDefinition
    let host: ViewHost
    /// The `seq` of the last event applied (0 before any).
    private(set) var seq = 0
    /// The reply to that event, for a client that sends it again.
    private var lastReply: [UInt8]?

    init(definition: PreviewDefinition) {
        self.definition = definition
        self.host = definition.makeHost()
    }

    /// The preview as it is now.
    func snapshot() -> [UInt8] {
        Snapshot.json(id: definition.id, seq: seq, rendering: host.current ?? host.render())
    }

    /// Applies the event numbered `seq`, once: a repeat gets the stored reply, an older one a 409.
    func apply(_ event: ViewEvent, seq: Int) throws(GalleryError) -> [UInt8] {
        if seq == self.seq, let lastReply { return lastReply }
        guard seq > self.seq else { throw .staleSequence(seq, current: self.seq) }
        let rendering: Rendering
        do {
            rendering = try host.send(event)
        } catch {
            throw error.isUnknownTarget ? .unknownTarget(error.message) : .invalidEvent(error.message)
        }
        self.seq = seq
        let reply = Snapshot.json(id: definition.id, seq: seq, rendering: rendering)
        lastReply = reply
        return reply
    }
}
