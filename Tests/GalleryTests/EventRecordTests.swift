import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("Saved events and the state file's format")
struct EventRecordTests {
    static let events: [ViewEvent] = [
        .drag(target: "0.1", phase: .began, location: CGPoint(x: 0.1, y: 1e-7)),
        .drag(target: "0.1", phase: .changed, location: CGPoint(x: 1.0 / 3.0, y: -2.5), startLocation: CGPoint(x: 3, y: 4)),
        .drag(target: "0.1", phase: .cancelled, location: .zero),
        .tap(target: "a\"b\\c", location: nil, count: 2),
        .tap(target: "t", location: CGPoint(x: 123_456.789, y: 0.000_1)),
        .press(target: "p", phase: .ended),
        .press(target: "p", phase: .changed, heldFor: 0.151),
        .press(target: "p", phase: .ended, heldFor: 12.5),
        .geometry(width: 412.5, height: nil),
        .geometry(width: 0, height: 99_999.999),
        .key(target: "k", key: .end),
        .environment(colorScheme: .dark, reduceMotion: nil),
        .environment(colorScheme: nil, reduceMotion: true),
    ]

    @Test("Every kind of event survives encoding to JSON and back, bit for bit")
    func roundTrip() throws {
        let records = Self.events.map(EventRecord.init)
        let data = try JSONEncoder().encode(records)
        let decoded = try JSONDecoder().decode([EventRecord].self, from: data)
        #expect(decoded == records)
        #expect(decoded.map(\.event) == Self.events)
    }

    @Test("A saved event reads like an API event (the same keys)")
    func apiShape() throws {
        let record = EventRecord(.drag(target: "t", phase: .changed, location: CGPoint(x: 1, y: 2)))
        let data = try JSONEncoder().encode(record)
        let (seq, event) = try EventDecoding.decode(Array(data))
        #expect(seq == nil)
        #expect(event == .drag(target: "t", phase: .changed, location: CGPoint(x: 1, y: 2)))
    }

    @Test(
        "A record that is not an event (edited by hand) reads as none",
        arguments: [
            #"{"type": "drag", "target": "t", "phase": "sideways", "location": {"x": 1, "y": 2}}"#,
            #"{"type": "tap"}"#, #"{"type": "key", "target": "t", "key": "space"}"#, #"{"type": "teleport"}"#,
            #"{"type": "environment", "colorScheme": "sepia"}"#,
        ])
    func notAnEvent(json: String) throws {
        let record = try JSONDecoder().decode(EventRecord.self, from: Data(json.utf8))
        #expect(record.event == nil)
    }

    @Test("An archive encodes and decodes to the same sessions")
    func archiveRoundTrip() throws {
        let preview = PreviewRecord(
            preview: "checkout-slider", seq: 3, events: Self.events.map(EventRecord.init),
            last: .init(event: EventRecord(Self.events[1]), reply: #"{"seq":3,"html":"<p>é</p>"}"#), digest: "00ff")
        let archive = SessionArchive(
            savedAt: 1_700_000_000.25,
            sessions: [SessionRecord(id: String(repeating: "a", count: 32), lastUsed: 1_699_999_999.5, previews: [preview])])
        let decoded = try SessionArchive.decode(try archive.encoded())
        #expect(decoded.version == SessionArchive.currentVersion)
        #expect(decoded.savedAt == archive.savedAt)
        #expect(decoded.sessions == archive.sessions)
    }

    @Test("A truncated, foreign or future file is refused with a reason, never a crash")
    func unreadable() throws {
        let good = try SessionArchive(savedAt: 1, sessions: []).encoded()
        let cases: [(Data, String)] = [
            (good.prefix(good.count / 2), "not JSON"),
            (Data(), "not JSON"),
            (Data(#"{"format": "something-else", "version": 1}"#.utf8), "format"),
            (Data(#"{"format": "stylegallery-sessions", "version": 99, "sessions": []}"#.utf8), "version 99"),
            (Data(#"{"format": "stylegallery-sessions", "version": 1, "sessions": 7}"#.utf8), "valid sessions"),
        ]
        for (data, reason) in cases {
            #expect {
                _ = try SessionArchive.decode(data)
            } throws: { error in
                "\(error)".contains(reason)
            }
        }
    }
}

@Suite("The state file written a session at a time")
struct StreamedArchiveTests {
    @Test("Its bytes are those JSONEncoder writes for the whole archive, and it reads back the same")
    func sameBytes() throws {
        let records = (0..<3).map { index in
            SessionRecord(
                id: String(repeating: "\(index)", count: 32), lastUsed: 1_796_000_000.25 + Double(index),
                previews: [
                    PreviewRecord(
                        preview: "checkout-slider", seq: index, events: [], last: nil, digest: "d\(index)")
                ])
        }
        let whole = JSONEncoder()
        whole.outputFormatting = [.sortedKeys]
        let expected = try whole.encode(SessionArchive(savedAt: 1_796_000_100.5, sessions: records))
        let streamed = try SessionArchive.encoded(savedAt: 1_796_000_100.5, records: records)
        #expect(streamed.count == 3)
        #expect(String(decoding: streamed.data, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(try SessionArchive.decode(streamed.data).sessions == records)
        let empty = try SessionArchive.encoded(savedAt: 1, records: [SessionRecord]())
        #expect(try SessionArchive.decode(empty.data).sessions.isEmpty)
    }
}

@Suite("A saved preview's digest")
struct SavedDigestTests {
    private func restored(digest: String?) -> [String] {
        var reports: [String] = []
        let definition = Catalogue.standard.preview("better-slider")!
        let record = PreviewRecord(preview: definition.id, seq: 0, events: [], last: nil, digest: digest)
        _ = PreviewInstance(definition: definition, record: record) { reports.append($0) }
        return reports
    }

    @Test("The digest of its snapshot is quiet, another is reported, one of the older 16 digits is not checked")
    func formats() {
        let definition = Catalogue.standard.preview("better-slider")!
        let snapshot = PreviewInstance(definition: definition).snapshot()
        #expect(restored(digest: PreviewReplay.digest(snapshot)).isEmpty)
        #expect(restored(digest: "00000000").count == 1)
        #expect(restored(digest: "cbf29ce484222325").isEmpty, "a file of the gallery before, FNV-1a 64 in hex")
    }
}
