import Dispatch
import Foundation
import Stylish
import Synchronization

/// One client's previews, behind one lock: its events are applied one at a time.
final class Session: Sendable {
    /// What the lock guards: the live previews, the saved ones not yet used since a restart, and
    /// the variant instances (matrix cells), least recently used first.
    private struct Previews {
        /// The main instances, at most one per preview (a list: most sessions use one preview, and
        /// a dictionary of one took about 100 bytes more than an array of one).
        var live: [PreviewInstance] = []
        var saved: [String: PreviewRecord] = [:]
        var variants: [(key: String, instance: PreviewInstance)] = []
    }

    /// The queue that puts previews to sleep for callers on an event loop.
    ///
    /// A private serial queue, not a global concurrent one: work waiting on those makes
    /// libdispatch open `/proc/TID/stat` once a second, and trap (`SIGILL`) when the process
    /// has no descriptor left to open it with.
    private static let sleeper = DispatchQueue(label: "stylegallery.sessions.sleep", qos: .utility)

    /// The most variant instances a session keeps; using one more forgets the least recently used.
    static let maximumVariants = 128

    /// What names the session (see ``id``).
    let key: SessionID

    /// The cookie value that names the session: 32 lowercase hex digits.
    var id: String { key.text }
    private let previews: Mutex<Previews>
    private let lastUsed = Atomic<UInt64>(0)
    private let users = Atomic<Int>(0)
    private let changes: SessionStore.Changes
    private let report: @Sendable (String) -> Void
    private let worked = Atomic<Bool>(false)
    /// The bound on live previews across sessions, nil: none (every preview stays live).
    private let live: LivePreviews?
    /// Where the changes of its previews are stored before they are acknowledged; nil: nowhere.
    private let durability: Durability?
    /// The ticket of the last change staged (see ``Durability``); nil before any.
    private let lastTicket = Mutex<CommitTicket?>(nil)
    /// Until when (monotonic ns) its lease in a shared store is sure to be this process's
    /// (``RemoteSessions``); unused without one.
    private let leaseUntil = Atomic<UInt64>(0)

    /// A new session; `changes` counts its changes, `report` hears about previews that a restore
    /// could not bring back, and `live` bounds the live previews of all sessions.
    init(
        key: SessionID, changes: SessionStore.Changes, live: LivePreviews? = nil, durability: Durability? = nil,
        report: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.key = key
        self.previews = Mutex(Previews())
        self.changes = changes
        self.live = live
        self.durability = durability
        self.report = report
        touch()
    }

    /// The session saved in `record`, whose id the caller has checked (``SessionID/init(_:)``);
    /// its previews are rebuilt on first use. `age` is how many seconds ago it was last used.
    init(
        record: SessionRecord, age: Double, changes: SessionStore.Changes, live: LivePreviews? = nil,
        durability: Durability? = nil, report: @escaping @Sendable (String) -> Void
    ) {
        key = SessionID(record.id) ?? .random()
        previews = Mutex(Previews(saved: Dictionary(record.previews.map { ($0.preview, $0) }) { $1 }))
        self.changes = changes
        self.live = live
        self.durability = durability
        self.report = report
        let now = DispatchTime.now().uptimeNanoseconds
        let ageNanoseconds = UInt64(min(max(age, 0), 1e9) * 1e9)
        lastUsed.store(now > ageNanoseconds ? now - ageNanoseconds : 0, ordering: .relaxed)
        // Only sessions that applied events are saved: a restored one has done work.
        worked.store(true, ordering: .relaxed)
    }

    /// Runs `body` with the session's instance of `definition`, made (or rebuilt from its saved
    /// events) on first use.
    func withPreview<Result: Sendable>(_ definition: PreviewDefinition, _ body: (PreviewInstance) -> Result) -> Result {
        // Waiting, it always gets the lock.
        withPreview(definition, waiting: true, onEventLoop: false, body)!
    }

    /// ``withPreview(_:_:)``, or nil at once, without running `body`, when the session's lock
    /// is held (another of its requests is being handled) or the preview would first have to be
    /// rebuilt (restored after a restart, or asleep): for callers that must not wait.
    func withPreviewIfFree<Result: Sendable>(
        _ definition: PreviewDefinition, variant: PreviewEnvironment?, _ body: (PreviewInstance) -> Result
    ) -> Result? {
        guard let variant else { return withPreview(definition, waiting: false, onEventLoop: true, body) }
        return withPreview(definition, variant: variant, waiting: false, onEventLoop: true, body)
    }

    /// `onEventLoop`: the caller is an event loop's quick handler, so the previews that this
    /// one's use puts over the live bound are put to sleep on another thread (sleeping renders
    /// each), and its change is handed to the committer at the end of the loop's turn (see
    /// ``Durability/stage(_:session:atTurnEnd:)``).
    private func withPreview<Result: Sendable>(
        _ definition: PreviewDefinition, waiting: Bool, onEventLoop: Bool, _ body: (PreviewInstance) -> Result
    ) -> Result? {
        touch()
        let outcome = locked(waiting: waiting) { previews -> (Result, LiveSlot?)? in
            let found = previews.live.first { $0.definition.id == definition.id }
            // Rebuilding a restored or sleeping preview replays its events: not for a caller that
            // must not wait (an event loop).
            if !waiting, found.map({ !$0.isLive }) ?? (previews.saved[definition.id] != nil) { return nil }
            let instance: PreviewInstance
            if let found {
                instance = found
            } else {
                instance = makeInstance(definition, saved: &previews.saved)
                previews.live.append(instance)
            }
            let seq = instance.seq
            defer { if instance.seq != seq { changes.record() } }
            let result = body(instance)
            if durability != nil, let change = instance.takeChange() {
                stage(change, of: definition, atTurnEnd: onEventLoop)
            }
            return (result, noteUse(of: instance, key: definition.id))
        }
        guard let (result, woken) = outcome ?? nil else { return nil }
        if let woken { keepWithinLimit(admitting: woken, deferring: onEventLoop) }
        return result
    }

    /// Queues the change an event made to the main instance of `definition` for storing (under
    /// the session's lock, so in order); once it is stored, it renews the session's lease.
    private func stage(_ change: PreviewInstance.Change, of definition: PreviewDefinition, atTurnEnd: Bool) {
        guard let durability else { return }
        let record = ChangeRecord(
            session: id, preview: definition.id, time: Date().timeIntervalSince1970, change: change)
        let ticket = durability.stage(record, session: key, atTurnEnd: atTurnEnd)
        let lease = durability.leaseNanoseconds
        if lease > 0 {
            // Read before the store takes the change, so the lease is never thought longer than it is.
            let stagedAt = DispatchTime.now().uptimeNanoseconds
            ticket.whenSettled { [self] outcome in
                if outcome == .stored { renewLease(until: stagedAt + lease) }
            }
        }
        setLastTicket(ticket)
    }

    /// The `seq` of each preview the session holds (its main instances and those saved but not yet
    /// rebuilt), by preview id: what a store holds of it when nothing changed elsewhere.
    var previewSeqs: [String: Int] {
        previews.withLock { previews in
            var seqs = previews.saved.mapValues(\.seq)
            for instance in previews.live where instance.seq > 0 { seqs[instance.definition.id] = instance.seq }
            return seqs
        }
    }

    /// Notes that the session's lease is this process's until `deadline` (monotonic ns).
    func renewLease(until deadline: UInt64) {
        leaseUntil.max(deadline, ordering: .relaxed)
    }

    /// Whether the session's lease is still sure to be this process's at `now`: a session loaded
    /// here counts as leased for a lease's time, and each change stored renews it. A session made
    /// here holds none until its first change takes one: another process may take it on first
    /// (its next request may be routed there), so its next request here loads it again.
    func holdsLease(at now: UInt64) -> Bool {
        now < leaseUntil.load(ordering: .relaxed)
    }

    private func setLastTicket(_ ticket: CommitTicket) {
        lastTicket.withLock { $0 = ticket }
    }

    /// The ticket of the last change staged, if it may not be settled yet; a reply made after it
    /// is held until it settles (see ``Durability/acknowledge(_:after:)``).
    var unsettledTicket: CommitTicket? {
        lastTicket.withLock { ticket in
            guard let current = ticket else { return nil }
            if current.outcome == .stored {
                ticket = nil  // settled and stored: nothing more to wait for
                return nil
            }
            return current
        }
    }

    /// Whether the session's instance of `definition` is awake, nil when it has none; unlike
    /// ``withPreview(_:_:)``, not a use of it (which would change which preview sleeps next).
    func isAwake(_ definition: PreviewDefinition) -> Bool? {
        previews.withLock { previews in previews.live.first { $0.definition.id == definition.id }?.isLive }
    }

    /// `body` run under the session's lock: waiting for it, or nil at once when it is held.
    private func locked<Result: Sendable>(waiting: Bool, _ body: (inout Previews) -> Result) -> Result? {
        waiting ? previews.withLock { body(&$0) } : previews.withLockIfAvailable { body(&$0) }
    }

    private func makeInstance(_ definition: PreviewDefinition, saved: inout [String: PreviewRecord]) -> PreviewInstance {
        guard let record = saved.removeValue(forKey: definition.id) else { return PreviewInstance(definition: definition) }
        let report = report
        let name = "Session \(id.prefix(8))…, preview \(definition.id)"
        return PreviewInstance(definition: definition, record: record) { report("\(name): \($0)") }
    }

    /// Runs `body` with the session's instance of `definition` in `variant` (a matrix cell): an
    /// instance of its own, made with the variant's environment at its root, and not saved across
    /// restarts. Without `variant`, the preview's main instance.
    /// `onEventLoop`: the caller is an event loop's quick handler (see the private
    /// `withPreview`).
    func withPreview<Result: Sendable>(
        _ definition: PreviewDefinition, variant: PreviewEnvironment?, onEventLoop: Bool = false,
        _ body: (PreviewInstance) -> Result
    ) -> Result {
        guard let variant else { return withPreview(definition, waiting: true, onEventLoop: onEventLoop, body)! }
        return withPreview(definition, variant: variant, waiting: true, onEventLoop: onEventLoop, body)!
    }

    private func withPreview<Result: Sendable>(
        _ definition: PreviewDefinition, variant: PreviewEnvironment, waiting: Bool, onEventLoop: Bool,
        _ body: (PreviewInstance) -> Result
    ) -> Result? {
        touch()
        let key = definition.id + "?" + variant.canonicalQuery
        let outcome = locked(waiting: waiting) { previews -> (Result, LiveSlot?, LiveSlot?)? in
            let instance: PreviewInstance
            var dropped: LiveSlot?
            if let index = previews.variants.firstIndex(where: { $0.key == key }) {
                if !waiting, !previews.variants[index].instance.isLive { return nil }  // as above
                instance = previews.variants.remove(at: index).instance
            } else {
                instance = PreviewInstance(definition: definition, environment: variant.applied(to: EnvironmentValues()))
                if previews.variants.count >= Self.maximumVariants { dropped = previews.variants.removeFirst().instance.slot }
            }
            previews.variants.append((key, instance))
            let result = body(instance)
            return (result, noteUse(of: instance, key: key), dropped)
        }
        guard let (result, woken, dropped) = outcome ?? nil else { return nil }
        if let dropped { live?.remove(dropped) }
        if let woken { keepWithinLimit(admitting: woken, deferring: onEventLoop) }
        return result
    }

    /// Forgets the session's state of `definition` (of its instance in `variant`, when given).
    func reset(_ definition: PreviewDefinition, variant: PreviewEnvironment? = nil) {
        touch()
        let dropped = previews.withLock { previews -> LiveSlot? in
            if let variant {
                let key = definition.id + "?" + variant.canonicalQuery
                let index = previews.variants.firstIndex { $0.key == key }
                return index.flatMap { previews.variants.remove(at: $0).instance.slot }
            }
            previews.saved.removeValue(forKey: definition.id)
            if let durability {
                let record = ChangeRecord(resetting: definition.id, session: id, time: Date().timeIntervalSince1970)
                setLastTicket(durability.stage(record, session: key))
            }
            let index = previews.live.firstIndex { $0.definition.id == definition.id }
            return index.flatMap { previews.live.remove(at: $0).slot }
        }
        if let dropped { live?.remove(dropped) }
        changes.record()
    }

    /// Notes a use of `instance` (its preview `key`) for the bound on live previews: a live
    /// instance with no slot (just made, or just woken) gets one, which the caller puts on the
    /// ring once the session's lock is let go; one with a slot marks it used.
    private func noteUse(of instance: PreviewInstance, key: String) -> LiveSlot? {
        guard live != nil, instance.isLive else { return nil }
        if let slot = instance.slot {
            slot.markUsed()
            return nil
        }
        let slot = LiveSlot(session: self, key: key)
        instance.slot = slot
        return slot
    }

    /// Puts `slot` on the ring of live previews and the previews it takes off to sleep, each
    /// under its own session's lock (this session's is not held here, so no two are ever held).
    ///
    /// Admitting takes only the ring's lock, so it is done here whatever the caller; with
    /// `deferring`, only the sleeping is left to another thread, and only when there is a
    /// preview to put to sleep (a ring under its limit takes none, and no thread is woken) and
    /// fewer than ``LivePreviews/maximumDeferredSleeps`` are already waiting for one: past that
    /// bound the caller does it, so that memory stays bounded when sessions come faster than
    /// another thread puts previews to sleep.
    private func keepWithinLimit(admitting slot: LiveSlot, deferring: Bool) {
        guard let live else { return }
        let victims = live.admit(slot)
        if victims.isEmpty { return }
        if deferring, live.reserveDeferredSleeps(victims.count) {
            // Putting previews to sleep renders each (its checkpoint is checked), which a caller
            // on an event loop leaves to another thread.
            Self.sleeper.async {
                Self.putToSleep(victims, live: live)
                live.finishDeferredSleeps(victims.count)
            }
            return
        }
        Self.putToSleep(victims, live: live)
    }

    /// Puts the previews of `victims` to sleep, each under its own session's lock, and puts back
    /// on the ring those that stay live.
    private static func putToSleep(_ victims: [LiveSlot], live: LivePreviews) {
        for victim in victims where !(victim.session?.putToSleep(victim) ?? true) {
            live.readmit(victim)
        }
    }

    /// Puts the preview of `slot` to sleep; false when it stays live (the session is busy, or
    /// the preview cannot sleep now), true when it sleeps or the slot is no longer its (the
    /// preview was reset or dropped).
    func putToSleep(_ slot: LiveSlot) -> Bool {
        let outcome = previews.withLockIfAvailable { previews -> Bool in
            let instance =
                previews.live.first { $0.definition.id == slot.key }
                ?? previews.variants.first(where: { $0.key == slot.key })?.instance
            guard let instance, instance.slot === slot else { return true }
            guard instance.hibernate(keepingDigest: live?.keepsDigests ?? true) else { return false }
            instance.slot = nil
            return true
        }
        return outcome ?? false
    }

    /// What a restart needs to bring the session back, nil when it has nothing to keep; `now` is
    /// the wall-clock time and `uptime` the monotonic one, to turn its last use into a date.
    func record(now: Double, uptime: UInt64) -> SessionRecord? {
        let previews = previews.withLock { previews in
            previews.live.compactMap { $0.record() } + previews.saved.values
        }
        guard !previews.isEmpty else { return nil }
        let idle = Double(uptime &- min(uptime, lastUsedNanoseconds)) / 1e9
        return SessionRecord(id: id, lastUsed: now - idle, previews: previews.sorted { $0.preview < $1.preview })
    }

    /// How many of the session's previews have their view host now (asking wakes none).
    var livePreviewCount: Int {
        previews.withLock { previews in
            previews.live.count(where: \.isLive) + previews.variants.count(where: \.instance.isLive)
        }
    }

    /// When the session was last used, in nanoseconds of the monotonic clock.
    var lastUsedNanoseconds: UInt64 { lastUsed.load(ordering: .relaxed) }

    /// Whether a request is using the session now (then it is not idle, whatever `lastUsed` says).
    var isInUse: Bool { users.load(ordering: .acquiring) > 0 }

    /// Whether the session did work (an event applied, a preview reset): a full store evicts such
    /// sessions only after every idle session that did none.
    var hasWorked: Bool { worked.load(ordering: .relaxed) }

    /// Records that the session did work a client would miss; called only while a request uses
    /// the session (which ``EvictionOrder`` relies on: a use moves the last use).
    func recordWork() { worked.store(true, ordering: .relaxed) }

    /// Marks the session in use by one more request.
    func beginUse() {
        users.add(1, ordering: .acquiringAndReleasing)
        touch()
    }

    /// Marks one request done with the session; its idle time starts now.
    func endUse() {
        touch()
        users.subtract(1, ordering: .acquiringAndReleasing)
    }

    private func touch() {
        lastUsed.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
    }
}
