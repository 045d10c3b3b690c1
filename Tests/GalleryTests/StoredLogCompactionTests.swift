import Foundation
import Stylish
import Testing

@testable import Gallery

/// A drag that never pauses takes no checkpoint, so the log a store keeps would grow with every
/// `changed` event; the changes carry a shorter, coalesced log now and then instead.
@Suite("The stored log of a long drag stays short, and replays to the same model")
struct StoredLogCompactionTests {
    @Test("300 drag changes: the store's replayed record is short and gives the live snapshot byte for byte")
    func longDrag() throws {
        let definition = try #require(Catalogue.standard.preview("better-slider"))
        let instance = PreviewInstance(definition: definition)
        let target = try #require(instance.host.render().targets.first { $0.gesture == "drag" }?.id)
        var record: SessionRecord?
        var logs = 0
        let session = String(repeating: "c", count: 32)
        func apply(_ event: ViewEvent) throws {
            _ = try instance.apply(event, seq: nil)
            let change = try #require(instance.takeChange())
            if change.log != nil { logs += 1 }
            let stored = ChangeRecord(session: session, preview: definition.id, time: 0, change: change)
            #expect(stored.apply(to: &record) == .applied)
        }
        try apply(.drag(target: target, phase: .began, location: CGPoint(x: 40, y: 10), startLocation: nil))
        for step in 0..<300 {
            let x = Double(40 + (step * 37) % 260)
            try apply(.drag(target: target, phase: .changed, location: CGPoint(x: x, y: 10), startLocation: nil))
        }
        #expect(
            logs >= 300 / PreviewInstance.compactionInterval - 1,
            "a shorter log every \(PreviewInstance.compactionInterval) events")
        let saved = try #require(record?.previews.first)
        #expect(try #require(saved.events).count < PreviewInstance.compactionInterval)
        let copy = PreviewInstance(definition: definition, record: saved) { Issue.record("\($0)") }
        #expect(copy.seq == instance.seq)
        #expect(String(decoding: copy.snapshot(), as: UTF8.self) == String(decoding: instance.snapshot(), as: UTF8.self))
    }
}
