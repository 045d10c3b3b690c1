import Foundation
import Stylish
import Testing

@testable import Gallery

/// A change of the preview `preview` in session `session`: a key press numbered `seq` (for the journal's tests).
func keyChange(_ seq: Int, session: String = String(repeating: "a", count: 32), preview: String = "default-slider")
    -> ChangeRecord
{
    ChangeRecord(
        session: session, preview: preview, time: 1_796_000_000 + Double(seq),
        change: PreviewInstance.Change(
            seq: seq, event: .key(target: "0.0.0.0.1", key: .increment), checkpoint: nil, keepsLog: true))
}

@Suite("The journal: its records, torn tails, segments and the changes it replays")
struct JournalTests {
    @Test("CRC-32 is the IEEE one (zlib's check value)")
    func checksum() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test("Framed records read back whole; a tail cut anywhere, or a damaged byte, ends the journal before it")
    func tornTails() {
        let records = (1...3).map { Array("record \($0) \(String(repeating: "x", count: $0 * 5))".utf8) }
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for record in records {
            JournalFrame.append(record, to: &bytes)
            ends.append(bytes.count)
        }
        let whole = JournalFrame.records(in: bytes)
        #expect(whole.records.map(Array.init) == records)
        #expect(whole.validLength == bytes.count)
        for cut in 0..<bytes.count {
            let read = JournalFrame.records(in: Array(bytes[..<cut]))
            let complete = ends.filter { $0 <= cut }
            #expect(read.records.count == complete.count, "cut at \(cut)")
            #expect(read.validLength == (complete.last ?? 0), "cut at \(cut)")
        }
        for position in 0..<bytes.count {
            var damaged = bytes
            damaged[position] ^= 0x20
            let read = JournalFrame.records(in: damaged)
            let intactBefore = ends.filter { $0 <= position }.count
            #expect(read.records.count == intactBefore, "damaged byte \(position)")
            #expect(read.records.map(Array.init) == Array(records.prefix(intactBefore)))
        }
    }

    @Test("Stored changes read back in order across full segments; a torn last record is dropped")
    func storeAndReadBack() throws {
        let folder = try TemporaryFolder()
        let lines = LogLines()
        let journal = JournalStore(stateDirectory: folder.path, segmentSize: 4096, log: lines.append)
        let changes = try (1...60).map { try StagedChange(keyChange($0)) }
        for batch in stride(from: 0, to: 60, by: 7) {
            let part = Array(changes[batch..<min(batch + 7, 60)])
            #expect(journal.store(part) == Array(repeating: .stored, count: part.count))
        }
        journal.close()
        #expect(journal.segments().count > 1, "4 KB segments hold a few records each")
        for segment in journal.segments() {
            let size = try #require(try FileManager.default.attributesOfItem(atPath: journal.path(of: segment))[.size] as? Int)
            #expect(size == 4096, "a segment is made full size")
        }
        #expect(journal.read(from: 0).map(\.seq) == Array(1...60))
        #expect(!lines.all.contains { $0.contains("torn") })
        // A crash in the middle of the last write: half a record after the last whole one.
        let segment = try #require(journal.segments().last)
        let path = journal.path(of: segment)
        let end = JournalFrame.records(in: [UInt8](try #require(FileManager.default.contents(atPath: path)))).validLength
        var torn: [UInt8] = []
        JournalFrame.append(try keyChange(61).encoded(), to: &torn)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seek(toFileOffset: UInt64(end))
        handle.write(Data(torn.prefix(torn.count / 2)))
        try handle.close()
        #expect(journal.read(from: 0).map(\.seq) == Array(1...60))
        #expect(lines.all.contains { $0.contains("torn or damaged record") })
        // A new journal on the folder starts a segment after them and keeps them readable.
        let again = JournalStore(stateDirectory: folder.path, segmentSize: 4096)
        #expect(again.store([try StagedChange(keyChange(61))]) == [.stored])
        again.close()
        #expect(again.read(from: 0).map(\.seq) == Array(1...61))
    }

    @Test("A rotation starts a new segment; the segments before it can go once the sessions file holds them")
    func rotation() throws {
        let folder = try TemporaryFolder()
        let journal = JournalStore(stateDirectory: folder.path, segmentSize: 4096)
        #expect(journal.store([try StagedChange(keyChange(1))]) == [.stored])
        let next = journal.rotate()
        #expect(journal.store([try StagedChange(keyChange(2))]) == [.stored])
        #expect(journal.segments() == [next - 1, next])
        #expect(journal.read(from: next).map(\.seq) == [2])
        journal.removeSegments(before: next)
        #expect(journal.segments() == [next])
        #expect(journal.read(from: 0).map(\.seq) == [2])
    }

    @Test("A journal that cannot be written acknowledges nothing, then or later, and says why")
    func broken() throws {
        let folder = try TemporaryFolder()
        // A file where the journal's folder should be.
        #expect(FileManager.default.createFile(atPath: folder.path + "/journal", contents: Data("not a folder".utf8)))
        let journal = JournalStore(stateDirectory: folder.path)
        let outcome = journal.store([try StagedChange(keyChange(1))])
        guard case .failed(let reason) = outcome.first else {
            Issue.record("stored in a journal that cannot be: \(outcome)")
            return
        }
        #expect(reason.contains("journal"))
        #expect(journal.unavailability != nil)
        guard case .failed = journal.store([try StagedChange(keyChange(2))]).first else {
            Issue.record("a broken journal took a later change")
            return
        }
    }

    @Test("Changes replay onto saved sessions: in seq order, skipping those already there, refusing gaps, resets and checkpoints")
    func replay() throws {
        var record: SessionRecord?
        #expect(keyChange(1).apply(to: &record) == .applied)
        #expect(keyChange(2).apply(to: &record) == .applied)
        #expect(keyChange(2).apply(to: &record) == .alreadyApplied)
        #expect(keyChange(4).apply(to: &record) == .gap(expected: 3))
        #expect(record?.previews.first?.seq == 2)
        #expect(record?.previews.first?.events?.count == 2)
        var checkpointed = keyChange(3)
        checkpointed.checkpoint = CheckpointRecord(PreviewCheckpoint(state: [], settings: []))
        #expect(checkpointed.apply(to: &record) == .applied)
        #expect(record?.previews.first?.events?.count == 1, "a checkpoint drops the events before it")
        #expect(record?.previews.first?.checkpoint != nil)
        var dropping = keyChange(4)
        dropping.dropsLog = true
        #expect(dropping.apply(to: &record) == .applied)
        #expect(record?.previews.first?.events == nil)
        #expect(keyChange(5).apply(to: &record) == .applied)
        #expect(record?.previews.first?.events == nil && record?.previews.first?.seq == 5)
        let reset = ChangeRecord(resetting: "default-slider", session: String(repeating: "a", count: 32), time: 0)
        #expect(reset.apply(to: &record) == .applied)
        #expect(record?.previews.isEmpty == true)
        #expect(keyChange(1).apply(to: &record) == .applied, "after a reset, seq starts again")
        let decoded = try #require(ChangeRecord.decoded(try keyChange(7).encoded()))
        #expect(decoded == keyChange(7))
    }

    @Test("Every kind of event, odd numbers and hostile text included, reads back from its record exactly")
    func recordsRoundTrip() throws {
        let events: [ViewEvent] = [
            .drag(target: "0.0.1", phase: .began, location: CGPoint(x: 0.1, y: -3.000_000_1), startLocation: nil),
            .drag(
                target: "0.0.1", phase: .changed, location: CGPoint(x: 123.456_789_012_345, y: 1e-7),
                startLocation: CGPoint(x: 5, y: 9)),
            .tap(target: "a\"b\\c\u{1}", location: nil, count: 2),
            .press(target: "é 🎚", phase: .ended, heldFor: 0.750_000_000_1),
            .geometry(width: 390.5, height: nil),
            .key(target: "t", key: .decrement),
            .input(target: "field", value: "line\nbreak \u{2028} </script>"),
            .submit(target: "field"),
            .environment(colorScheme: .dark, reduceMotion: true),
        ]
        for (index, event) in events.enumerated() {
            var record = keyChange(index + 1)
            record.event = EventRecord(event)
            record.time = 1_796_004_000.123_456_7
            let decoded = try #require(ChangeRecord.decoded(try record.encoded()), "\(event)")
            #expect(decoded == record)
            #expect(decoded.event?.event == event)
        }
        var checkpointed = keyChange(9)
        checkpointed.checkpoint = CheckpointRecord(
            PreviewCheckpoint(state: [.init(key: "k", value: .double(0.3))], settings: [.geometry(width: 300, height: 40)]))
        checkpointed.dropsLog = true
        #expect(ChangeRecord.decoded(try checkpointed.encoded()) == checkpointed)
    }
}
