import Foundation
import Testing

@testable import Stylish

/// A slider whose edits are logged, and a `DragGesture` with a minimum distance beside it.
private func loggedHost(_ log: CallLog, minimumDistance: CGFloat = 10) -> ViewHost {
    let view = Preview(state: 0.0) { $value in
        VStack {
            Slider(value: $value, in: 0...100, onEditingChanged: { log.entries.append("editing \($0)") })
            Rectangle()
                .frame(width: 100, height: 20)
                .gesture(
                    DragGesture(minimumDistance: minimumDistance)
                        .onChanged { log.entries.append("changed \(Int($0.location.x))") }
                        .onEnded { log.entries.append("ended \(Int($0.location.x))") }
                        .onCancelled { log.entries.append("cancelled") }
                )
        }
    }
    return ViewHost(view, width: 228)
}

/// The drag targets of `rendering`: the slider's, then the rectangle's.
private func dragTargets(_ rendering: Rendering) throws -> (slider: String, rectangle: String) {
    let ids = rendering.targets.filter { $0.gesture == "drag" }.map(\.id)
    try #require(ids.count == 2)
    return (ids[0], ids[1])
}

private func point(_ x: CGFloat) -> CGPoint { CGPoint(x: x, y: 10) }

@Suite("A drag is began, changed…, then ended or cancelled; anything else is refused")
struct DragSequenceTests {
    @Test(
        "A changed, ended or cancelled with no drag in progress throws a conflict and changes nothing",
        arguments: [DragPhase.changed, .ended, .cancelled])
    func phaseWithoutBegan(_ phase: DragPhase) throws {
        let log = CallLog()
        let host = loggedHost(log, minimumDistance: 0)
        let before = host.render()
        for id in [try dragTargets(before).slider, try dragTargets(before).rectangle] {
            let error = #expect(throws: ViewEventError.self) {
                try host.send(.drag(target: id, phase: phase, location: point(90)))
            }
            #expect(error?.isConflict == true)
            #expect(error?.isUnknownTarget == false)
            #expect(error?.message.contains("'\(id)'") == true)
            #expect(error?.message.contains("'\(phase.rawValue)'") == true)
            #expect(error?.message.contains("began") == true)
            #expect(host.current?.html == before.html)
            #expect(host.render().html == before.html)
            #expect(host.current?.state("value") == .double(0))
        }
        #expect(log.entries.isEmpty)
    }

    @Test(
        "After a drag ended or was cancelled, its next changed or ended is refused",
        arguments: [DragPhase.ended, .cancelled])
    func phaseAfterEnd(_ end: DragPhase) throws {
        let log = CallLog()
        let host = loggedHost(log)
        let slider = try dragTargets(host.render()).slider
        try host.send(.drag(target: slider, phase: .began, location: point(14)))
        try host.send(.drag(target: slider, phase: .changed, location: point(114)))
        let after = try host.send(.drag(target: slider, phase: end, location: point(114)))
        for phase in [DragPhase.changed, .ended] {
            #expect(throws: ViewEventError.self) { try host.send(.drag(target: slider, phase: phase, location: point(200))) }
        }
        #expect(host.current?.html == after.html)
        #expect(log.entries == ["editing true", "editing false"])
    }

    @Test("A drag that has not passed its minimum distance still ends (a short, tap-like drag)")
    func shortDragEnds() throws {
        let log = CallLog()
        let host = loggedHost(log, minimumDistance: 10)
        let rectangle = try dragTargets(host.render()).rectangle
        try host.send(.drag(target: rectangle, phase: .began, location: point(10)))
        try host.send(.drag(target: rectangle, phase: .changed, location: point(13)))
        try host.send(.drag(target: rectangle, phase: .ended, location: point(14)))
        #expect(log.entries.isEmpty, "a drag that never started reports nothing")
        #expect(throws: ViewEventError.self) { try host.send(.drag(target: rectangle, phase: .ended, location: point(14))) }
        try host.send(.drag(target: rectangle, phase: .began, location: point(10)))
        try host.send(.drag(target: rectangle, phase: .cancelled, location: point(10)))
        #expect(log.entries.isEmpty)
    }

    @Test("A second began while a drag is in progress cancels the first, then starts anew")
    func secondBegan() throws {
        let log = CallLog()
        let host = loggedHost(log, minimumDistance: 0)
        let (slider, rectangle) = try dragTargets(host.render())
        try host.send(.drag(target: slider, phase: .began, location: point(14)))
        try host.send(.drag(target: slider, phase: .changed, location: point(114)))
        try host.send(.drag(target: slider, phase: .began, location: point(114)))
        let moved = try host.send(.drag(target: slider, phase: .changed, location: point(164)))
        #expect(moved.state("value") == .double(75), "the new drag grabbed the thumb where the old one left it")
        try host.send(.drag(target: slider, phase: .ended, location: point(164)))
        #expect(log.entries == ["editing true", "editing false", "editing true", "editing false"])

        log.entries = []
        try host.send(.drag(target: rectangle, phase: .began, location: point(10)))
        try host.send(.drag(target: rectangle, phase: .changed, location: point(30)))
        try host.send(.drag(target: rectangle, phase: .began, location: point(50)))
        try host.send(.drag(target: rectangle, phase: .ended, location: point(60)))
        #expect(log.entries == ["changed 10", "changed 30", "cancelled", "changed 50", "changed 60", "ended 60"])
    }
}
