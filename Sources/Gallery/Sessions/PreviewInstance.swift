import Stylish

/// One preview as one session sees it: its live view, the last event applied and its reply, and
/// the events that rebuild it after a restart.
final class PreviewInstance {
    /// The most events kept per preview (after coalescing drags); beyond it the model is no
    /// longer saved: after a restart it starts afresh, while `seq` and the last reply carry on.
    static let maximumLoggedEvents = 2_000

    let definition: PreviewDefinition
    private(set) var host: ViewHost
    /// The `seq` of the last event applied (0 before any).
    private(set) var seq = 0
    /// That event's body and reply, for a client that sends it again. The reply is nil when it is
    /// the current snapshot, as it is until the next event (the host keeps the event's rendering):
    /// keeping its bytes a second time cost every preview of every session a few KB.
    private var last: (event: ViewEvent, reply: [UInt8]?)?
    /// The events applied to a fresh host since the preview was made; nil once there were too many.
    private var events: [ViewEvent]? = []
    /// How many events the log had when coalescing was last tried, and whether it failed then.
    private var coalescingTried = 0
    private var coalescingFailed = false
    /// The last record made, until the next event changes the preview.
    private var savedRecord: PreviewRecord?

    init(definition: PreviewDefinition, environment: EnvironmentValues = EnvironmentValues()) {
        self.definition = definition
        self.host = definition.makeHost(environment: environment)
    }

    /// The preview saved in `record`, rebuilt by replaying its events; `report` hears what did
    /// not come back (the model then starts afresh; `seq` and the last reply carry on regardless).
    init(definition: PreviewDefinition, record: PreviewRecord, report: (String) -> Void) {
        self.definition = definition
        seq = record.seq
        let lastEvent = record.last?.event.event
        if let lastEvent, let reply = record.last?.reply { last = (lastEvent, Array(reply.utf8)) }
        guard let saved = record.events else {
            report("its model had too many events to be saved; it starts afresh at seq \(seq)")
            host = definition.makeHost()
            return
        }
        let events = saved.compactMap(\.event)
        guard events.count == saved.count else {
            report("an event of its log is not one (edited by hand?); it starts afresh at seq \(seq)")
            host = definition.makeHost()
            return
        }
        do throws(ViewEventError) {
            host = try PreviewReplay.host(definition, replaying: events)
            self.events = events
            coalescingTried = events.count
        } catch {
            report("its events no longer replay (\(error.message)); it starts afresh at seq \(seq)")
            host = definition.makeHost()
            return
        }
        let snapshot = snapshot()
        if let digest = record.digest, digest != PreviewReplay.digest(snapshot) {
            report("the replayed model differs from the saved one (the preview's code changed?); kept the replayed one")
        }
        // A reply left out of the record was the snapshot itself, which the replay has rebuilt.
        if last == nil, let lastEvent { last = (lastEvent, nil) }
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
    ///
    /// A drag's `changed` or `ended` on a target with no drag in progress gets a 409 with the
    /// current `seq`. A `cancelled` there has nothing to cancel: it is answered with the current
    /// snapshot and changes nothing, `seq` included (a cancel is idempotent).
    func apply(_ event: ViewEvent, seq: Int?) throws(GalleryError) -> [UInt8] {
        if let seq {
            if seq == self.seq, let last, last.event == event { return last.reply ?? snapshot() }
            guard seq == self.seq + 1 else { throw .outOfSequence(seq, current: self.seq) }
        }
        let rendering: Rendering
        do {
            rendering = try host.send(event)
        } catch {
            if error.isUnknownTarget { throw .unknownTarget(error.message) }
            guard error.isConflict else { throw .invalidEvent(error.message) }
            // Nothing to cancel: the cancel's aim (no drag on the target) already holds.
            if case .drag(_, .cancelled, _, _) = event { return snapshot() }
            throw .conflict(error.message, current: self.seq)
        }
        self.seq += 1
        savedRecord = nil
        let reply = Snapshot.json(definition, seq: self.seq, rendering: rendering)
        last = (event, nil)
        events?.append(event)
        if let count = events?.count, count > Self.maximumLoggedEvents {
            coalesce()
            if let count = events?.count, count > Self.maximumLoggedEvents { events = nil }
        }
        return reply
    }

    /// What a restart needs to bring the preview back; nil before its first event.
    ///
    /// The last reply is left out when it is the current snapshot (the usual case: nothing but
    /// an event changes the preview), since the replay rebuilds it byte for byte, as the digest
    /// checks; that is most of the file's size otherwise. The record is kept until the next event.
    func record() -> PreviewRecord? {
        guard seq > 0 else { return nil }
        if let savedRecord { return savedRecord }
        coalesce()
        let snapshot = snapshot()
        let record = PreviewRecord(
            preview: definition.id, seq: seq, events: events.map { $0.map(EventRecord.init) },
            last: last.map { last in
                PreviewRecord.Last(
                    event: EventRecord(last.event),
                    reply: events != nil && (last.reply ?? snapshot) == snapshot
                        ? nil : String(decoding: last.reply ?? snapshot, as: UTF8.self))
            },
            digest: PreviewReplay.digest(snapshot))
        savedRecord = record
        return record
    }

    /// Shortens the log by coalescing drags, keeping the shorter log only if replaying it gives
    /// the same snapshot as the live preview (see ``PreviewReplay/coalesced(_:)``).
    private func coalesce() {
        guard let events, !coalescingFailed, events.count > coalescingTried else { return }
        coalescingTried = events.count
        let shorter = PreviewReplay.coalesced(events)
        guard shorter.count < events.count else { return }
        guard let replayed = try? PreviewReplay.host(definition, replaying: shorter),
            let rendering = replayed.current,
            Snapshot.json(definition, seq: seq, rendering: rendering) == snapshot()
        else {
            coalescingFailed = true
            return
        }
        self.events = shorter
        coalescingTried = shorter.count
    }
}
