/// Where acknowledged changes are kept: the embedded journal, or Redis.
///
/// The ``GroupCommitter`` calls ``store(_:)`` from its one thread with every change queued since
/// its last call, in the order they were made, and answers each change's request with its
/// outcome: a reply is sent only for a change that was stored.
protocol ChangeStore: Sendable {
    /// Stores `batch` durably, in order, and says for each change whether it was (the same
    /// number of outcomes, in the same order).
    func store(_ batch: [StagedChange]) -> [ChangeOutcome]

    /// Whether the store can take changes now; nil when it can, else why not (for `/readyz`).
    var unavailability: String? { get }

    /// Stores nothing more, once what is queued is done (the process is stopping).
    func close()
}

/// A change ready to be stored: its record and the record's bytes, encoded on the thread that
/// made it (so that the committer's one thread only writes).
struct StagedChange: Sendable {
    var record: ChangeRecord
    var bytes: [UInt8]

    /// `record`, encoded.
    init(_ record: ChangeRecord) throws {
        self.record = record
        bytes = try record.encoded()
    }
}

/// What became of one change.
enum ChangeOutcome: Equatable, Sendable {
    /// Stored: it survives the process.
    case stored
    /// Refused by the store because another process now owns the session, or the stored `seq` is
    /// not the one before (the copy here is stale): the session's copy here must be dropped.
    case refused(String)
    /// Not stored: the store could not be reached or written (its reason); the client may try again.
    case failed(String)
}
