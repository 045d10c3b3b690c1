import Foundation
import Testing

@testable import Stylish

/// Records what a drag reports.
private final class DragLog {
    var entries: [String] = []
}

@Suite("DragGesture onCancelled")
struct DragGestureCancelTests {
    private func host(_ log: DragLog) -> ViewHost {
        ViewHost(
            Rectangle()
                .frame(width: 100, height: 20)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { log.entries.append("changed \(Int($0.location.x))") }
                        .onEnded { log.entries.append("ended \(Int($0.location.x))") }
                        .onCancelled { log.entries.append("cancelled") }
                ),
            width: 100)
    }

    @Test("A cancelled drag calls onCancelled once, not onEnded")
    func cancelAfterStart() throws {
        let log = DragLog()
        let host = host(log)
        let target = try #require(host.render().targets.first)
        try host.send(.drag(target: target.id, phase: .began, location: CGPoint(x: 10, y: 10)))
        try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: 30, y: 10)))
        try host.send(.drag(target: target.id, phase: .cancelled, location: CGPoint(x: 30, y: 10)))
        #expect(log.entries == ["changed 10", "changed 30", "cancelled"])
    }

    @Test("A cancel without a drag that started, or after it ended, reports nothing (and is refused)")
    func cancelWithoutDrag() throws {
        let log = DragLog()
        let host = host(log)
        let target = try #require(host.render().targets.first)
        #expect(throws: ViewEventError.self) {
            try host.send(.drag(target: target.id, phase: .cancelled, location: CGPoint(x: 30, y: 10)))
        }
        #expect(log.entries.isEmpty)
        try host.send(.drag(target: target.id, phase: .began, location: CGPoint(x: 10, y: 10)))
        try host.send(.drag(target: target.id, phase: .ended, location: CGPoint(x: 20, y: 10)))
        #expect(throws: ViewEventError.self) {
            try host.send(.drag(target: target.id, phase: .cancelled, location: CGPoint(x: 20, y: 10)))
        }
        #expect(log.entries == ["changed 10", "changed 20", "ended 20"])
    }
}
