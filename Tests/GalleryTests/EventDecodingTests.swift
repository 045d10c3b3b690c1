import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("Decoding the press, tap and geometry events")
struct EventDecodingTests {
    private func decode(_ json: String) throws(GalleryError) -> ViewEvent {
        try EventDecoding.decode(Array(json.utf8)).event
    }

    @Test("press carries a target and a phase; geometry a width and an optional height")
    func decodes() throws {
        #expect(
            try decode(#"{"seq":1,"type":"press","target":"0.1","phase":"began"}"#)
                == .press(target: "0.1", phase: .began))
        #expect(try decode(#"{"seq":1,"type":"geometry","width":420}"#) == .geometry(width: 420, height: nil))
        #expect(try decode(#"{"seq":1,"type":"geometry","width":420,"height":90}"#) == .geometry(width: 420, height: 90))
    }

    @Test("A press without a phase, or a negative width, is a 400 with a clear message")
    func rejects() {
        #expect(throws: GalleryError.self) { try decode(#"{"seq":1,"type":"press","target":"0.1"}"#) }
        #expect(throws: GalleryError.self) { try decode(#"{"seq":1,"type":"geometry","width":-1}"#) }
        #expect(throws: GalleryError.self) { try decode(#"{"seq":1,"type":"geometry"}"#) }
    }

    @Test("A geometry beyond 100 000 points is a 400; a press may be 'changed' (a long press still held)")
    func rejectsHugeGeometry() throws {
        #expect(
            try decode(#"{"seq":1,"type":"geometry","width":100000,"height":100000}"#)
                == .geometry(width: 100_000, height: 100_000))
        #expect(throws: GalleryError.self) { try decode(#"{"seq":1,"type":"geometry","width":1e308}"#) }
        #expect(throws: GalleryError.self) { try decode(#"{"seq":1,"type":"geometry","width":300,"height":100001}"#) }
        for phase in ["began", "changed", "ended", "cancelled"] {
            #expect(throws: Never.self) { try decode(#"{"seq":1,"type":"press","target":"0.1","phase":"\#(phase)"}"#) }
        }
    }

    @Test("A tap's count defaults to 1, carries a click's place in a series, and must be positive")
    func tapCount() throws {
        #expect(try decode(#"{"seq":1,"type":"tap","target":"0"}"#) == .tap(target: "0", location: nil, count: 1))
        #expect(try decode(#"{"seq":1,"type":"tap","target":"0","count":2}"#) == .tap(target: "0", count: 2))
        #expect(throws: GalleryError.self) { try decode(#"{"seq":1,"type":"tap","target":"0","count":0}"#) }
    }

    @Test("A client's 'heldFor' is a 400 (the server times presses); a replay log's is the recorded hold time")
    func heldFor() throws {
        let timed = #"{"seq":1,"type":"press","target":"0.1","phase":"changed","heldFor":9}"#
        #expect { try decode(timed) } throws: { ($0 as? GalleryError)?.message.contains("measured by the server") == true }
        #expect { try decode(#"{"type":"tap","target":"0","heldFor":1}"#) } throws: { $0 is GalleryError }
        let replayed = try EventDecoding.decode(Array(timed.utf8), replaying: true).event
        #expect(replayed == .press(target: "0.1", phase: .changed, heldFor: 9))
        for bad in [
            #"{"type":"press","target":"0","phase":"began","heldFor":1}"#,
            #"{"type":"press","target":"0","phase":"ended","heldFor":-1}"#,
            #"{"type":"press","target":"0","phase":"ended","heldFor":"1"}"#,
        ] {
            #expect(throws: GalleryError.self, "\(bad)") { try EventDecoding.decode(Array(bad.utf8), replaying: true) }
        }
    }
}
