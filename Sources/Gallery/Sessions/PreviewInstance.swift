import Stylish

/// One preview as one session sees it: its live view, the last event applied and its reply, and
/// what rebuilds it after a restart: a checkpoint of its state and the events since.
///
/// Every ``checkpointInterval`` events, at the first quiet point (no gesture in flight), the
/// preview takes a ``PreviewCheckpoint`` and drops its events, so its memory does not grow with
/// its use. A preview whose state has no plain form (a value of a type of its own) keeps its
/// events instead, coalesced, up to ``maximumLoggedEvents``.
///
/// A quiet preview whose state has a plain form can also sleep (``hibernate()``, which
/// ``LivePreviews`` asks of the least recently used): it drops its view host and keeps only what
/// rebuilds it, checked byte for byte first, and wakes on its next use.
final class PreviewInstance {
    /// The most events kept per preview (after coalescing drags); beyond it the model is no
    /// longer saved: after a restart it starts afresh, while `seq` and the last reply carry on.
    static let maximumLoggedEvents = 2_000
    /// How many events a preview keeps before it tries to replace them with a checkpoint.
    static let checkpointInterval = 32
    /// The most events a sleeping preview keeps to replay when it wakes (when a checkpoint of its
    /// state now does not give its snapshot back, as when the snapshot carries an animation).
    static let maximumSleepingEvents = 2 * checkpointInterval

    let definition: PreviewDefinition
    /// The environment a variant instance (a matrix cell) was made with, which a rebuild starts
    /// from; nil for the preview's main instance, whose root has the default environment.
    private let environment: EnvironmentValues?
    /// The view host; nil while the preview sleeps.
    private var liveHost: ViewHost?
    /// The `seq` of the last event applied (0 before any).
    private(set) var seq = 0
    /// That event's body and reply, for a client that sends it again. The reply is nil when it is
    /// the current snapshot, as it is until the next event (the host keeps the event's rendering):
    /// keeping its bytes a second time cost every preview of every session a few KB.
    private var last: (event: ViewEvent, reply: [UInt8]?)?
    /// The markup hash of the last reply that carried a patch, with that rendering's version: what
    /// the next minimal reply's hash starts from (``Snapshot/minimalJSON(_:seq:rendering:base:hash:)``).
    private var markupHash: MarkupHash?
    /// Where a replay starts; nil: from a fresh host.
    private(set) var checkpoint: PreviewCheckpoint?
    /// The events applied since the checkpoint (or since the preview was made); nil once there
    /// were too many.
    private(set) var events: [ViewEvent]? = []
    /// Whether the checkpoint alone, with no event after it, rebuilds the current snapshot (it was
    /// taken when the preview went to sleep, and checked); until the next event.
    private var checkpointIsCurrent = false
    /// How many events the log had when a checkpoint was last tried and failed (0: none failed).
    private var checkpointTried = 0
    /// How many events the log had when coalescing was last tried, and whether it failed then.
    private var coalescingTried = 0
    private var coalescingFailed = false
    /// The `seq` at which the preview last failed to go to sleep (-1: never), so that it does
    /// not try again until an event changes it.
    private var sleepFailedAt = -1
    /// A digest of the snapshot while the preview sleeps (see ``PreviewReplay/digestValue(_:)``);
    /// nil when it went to sleep without one (nothing saves it), then ``record()`` digests a rebuilt
    /// snapshot.
    private var sleepingDigest: UInt32?
    /// The preview's place among the live previews of all sessions, while it is live in one (its
    /// session keeps it; see ``LivePreviews``).
    var slot: LiveSlot?
    /// What the last event applied changed in what rebuilds the preview, for a store that keeps
    /// it (``ChangeRecord``); taken by the caller, nil once taken or before any event.
    private var pendingChange: Change?

    /// How many events the store keeps for the preview since its checkpoint (as the changes
    /// taken so far tell it), to know when to replace them with a shorter log.
    private var storedLogCount = 0
    /// How many stored events make the next change carry a shorter log, when coalescing gives one.
    static let compactionInterval = 2 * checkpointInterval

    /// The change of the last event applied, once (nil when no event was applied since the last
    /// call: a retry, an idempotent cancel, a refused event), for a store that keeps it.
    ///
    /// A drag that never pauses takes no checkpoint (one is taken only when no gesture is in
    /// flight), so a store's log would grow with every `changed` event, and loading the preview
    /// replay them all: every ``compactionInterval`` events the log is coalesced (checked by
    /// replaying it, see ``PreviewReplay/coalesced(_:)``), and the change then carries it whole.
    func takeChange() -> Change? {
        guard var change = pendingChange else { return nil }
        pendingChange = nil
        if change.checkpoint != nil {
            storedLogCount = 1
        } else {
            storedLogCount += 1
        }
        if change.checkpoint == nil, change.keepsLog, storedLogCount >= Self.compactionInterval {
            // Tried again at each interval even when it failed before: a snapshot compared while an
            // animation runs differs from its replay's, and the next try may come at a quiet moment.
            coalescingFailed = false
            coalesce()
            if let events, events.count < storedLogCount {
                change.log = events
                change.checkpoint = checkpoint
                storedLogCount = events.count
            } else {
                storedLogCount = storedLogCount - Self.compactionInterval / 2  // the next try in half an interval
            }
        }
        return change
    }

    init(definition: PreviewDefinition, environment: EnvironmentValues? = nil) {
        self.definition = definition
        self.environment = environment
        self.liveHost = Self.makeHost(definition, environment)
    }

    /// The preview saved in `record`, rebuilt by replaying its events; `report` hears what did
    /// not come back (the model then starts afresh; `seq` and the last reply carry on regardless).
    init(definition: PreviewDefinition, record: PreviewRecord, report: (String) -> Void) {
        self.definition = definition
        environment = nil
        seq = record.seq
        let lastEvent = record.last?.event.event
        if let lastEvent, let reply = record.last?.reply { last = (lastEvent, Array(reply.utf8)) }
        guard let saved = record.events else {
            report("its model had too many events to be saved; it starts afresh at seq \(seq)")
            liveHost = definition.makeHost()
            return
        }
        let events = saved.compactMap(\.event)
        let checkpoint = record.checkpoint.map(\.checkpoint)
        guard events.count == saved.count, checkpoint != .some(nil) else {
            report("an event of its log is not one (edited by hand?); it starts afresh at seq \(seq)")
            liveHost = definition.makeHost()
            return
        }
        do throws(ViewEventError) {
            liveHost = try PreviewReplay.host(definition, from: checkpoint ?? nil, replaying: events)
            self.checkpoint = checkpoint ?? nil
            self.events = events
            storedLogCount = events.count
            coalescingTried = events.count
        } catch {
            report("its events no longer replay (\(error.message)); it starts afresh at seq \(seq)")
            liveHost = definition.makeHost()
            return
        }
        let snapshot = snapshot()
        // A digest of another length is of an older format (before 8 hex digits): nothing to check.
        if let digest = record.digest, digest.utf8.count == 8, digest != PreviewReplay.digest(snapshot) {
            report("the replayed model differs from the saved one (the preview's code changed?); kept the replayed one")
        } else if record.digest != nil, events.isEmpty, self.checkpoint != nil {
            // Saved asleep: the checkpoint alone gave the snapshot, and gives it again.
            checkpointIsCurrent = true
        }
        // A reply left out of the record was the snapshot itself, which the replay has rebuilt.
        if last == nil, let lastEvent { last = (lastEvent, nil) }
    }

    /// The view host, woken first if the preview sleeps.
    var host: ViewHost { liveHost ?? wake() }

    /// Whether the preview has its view host (it is not asleep).
    var isLive: Bool { liveHost != nil }

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
    ///
    /// With `minimal`, the reply patches the rendering before this event
    /// (``Snapshot/minimalJSON(_:seq:rendering:base:hash:)``); the patch's hash lets a client that
    /// holds another one find out. A retry's reply is whole: its client lost the one before.
    func apply(_ event: ViewEvent, seq: Int?, minimal: Bool = false) throws(GalleryError) -> [UInt8] {
        if let seq {
            if seq == self.seq, let last, last.event == event { return last.reply ?? snapshot() }
            guard seq == self.seq + 1 else { throw .outOfSequence(seq, current: self.seq) }
        }
        let candidate = checkpointCandidate()
        let base = minimal ? host.current.map(Snapshot.Base.init) : nil
        // A long press's hold time is measured here, and kept with the event for a replay.
        let timed = host.stamped(event)
        let rendering: Rendering
        do {
            rendering = try host.send(timed)
        } catch {
            if error.isUnknownTarget { throw .unknownTarget(error.message) }
            guard error.isConflict else { throw .invalidEvent(error.message) }
            // Nothing to cancel: the cancel's aim (no drag on the target) already holds.
            if case .drag(_, .cancelled, _, _) = event { return snapshot() }
            throw .conflict(error.message, current: self.seq)
        }
        self.seq += 1
        checkpointIsCurrent = false
        last = (event, nil)
        events?.append(timed)
        let adopted = candidate.flatMap { adopt($0, after: timed, rendering: rendering) }
        // Taken out and put back, not passed in place: the property is not held open (and
        // checked for exclusivity) while the reply is written.
        var hash = markupHash
        let reply = Snapshot.minimalJSON(definition, seq: self.seq, rendering: rendering, base: base, hash: &hash)
        markupHash = hash
        if let count = events?.count, count > Self.maximumLoggedEvents {
            coalesce()
            if let count = events?.count, count > Self.maximumLoggedEvents { events = nil }
        }
        pendingChange = Change(seq: self.seq, event: timed, checkpoint: adopted, keepsLog: events != nil)
        return reply
    }

    /// What a restart needs to bring the preview back; nil before its first event. A sleeping
    /// preview makes it without waking.
    ///
    /// The last reply is left out when it is the current snapshot (the usual case: nothing but
    /// an event changes the preview), since the replay rebuilds it byte for byte, as the digest
    /// checks; that is most of the file's size otherwise.
    func record() -> PreviewRecord? {
        guard seq > 0 else { return nil }
        // Asleep, the snapshot is not at hand, and need not be: its digest is, and the last
        // reply is kept only when it is not the snapshot (see ``hibernate()``).
        var current: [UInt8]?
        if isLive {
            coalesce()
            current = snapshot()
        }
        // A checkpoint is taken just before an event, so that event is always left to replay,
        // except in a record restored from a file of an older build.
        let replaysLast = events.map { !$0.isEmpty || checkpoint == nil || checkpointIsCurrent } ?? false
        // The digest is written only with a replay to check; a sleeping preview that kept none
        // (nothing is saved) rebuilds it then, and only then.
        let writesDigest = replaysLast || checkpoint == nil
        return PreviewRecord(
            preview: definition.id, seq: seq, checkpoint: events == nil ? nil : checkpoint.map(CheckpointRecord.init),
            events: events.map { $0.map(EventRecord.init) },
            last: last.map { last in
                let isSnapshot = last.reply == nil || last.reply == current
                return PreviewRecord.Last(
                    event: EventRecord(last.event),
                    reply: replaysLast && isSnapshot ? nil : (last.reply ?? current).map { String(decoding: $0, as: UTF8.self) })
            },
            digest: writesDigest
                ? PreviewReplay.hex(current.map(PreviewReplay.digestValue) ?? sleepingDigest ?? rebuiltDigest()) : nil)
    }

    /// Puts the preview to sleep, if it can come back exactly: drops its view host and keeps what
    /// rebuilds it (a checkpoint of its state now, or the checkpoint and events it has), its `seq`
    /// and its last event. Returns whether it sleeps.
    ///
    /// It sleeps only when it is quiet (no gesture in flight) and its state has a plain form, and
    /// only when a host rebuilt from what it keeps gives its snapshot byte for byte, animation
    /// included: a checkpoint of its state now does not when the last event animated (the
    /// markup carries the transitions), so then it keeps its events (at most
    /// ``maximumSleepingEvents``), whose replay animates the last one again.
    ///
    /// `keepingDigest`: whether to keep the digest of its snapshot for ``record()`` (which
    /// otherwise rebuilds the snapshot to digest it): a gallery that saves no sessions never asks,
    /// and writing the snapshot and hashing it was about a third of putting a slider to sleep.
    func hibernate(keepingDigest: Bool = true) -> Bool {
        guard let host = liveHost, host.isQuiet, let events, sleepFailedAt != seq else { return false }
        let rendering = host.current ?? host.render()
        let kept = events.isEmpty ? nil : PreviewCheckpoint(host: host, settings: (checkpoint?.settings ?? []) + events)
        if let kept, rebuilds(try? kept.host(definition, environment: environment), rendering) {
            checkpoint = kept
            self.events = []
            checkpointIsCurrent = true
            checkpointTried = 0
            coalescingTried = 0
            coalescingFailed = false
        } else if events.count <= Self.maximumSleepingEvents, kept != nil || host.stateCheckpoint() != nil,
            rebuilds(
                try? PreviewReplay.host(definition, from: checkpoint, replaying: events, environment: environment), rendering)
        {
            if events.isEmpty, checkpoint != nil { checkpointIsCurrent = true }
        } else {
            sleepFailedAt = seq
            return false
        }
        if keepingDigest || last?.reply != nil {
            let current = Snapshot.json(definition, seq: seq, rendering: rendering)
            if let reply = last?.reply, reply == current { last?.reply = nil }
            sleepingDigest = keepingDigest ? PreviewReplay.digestValue(current) : nil
        } else {
            sleepingDigest = nil
        }
        liveHost = nil
        markupHash = nil
        return true
    }

    /// The digest of the snapshot of a sleeping preview that kept none, from a host rebuilt from
    /// what it kept (which gives its snapshot byte for byte: it slept only once that was checked),
    /// left unused: the preview stays asleep.
    private func rebuiltDigest() -> UInt32 {
        let host = try? PreviewReplay.host(definition, from: checkpoint, replaying: events ?? [], environment: environment)
        guard let host else {
            // Not reached: the preview slept only after this very rebuild gave its snapshot.
            assertionFailure("a sleeping preview no longer rebuilds")
            return 0
        }
        return PreviewReplay.digestValue(Snapshot.json(definition, seq: seq, rendering: host.current ?? host.render()))
    }

    /// Whether `host`, rebuilt, gives the snapshot of `rendering` (compared as its bytes would be,
    /// see ``Snapshot/writesSame(_:_:_:)``, without writing them).
    private func rebuilds(_ host: ViewHost?, _ rendering: Rendering) -> Bool {
        guard let host else { return false }
        return Snapshot.writesSame(definition, host.current ?? host.render(), rendering)
    }

    /// A fresh host in this preview's state (its checkpoint and events replayed, callbacks that
    /// reach outside the model skipped), shown in `colorScheme`, and whether that state was lost:
    /// the host is then at rest (the log outgrew its bound, or no longer replays). The preview
    /// itself is not touched.
    func replica(colorScheme: ColorScheme) -> (host: ViewHost, isStateLost: Bool) {
        let replayed = events.flatMap {
            try? PreviewReplay.host(definition, from: checkpoint, replaying: $0, environment: environment)
        }
        let host = replayed ?? Self.makeHost(definition, environment)
        if host.current == nil { host.render() }
        _ = try? host.send(.environment(colorScheme: colorScheme, reduceMotion: nil))
        return (host, replayed == nil)
    }

    /// Rebuilds the host of a sleeping preview from what it kept.
    private func wake() -> ViewHost {
        let host: ViewHost
        do throws(ViewEventError) {
            host = try PreviewReplay.host(definition, from: checkpoint, replaying: events ?? [], environment: environment)
        } catch {
            // Not reached: the preview slept only after this very rebuild gave its snapshot.
            host = Self.makeHost(definition, environment)
            checkpoint = nil
            events = nil
        }
        if host.current == nil { host.render() }
        liveHost = host
        return host
    }

    private static func makeHost(_ definition: PreviewDefinition, _ environment: EnvironmentValues?) -> ViewHost {
        environment.map { definition.makeHost(environment: $0) } ?? definition.makeHost()
    }

    /// Shortens the log by coalescing drags, keeping the shorter log only if replaying it gives
    /// the same snapshot as the live preview (see ``PreviewReplay/coalesced(_:)``).
    private func coalesce() {
        guard let events, !coalescingFailed, events.count > coalescingTried else { return }
        coalescingTried = events.count
        let shorter = PreviewReplay.coalesced(events)
        guard shorter.count < events.count else { return }
        guard
            let replayed = try? PreviewReplay.host(
                definition, from: checkpoint, replaying: shorter, environment: environment),
            let rendering = replayed.current,
            Snapshot.writesSame(definition, rendering, host.current ?? host.render())
        else {
            coalescingFailed = true
            return
        }
        self.events = shorter
        coalescingTried = shorter.count
    }

    /// A checkpoint of the preview as it is before the event about to be applied, and a host
    /// started from it; nil unless ``checkpointInterval`` events have come since the last try,
    /// the preview is quiet and its state has a plain form.
    private func checkpointCandidate() -> (PreviewCheckpoint, ViewHost)? {
        guard let events, events.count >= checkpointTried + Self.checkpointInterval, host.isQuiet else { return nil }
        // The model before the event is not compared: its markup carries the animation of the
        // event before. ``adopt(_:after:rendering:)`` compares the replies to the event, byte for byte.
        guard let candidate = PreviewCheckpoint(host: host, settings: (checkpoint?.settings ?? []) + events),
            let restored = try? candidate.host(definition, environment: environment)
        else {
            checkpointTried = events.count
            return nil
        }
        return (candidate, restored)
    }

    /// Replaces the events before `event` with `candidate`, if applying `event` to the host
    /// started from it gives the snapshot of `rendering` byte for byte (animation included), as
    /// the live one did (compared without writing it, see ``Snapshot/writesSame(_:_:_:)``);
    /// returns the checkpoint when it did.
    private func adopt(
        _ candidate: (PreviewCheckpoint, ViewHost), after event: ViewEvent, rendering live: Rendering
    ) -> PreviewCheckpoint? {
        let (checkpoint, restored) = candidate
        let rendering = ViewHost.$isRepeatingActions.withValue(true) { try? restored.send(event) }
        guard let rendering, Snapshot.writesSame(definition, rendering, live) else {
            checkpointTried = (events?.count ?? 1) - 1
            return nil
        }
        self.checkpoint = checkpoint
        checkpointIsCurrent = false
        events = [event]
        checkpointTried = 0
        coalescingTried = 0
        coalescingFailed = false
        return checkpoint
    }
}
