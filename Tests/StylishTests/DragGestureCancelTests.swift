import Foundation
import Testing

@testable import Stylish

/// A box a drag reports into: what `onChanged` and `onEnded` saw, in order.
private struct DragProbe: View {
    var minimumDistance: CGFloat = 0
    let log: CallLog

    var body: some View {
        Rectangle()
            .frame(width: 200, height: 40)
            .gesture(
                DragGesture(minimumDistance: minimumDistance)
                    .onChanged { log.entries.append("changed \(Int($0.location.x))") }
                    .onEnded { log.entries.append("ended \(Int($0.location.x)) from \(Int($0.startLocation.x))") }
            )
    }
}

@Suite("DragGesture: a cancelled drag ends")
struct DragGestureCancelTests {
    private func host(_ log: CallLog, minimumDistance: CGFloat = 0) throws -> (ViewHost, String) {
        let host = ViewHost(DragProbe(minimumDistance: minimumDistance, log: log), width: 300)
        let target = try #require(host.render().targets.first { $0.gesture == "drag" })
        return (host, target.id)
    }

    @Test("A cancel runs onEnded once, with the last location onChanged saw, and not onChanged")
    func cancelEnds() throws {
        let log = CallLog()
        let (host, id) = try host(log)
        try host.send(.drag(target: id, phase: .began, location: CGPoint(x: 10, y: 5)))
        try host.send(.drag(target: id, phase: .changed, location: CGPoint(x: 120, y: 5)))
        try host.send(.drag(target: id, phase: .cancelled, location: .zero))
        #expect(log.entries == ["changed 10", "changed 120", "ended 120 from 10"])
        try host.send(.drag(target: id, phase: .cancelled, location: .zero))
        #expect(log.entries.count == 3, "a second cancel finds no drag in progress")
    }

    @Test("A cancel of a drag that never passed its minimum distance, or of no drag, calls nothing")
    func cancelBeforeStart() throws {
        let log = CallLog()
        let (host, id) = try host(log, minimumDistance: 10)
        try host.send(.drag(target: id, phase: .cancelled, location: CGPoint(x: 50, y: 5)))
        try host.send(.drag(target: id, phase: .began, location: CGPoint(x: 10, y: 5)))
        try host.send(.drag(target: id, phase: .changed, location: CGPoint(x: 15, y: 5)))
        try host.send(.drag(target: id, phase: .cancelled, location: CGPoint(x: 15, y: 5)))
        #expect(log.entries.isEmpty)
    }

    @Test("After a cancel a new drag starts afresh and ends normally")
    func dragAfterCancel() throws {
        let log = CallLog()
        let (host, id) = try host(log)
        try host.send(.drag(target: id, phase: .began, location: CGPoint(x: 10, y: 5)))
        try host.send(.drag(target: id, phase: .cancelled, location: .zero))
        try host.send(.drag(target: id, phase: .began, location: CGPoint(x: 30, y: 5)))
        try host.send(.drag(target: id, phase: .ended, location: CGPoint(x: 40, y: 5)))
        #expect(log.entries == ["changed 10", "ended 10 from 10", "changed 30", "changed 40", "ended 40 from 30"])
    }

    @Test("The seed's sticky FatSlider springs back to 0, animated, when its drag is cancelled")
    func stickyFixtureSpringsBack() throws {
        let host = ViewHost(fatSliderPreview, width: 300)
        let drag = try #require(host.render().targets.first)
        let moved = try host.send(.drag(target: drag.id, phase: .began, location: CGPoint(x: 150, y: 20)))
        #expect(moved.state("value") == .double(0.5))
        let cancelled = try host.send(.drag(target: drag.id, phase: .cancelled, location: .zero))
        #expect(cancelled.state("value") == .double(0))
        #expect(cancelled.animation?.name == "default")
    }
}
