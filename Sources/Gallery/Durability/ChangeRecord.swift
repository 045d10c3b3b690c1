import Foundation

/// One change to a session's durable state, as a store keeps it: an event applied to one of its
/// previews, or a preview reset. Replayed in order onto the sessions' saved records
/// (``apply(to:)``), the changes rebuild what was acknowledged.
///
/// ```json
/// {"session":"9f…","preview":"checkout-slider","time":1796004000.5,"seq":4,
///  "event":{"type":"drag",…},"checkpoint":{"state":[…],"settings":[…]}}
/// ```
struct ChangeRecord: Codable, Equatable, Sendable {
    /// The session's id (its cookie value).
    var session: String
    /// The preview's id.
    var preview: String
    /// When it was made, in wall-clock seconds since 1970 (the session's last use).
    var time: Double
    /// The event's `seq`; 0 for a reset.
    var seq: Int
    /// The event as applied; nil for a reset.
    var event: EventRecord?
    /// The checkpoint the preview took just before the event, which replaces the events before it.
    var checkpoint: CheckpointRecord?
    /// True when the preview's log outgrew its bound with this event: its model is no longer kept.
    var dropsLog: Bool?

    /// The record of `change`, made to the preview `preview` of the session `session` at `time`.
    init(session: String, preview: String, time: Double, change: PreviewInstance.Change) {
        self.session = session
        self.preview = preview
        self.time = time
        seq = change.seq
        event = EventRecord(change.event)
        checkpoint = change.checkpoint.map(CheckpointRecord.init)
        dropsLog = change.keepsLog ? nil : true
    }

    /// The record of a reset of `preview` in `session` at `time`.
    init(resetting preview: String, session: String, time: Double) {
        self.session = session
        self.preview = preview
        self.time = time
        seq = 0
    }

    /// Whether it is a reset.
    var isReset: Bool { event == nil }

    /// The outcome of applying a change to a saved session.
    enum Outcome: Equatable {
        /// Applied.
        case applied
        /// Already in the record (its `seq` is not beyond the preview's): skipped.
        case alreadyApplied
        /// A gap: the preview's `seq` is not the one before; the record is left as it was.
        case gap(expected: Int)
    }

    /// Applies the change to `record` (nil: the session has none yet, and gets one).
    func apply(to record: inout SessionRecord?) -> Outcome {
        var session = record ?? SessionRecord(id: self.session, lastUsed: time, previews: [])
        session.lastUsed = max(session.lastUsed, time)
        let index = session.previews.firstIndex { $0.preview == preview }
        guard let event else {
            if let index { session.previews.remove(at: index) }
            record = session
            return .applied
        }
        var saved =
            index.map { session.previews[$0] }
            ?? PreviewRecord(preview: preview, seq: 0, checkpoint: nil, events: [], last: nil, digest: nil)
        if seq <= saved.seq { return .alreadyApplied }
        guard seq == saved.seq + 1 else { return .gap(expected: saved.seq + 1) }
        if let checkpoint {
            saved.checkpoint = checkpoint
            saved.events = [event]
        } else {
            saved.events?.append(event)
        }
        if dropsLog == true { saved.events = nil }
        saved.seq = seq
        saved.last = PreviewRecord.Last(event: event, reply: nil)
        saved.digest = nil
        if let index { session.previews[index] = saved } else { session.previews.append(saved) }
        record = session
        return .applied
    }

    /// The record in `bytes` (as ``encoded()`` writes it), nil when it is not one.
    static func decoded(_ bytes: some Collection<UInt8>) -> ChangeRecord? {
        try? JSONDecoder().decode(ChangeRecord.self, from: Data(bytes))
    }
}
