import Foundation

/// The saved sessions: the state file's whole content, versioned.
///
/// ```json
/// {"format": "stylegallery-sessions", "version": 1, "savedAt": 1796004000.5,
///  "sessions": [{"id": "…", "lastUsed": 1796003990.1, "previews": [
///     {"preview": "checkout-slider", "seq": 3, "checkpoint": {"state": [{"key": "…", "value": {"double": 0.5}}],
///      "settings": [{"type": "geometry", …}]}, "events": [{"type": "drag", …}, …],
///      "last": {"event": {"type": "drag", …}}, "digest": "9f…"}]}]}
/// ```
struct SessionArchive: Codable, Sendable {
    /// The value of `format`, so that another JSON file in the folder is not taken for one.
    static let formatName = "stylegallery-sessions"
    /// The version this build writes and reads; a file of another version is not restored.
    static let currentVersion = 1

    var format = Self.formatName
    var version = Self.currentVersion
    /// When it was written, in seconds since 1970.
    var savedAt: Double
    /// The first journal segment whose changes it may not hold (see ``JournalStore``): start-up
    /// replays the segments from this one on. Nil: no journal was kept when it was written.
    var journalSegment: Int?
    var sessions: [SessionRecord]

    init(savedAt: Double, journalSegment: Int? = nil, sessions: [SessionRecord]) {
        self.savedAt = savedAt
        self.journalSegment = journalSegment
        self.sessions = sessions
    }

    /// The archive in `data`, or an error that says what is wrong with it.
    static func decode(_ data: Data) throws(StateFileError) -> SessionArchive {
        struct Header: Decodable {
            let format: String?
            let version: Int?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw StateFileError("it is not JSON (truncated, or edited by hand?)")
        }
        guard header.format == formatName else { throw StateFileError("its format is not \"\(formatName)\"") }
        guard header.version == currentVersion else {
            throw StateFileError("it is version \(header.version.map(String.init) ?? "?"); this build reads \(currentVersion)")
        }
        do {
            return try JSONDecoder().decode(SessionArchive.self, from: data)
        } catch {
            throw StateFileError("it does not hold valid sessions: \(error)")
        }
    }

    /// The archive as the file's bytes.
    func encoded() throws -> Data {
        try Self.encoded(savedAt: savedAt, journalSegment: journalSegment, records: sessions).data
    }

    /// The archive of `records` as the file's bytes, and how many sessions it holds.
    static func encoded(
        savedAt: Double, journalSegment: Int? = nil, records: some Sequence<SessionRecord>
    ) throws -> (data: Data, count: Int) {
        var data = Data()
        let count = try encode(savedAt: savedAt, journalSegment: journalSegment, records: records) { data.append($0) }
        return (data, count)
    }

    /// Hands the archive of `records` to `write` in chunks of about 64 KB; returns how many
    /// sessions it holds.
    ///
    /// One session is encoded at a time, and the bytes go out as they come: encoding the whole
    /// archive at once, or even collecting its bytes, raised the server's RSS at every save in
    /// long soaks. The bytes are those `JSONEncoder` with sorted keys writes.
    static func encode(
        savedAt: Double, journalSegment: Int? = nil, records: some Sequence<SessionRecord>,
        to write: (Data) throws -> Void
    ) throws -> Int {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let chunkSize = 64 * 1024
        var buffer = Data(#"{"format":"#.utf8)
        buffer.append(try encoder.encode(formatName))
        if let journalSegment {
            buffer.append(contentsOf: #","journalSegment":"#.utf8)
            buffer.append(try encoder.encode(journalSegment))
        }
        buffer.append(contentsOf: #","savedAt":"#.utf8)
        buffer.append(try encoder.encode(savedAt))
        buffer.append(contentsOf: #","sessions":["#.utf8)
        var count = 0
        for record in records {
            if count > 0 { buffer.append(UInt8(ascii: ",")) }
            buffer.append(try encoder.encode(record))
            count += 1
            if buffer.count >= chunkSize {
                try write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        buffer.append(contentsOf: #"],"version":"#.utf8)
        buffer.append(try encoder.encode(currentVersion))
        buffer.append(UInt8(ascii: "}"))
        try write(buffer)
        return count
    }
}

/// One session as saved: its cookie value, when it was last used (wall-clock seconds since 1970,
/// so that idle expiry carries across a restart) and its previews.
struct SessionRecord: Codable, Equatable, Sendable {
    var id: String
    var lastUsed: Double
    var previews: [PreviewRecord]
}

/// One preview of a session as saved: what it takes to rebuild it and to answer a retry.
struct PreviewRecord: Codable, Equatable, Sendable {
    /// The last event applied and its reply, for a client that sends it again with the same `seq`.
    struct Last: Codable, Equatable, Sendable {
        var event: EventRecord
        /// The reply's bytes; absent when the reply is the snapshot that replaying `events` rebuilds.
        var reply: String?
    }

    /// The preview's id.
    var preview: String
    /// The `seq` of the last event applied.
    var seq: Int
    /// Where the replay starts, when the preview took a checkpoint (absent: from a fresh preview).
    var checkpoint: CheckpointRecord?
    /// The events applied since the checkpoint (or since the preview was made or reset), replayed
    /// in order to rebuild its model; nil when there were too many to keep (the model then starts
    /// afresh, `seq` goes on).
    var events: [EventRecord]?
    var last: Last?
    /// A digest of the preview's snapshot when it was saved, to tell whether the replay matched
    /// (``PreviewReplay/digest(_:)``, 8 hex digits; 16 in files written before, which are not checked).
    var digest: String?
}

/// Why a state file could not be read or written.
struct StateFileError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
