import Dispatch
import Foundation
import Synchronization

/// Keeps the sessions across restarts: reads them back at start, writes them to the state file
/// periodically and at shutdown, each time only if something changed since the last write.
///
/// A write is atomic (see ``StateFile``), so a `kill -9` at any moment leaves the previous file
/// or the new one. With a ``JournalStore`` (the default), the file is the journal's checkpoint:
/// every acknowledged change since it is in the journal, and start-up replays it, so nothing
/// acknowledged is lost; without one, the changes since the last write are.
final class SessionPersistence: Sendable {
    let file: StateFile
    /// The journal of the changes since the file was written; nil: none is kept.
    let journal: JournalStore?
    private let interval: Double
    private let store: SessionStore
    private let catalogue: Catalogue
    private let log: @Sendable (String) -> Void
    /// The store's change count at the last write (nil before any), and whether the file holds a
    /// session (as restored, then as last written); the lock also keeps two writes from
    /// overlapping.
    private let written = Mutex<(changes: UInt64?, fileHoldsSessions: Bool)>((nil, false))
    /// The save timer, held in a `Mutex` only to carry the non-`Sendable` source.
    private let timer = Mutex<DispatchSourceTimer?>(nil)

    /// Persistence of `store`'s sessions in `directory`, saved every `interval` seconds.
    init(
        directory: String, interval: Double, store: SessionStore, catalogue: Catalogue, journal: JournalStore? = nil,
        log: @escaping @Sendable (String) -> Void
    ) {
        file = StateFile(directory: directory)
        self.journal = journal
        self.interval = interval
        self.store = store
        self.catalogue = catalogue
        self.log = log
    }

    deinit { stop() }

    /// Reads the state file back into the store, then the journal's changes since it; a file that
    /// cannot be read is moved aside and reported (the journal's changes are still replayed).
    /// Returns the number of sessions restored. With a journal, it then starts a new segment to
    /// append to; a journal that cannot be opened is reported, and the gallery acknowledges no
    /// event until it can (``JournalStore``).
    @discardableResult
    func restore() -> Int {
        file.removeLeftovers()
        var archive: SessionArchive?
        do throws(StateFileError) {
            try file.createDirectory()
            if let data = try file.read() { archive = try SessionArchive.decode(data) }
        } catch {
            let aside = file.moveAside().map { " (moved to \($0))" } ?? ""
            log("Cannot restore sessions from \(file.path)\(aside): \(error). Starting with no sessions.")
        }
        let replayed = replayJournal(onto: archive?.sessions ?? [], from: archive?.journalSegment ?? 0)
        guard archive != nil || replayed.changes > 0 else {
            openJournal(keepingOld: false)
            log("Sessions will be saved to \(file.path) (none saved yet).")
            return 0
        }
        let now = Date().timeIntervalSince1970
        let idle = Double(store.idleNanoseconds) / 1e9
        var dropped = 0
        var records: [SessionRecord] = []
        for var record in replayed.sessions {
            let previews = record.previews.filter { catalogue.preview($0.preview) != nil }
            dropped += record.previews.count - previews.count
            record.previews = previews
            let age = now - record.lastUsed
            // Session ids are 32 lowercase hex digits; anything else in a file was not written by us.
            if age <= idle, !previews.isEmpty, SessionID(record.id) != nil { records.append(record) }
        }
        let expired = replayed.sessions.count - records.count
        let kept = records.sorted { $0.lastUsed > $1.lastUsed }.prefix(store.capacity)
        store.insert(
            kept.map {
                Session(
                    record: $0, age: now - $0.lastUsed, changes: store.changes, live: store.livePreviews,
                    durability: store.durability, report: log)
            })
        written.withLock { $0 = (store.changes.value, !(archive?.sessions.isEmpty ?? true)) }
        var notes: [String] = []
        if expired > 0 { notes.append("\(expired) expired or unusable") }
        if records.count > kept.count { notes.append("\(records.count - kept.count) beyond maxSessions") }
        if dropped > 0 { notes.append("\(dropped) previews no longer in the catalogue") }
        var details: [String] = []
        if replayed.changes > 0 { details.append("\(replayed.changes) changes from the journal") }
        if !notes.isEmpty { details.append("left out: " + notes.joined(separator: ", ")) }
        let detail = details.isEmpty ? "" : " (" + details.joined(separator: "; ") + ")"
        log("Restored \(Self.sessions(kept.count)) from \(file.path)\(detail).")
        openJournal(keepingOld: replayed.changes > 0)
        if replayed.changes > 0 {
            // A checkpoint at once: the journal starts afresh, rather than growing by a segment at
            // every start until the first periodic save.
            written.withLock { $0.changes = nil }
            save()
        }
        return kept.count
    }

    /// `sessions` with the journal's changes from segment `first` on applied, in order, and how
    /// many changes there were.
    private func replayJournal(onto sessions: [SessionRecord], from first: Int) -> (sessions: [SessionRecord], changes: Int) {
        guard let journal else { return (sessions, 0) }
        let changes = journal.read(from: first)
        guard !changes.isEmpty else { return (sessions, 0) }
        var order = sessions.map(\.id)
        var byID = Dictionary(sessions.map { ($0.id, $0) }) { $1 }
        var gaps = 0
        for change in changes {
            var record = byID[change.session]
            if record == nil { order.append(change.session) }
            if case .gap = change.apply(to: &record) { gaps += 1 }
            byID[change.session] = record
        }
        if gaps > 0 { log("\(gaps) journal changes did not follow their preview's seq; left out.") }
        return (order.compactMap { byID[$0] }, changes.count)
    }

    /// Starts the journal's new segment after those on disk; unless `keepingOld`, deletes those
    /// (they hold no change the sessions file lacks).
    private func openJournal(keepingOld: Bool) {
        guard let journal else { return }
        do throws(StateFileError) {
            let old = journal.segments()
            try journal.open()
            if !keepingOld, let last = old.last { journal.removeSegments(before: last + 1) }
        } catch {
            log("Cannot open the journal in \(journal.directory): \(error). No event is acknowledged until it can be.")
        }
    }

    /// Writes the sessions if anything changed since the last write; returns how many it wrote,
    /// nil when there was nothing new (or the write failed, which is logged). Sessions in which
    /// nothing happened are not saved, so while the file holds none and no session has anything
    /// to save, nothing is written.
    @discardableResult
    func save() -> Int? {
        written.withLock { written -> Int? in
            let changes = store.changes.value
            guard changes != written.changes else { return nil }
            // Every change in the segments before the new one is in the sessions listed below: each
            // was made (under its session's lock) before it was queued for the journal, and its
            // session was in the store before that.
            let segment = journal?.rotate()
            let now = Date().timeIntervalSince1970
            let uptime = DispatchTime.now().uptimeNanoseconds
            // Each session's record is made, encoded and dropped in turn, not all held at once.
            let records = store.sessions.filter { !store.isExpired($0, now: uptime) }
                .sorted { ($0.key.high, $0.key.low) < ($1.key.high, $1.key.low) }  // the order of their ids
                .lazy.compactMap { $0.record(now: now, uptime: uptime) }
            guard written.fileHoldsSessions || records.first != nil else {
                written.changes = changes
                return nil
            }
            let count: Int
            do {
                var encoded = 0
                try file.write { append in
                    encoded = try SessionArchive.encode(
                        savedAt: now, journalSegment: segment, records: records, to: append)
                }
                count = encoded
            } catch {
                log("Cannot save sessions to \(file.path): \(error)")
                return nil
            }
            if let segment { journal?.removeSegments(before: segment) }
            written = (changes, count > 0)
            return count
        }
    }

    /// `count` sessions, in words: "1 session", "2 sessions".
    static func sessions(_ count: Int) -> String { count == 1 ? "1 session" : "\(count) sessions" }

    /// Starts saving every `interval` seconds, logging each save that wrote.
    func start() {
        let nanoseconds = Int(min(interval, 86_400) * 1e9)
        timer.withLock { timer in
            timer?.cancel()
            let source = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "stylegallery.sessions.save"))
            source.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
            // Logged like the save at shutdown, so the log always says when sessions reached the
            // file: a shutdown right after a periodic save has nothing new to write, and says nothing.
            source.setEventHandler { [weak self] in
                guard let self, let count = self.save() else { return }
                self.log("Saved \(Self.sessions(count)).")
            }
            source.resume()
            timer = source
        }
    }

    /// Stops the periodic saves (a save under way finishes).
    func stop() {
        timer.withLock { timer in
            timer?.cancel()
            timer = nil
        }
    }
}
