import Foundation
import Stylish
import Testing

@testable import Gallery

/// A drag that only starts beyond 10 points: going out and back is not the same as staying put,
/// so coalescing its `changed` events would change the model.
private struct FarDrag: View {
    @State var started = false
    @State var x = 0.0

    var body: some View {
        Rectangle()
            .frame(width: 200, height: 40)
            .gesture(
                DragGesture(minimumDistance: 10).onChanged { value in
                    started = true
                    x = value.location.x
                })
    }
}

/// A counter whose state is a type of its own, which a checkpoint cannot hold (nor a sleeping
/// preview, `PreviewHibernationTests`).
struct OpaqueCounter: View {
    struct Point: CustomStringConvertible {
        var x = 0
        var description: String { String(x) }
    }

    @State var point = Point()

    var body: some View {
        Button("Count \(point.x)") { point.x += 1 }
    }
}

@Suite("Replaying saved events")
struct PreviewReplayTests {
    /// Applies `events` without `seq`, ignoring those that do not apply (they change nothing).
    private func drive(_ instance: PreviewInstance, _ events: [ViewEvent]) {
        for event in events { _ = try? instance.apply(event, seq: nil) }
    }

    /// Pointer drags out to each end and back, every key, a resize and dark mode, on every target.
    private func workout(_ instance: PreviewInstance) -> [ViewEvent] {
        _ = instance.snapshot()
        var events: [ViewEvent] = [.environment(colorScheme: .dark, reduceMotion: nil)]
        for target in instance.host.current?.targets ?? [] {
            let width = Double(target.frame.width)
            switch target.gesture {
            case "drag":
                events.append(.drag(target: target.id, phase: .began, location: CGPoint(x: 3, y: 5)))
                for step in 0...40 {
                    let x = step <= 20 ? width * Double(step) / 20 : width * Double(40 - step) / 25
                    events.append(.drag(target: target.id, phase: .changed, location: CGPoint(x: x, y: 5)))
                }
                events.append(.drag(target: target.id, phase: .ended, location: CGPoint(x: width * 0.4, y: 5)))
            case "key":
                events += AdjustmentKey.allCases.map { .key(target: target.id, key: $0) }
            default:
                events.append(.tap(target: target.id))
            }
        }
        events.append(.geometry(width: 300, height: nil))
        return events
    }

    private func restored(_ instance: PreviewInstance, _ record: PreviewRecord) -> (PreviewInstance, [String]) {
        var reports: [String] = []
        let copy = PreviewInstance(definition: instance.definition, record: record) { reports.append($0) }
        return (copy, reports)
    }

    @Test(
        "Every catalogue preview comes back byte for byte, its drags (if any) coalesced",
        arguments: Catalogue.standard.previews)
    func catalogue(definition: PreviewDefinition) throws {
        let instance = PreviewInstance(definition: definition)
        let drags = instance.host.render().targets.contains { $0.gesture == "drag" }
        drive(instance, workout(instance))
        let record = try #require(instance.record())
        let (copy, reports) = restored(instance, record)
        #expect(reports.isEmpty)
        #expect(copy.seq == instance.seq)
        #expect(String(decoding: copy.snapshot(), as: UTF8.self) == String(decoding: instance.snapshot(), as: UTF8.self))
        if record.checkpoint != nil {
            #expect(try #require(record.events).count < PreviewInstance.checkpointInterval)
        } else if drags {
            #expect(try #require(record.events).count < instance.seq, "drags should coalesce for the catalogue's sliders")
        } else {
            #expect(try #require(record.events).count == instance.seq, "nothing to coalesce without a drag")
        }
    }

    @Test(
        "A long-used catalogue preview keeps a checkpoint and a few events, and comes back byte for byte from the file",
        arguments: Catalogue.standard.previews)
    func checkpoints(definition: PreviewDefinition) throws {
        let instance = PreviewInstance(definition: definition)
        let workout = workout(instance)
        while instance.seq < 5 * PreviewInstance.checkpointInterval { drive(instance, workout) }
        let record = try #require(instance.record())
        #expect(record.checkpoint != nil, "every catalogue preview's state has a plain form")
        #expect(try #require(record.events).count <= 2 * PreviewInstance.checkpointInterval)
        let archive = SessionArchive(savedAt: 0, sessions: [SessionRecord(id: "", lastUsed: 0, previews: [record])])
        let decoded = try SessionArchive.decode(try archive.encoded())
        #expect(decoded.sessions.first?.previews.first == record)
        let (copy, reports) = restored(instance, try #require(decoded.sessions.first?.previews.first))
        #expect(reports.isEmpty)
        #expect(copy.seq == instance.seq)
        #expect(String(decoding: copy.snapshot(), as: UTF8.self) == String(decoding: instance.snapshot(), as: UTF8.self))
        // The copy goes on as the original does.
        let next = workout.first { (try? copy.apply($0, seq: copy.seq + 1)) != nil }
        if let next { _ = try instance.apply(next, seq: instance.seq + 1) }
        #expect(copy.snapshot() == instance.snapshot())
    }

    @Test("Memory per preview does not grow with its events: 10,000 keys and drags keep under two intervals")
    func bounded() throws {
        let instance = PreviewInstance(definition: .defaultSlider)
        let target = try #require(instance.host.render().targets.first { $0.gesture == "drag" }?.id)
        var largest = 0
        for step in 0..<2_500 {
            let x = Double(step % 300)
            drive(
                instance,
                [
                    .drag(target: target, phase: .began, location: CGPoint(x: x, y: 5)),
                    .drag(target: target, phase: .changed, location: CGPoint(x: 300 - x, y: 5)),
                    .drag(target: target, phase: .ended, location: CGPoint(x: 300 - x, y: 5)),
                    .key(target: target, key: step % 2 == 0 ? .increment : .decrement),
                ])
            largest = max(largest, instance.events?.count ?? .max)
        }
        #expect(instance.seq == 10_000)
        #expect(largest <= PreviewInstance.checkpointInterval + 4)
        let (copy, reports) = restored(instance, try #require(instance.record()))
        #expect(reports.isEmpty)
        #expect(copy.snapshot() == instance.snapshot())
    }

    @Test("State without a plain form takes no checkpoint: the events are kept, and replay exactly")
    func opaqueState() throws {
        let definition = PreviewDefinition(id: "opaque", title: "Opaque", section: .seed("000"), stateKeys: ["point"]) {
            OpaqueCounter()
        }
        let instance = PreviewInstance(definition: definition)
        let target = try #require(instance.host.render().targets.first?.id)
        drive(instance, Array(repeating: .tap(target: target), count: 3 * PreviewInstance.checkpointInterval))
        let record = try #require(instance.record())
        #expect(record.checkpoint == nil && record.events?.count == 3 * PreviewInstance.checkpointInterval)
        let (copy, reports) = restored(instance, record)
        #expect(reports.isEmpty)
        #expect(
            String(decoding: copy.snapshot(), as: UTF8.self).contains(#""point":"\#(3 * PreviewInstance.checkpointInterval)""#))
    }

    @Test("Coalescing that would change the model is not kept: the log stays whole and replays exactly")
    func inexactCoalescing() throws {
        let definition = PreviewDefinition(id: "far-drag", title: "Far drag", section: .seed("000"), stateKeys: ["started", "x"])
        {
            FarDrag()
        }
        let instance = PreviewInstance(definition: definition)
        _ = instance.snapshot()
        let target = try #require(instance.host.current?.targets.first?.id)
        drive(
            instance,
            [
                .drag(target: target, phase: .began, location: CGPoint(x: 0, y: 5)),
                .drag(target: target, phase: .changed, location: CGPoint(x: 40, y: 5)),
                .drag(target: target, phase: .changed, location: CGPoint(x: 2, y: 5)),
            ])
        #expect(PreviewReplay.coalesced(Array(repeating: ViewEvent.key(target: "k", key: .end), count: 3)).count == 3)
        let record = try #require(instance.record())
        #expect(record.events?.count == 3)
        let (copy, reports) = restored(instance, record)
        #expect(reports.isEmpty)
        let restoredText = String(decoding: copy.snapshot(), as: UTF8.self)
        #expect(restoredText == String(decoding: instance.snapshot(), as: UTF8.self))
        #expect(restoredText.contains(#""started":true"#))
    }

    @Test("After a restore, the last event sent again gets its stored reply; the next seq goes on")
    func retryAfterRestore() throws {
        let instance = PreviewInstance(definition: .defaultSlider)
        _ = instance.snapshot()
        let target = try #require(instance.host.current?.targets.first?.id)
        _ = try instance.apply(.key(target: target, key: .pageIncrement), seq: 1)
        let reply = try instance.apply(.key(target: target, key: .pageIncrement), seq: 2)
        let record = try #require(instance.record())
        #expect(record.last?.reply == nil, "the reply is the snapshot: the replay rebuilds it")
        let (copy, _) = restored(instance, record)
        #expect(try copy.apply(.key(target: target, key: .pageIncrement), seq: 2) == reply)
        #expect(copy.seq == 2)
        #expect(throws: GalleryError.self) { try copy.apply(.key(target: target, key: .home), seq: 2) }
        let next = try copy.apply(.key(target: target, key: .pageIncrement), seq: 3)
        #expect(copy.seq == 3 && next != reply)
    }

    @Test("Replaying a checkout rebuilds it without counting it again")
    func replayDoesNotCount() throws {
        let counter = CompletionCounter()
        let definition = try #require(Catalogue.counted(by: counter).preview("counted-checkout-kept"))
        let instance = PreviewInstance(definition: definition)
        _ = instance.snapshot()
        let target = try #require(instance.host.current?.targets.first?.id)
        _ = try instance.apply(.key(target: target, key: .end), seq: 1)
        #expect(counter.value == 1)
        let (copy, reports) = restored(instance, try #require(instance.record()))
        #expect(reports.isEmpty)
        #expect(counter.value == 1)
        #expect(String(decoding: copy.snapshot(), as: UTF8.self).contains(#""didCheckout":true"#))
    }

    @Test("Beyond the cap the model is not saved: it comes back fresh, with its seq and last reply")
    func cap() throws {
        let definition = PreviewDefinition(id: "opaque", title: "Opaque", section: .seed("000"), stateKeys: ["point"]) {
            OpaqueCounter()
        }
        let instance = PreviewInstance(definition: definition)
        let fresh = instance.snapshot()
        let target = try #require(instance.host.current?.targets.first?.id)
        let count = PreviewInstance.maximumLoggedEvents + 1
        drive(instance, Array(repeating: .tap(target: target), count: count))
        let record = try #require(instance.record())
        #expect(record.events == nil && record.seq == count)
        #expect(record.last?.reply != nil, "without the events, the reply itself is saved")
        let (copy, reports) = restored(instance, record)
        #expect(reports.count == 1 && reports[0].contains("too many events"))
        #expect(copy.seq == count)
        #expect(try copy.apply(.tap(target: target), seq: count) == instance.apply(.tap(target: target), seq: count))
        let restoredModel = String(decoding: copy.snapshot(), as: UTF8.self)
        #expect(
            restoredModel.replacingOccurrences(of: #""seq":\#(count)"#, with: #""seq":0"#)
                == String(decoding: fresh, as: UTF8.self))
    }
}
