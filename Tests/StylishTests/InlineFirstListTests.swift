import Foundation
import Testing

@testable import Stylish

/// Records what a drag's actions were called with, in order.
private final class ActionLog {
    var entries: [String] = []
}

@Suite("A list with its first element inline")
struct InlineFirstListTests {
    @Test("Appends and inserts anywhere keep the elements an array keeps, in its order")
    func matchesArray() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var list = InlineFirstList<Int>()
            var array: [Int] = []
            #expect(list.isEmpty && list.count == 0 && Array(list).isEmpty)
            for value in 0..<Int.random(in: 1...12, using: &generator) {
                if Bool.random(using: &generator) {
                    list.append(value)
                    array.append(value)
                } else {
                    let index = Int.random(in: 0...array.count, using: &generator)
                    list.insert(value, at: index)
                    array.insert(value, at: index)
                }
                #expect(Array(list) == array)
                #expect(list.count == array.count && !list.isEmpty)
            }
        }
    }

    @Test("A list of one holds its element; a literal holds its elements in order")
    func single() {
        let list = InlineFirstList("one")
        #expect(Array(list) == ["one"] && list.count == 1 && !list.isEmpty)
        let literal: InlineFirstList = [1, 2, 3]
        #expect(Array(literal) == [1, 2, 3] && literal.count == 3)
        let empty: InlineFirstList<Int> = []
        #expect(empty.isEmpty && Array(empty).isEmpty)
    }

    @Test("Merging takes the other's drag, key and press handlers where it has them, keeps its own where not")
    func mergeTakesGiven() {
        let log = ActionLog()
        for mask in 0..<8 {
            var handlers = TargetHandlers(
                drag: { _, _ in log.entries.append("own drag") }, key: { _ in log.entries.append("own key") },
                press: { _ in log.entries.append("own press") })
            handlers.merge(
                TargetHandlers(
                    drag: mask & 1 == 0 ? nil : { _, _ in log.entries.append("other drag") },
                    key: mask & 2 == 0 ? nil : { _ in log.entries.append("other key") },
                    press: mask & 4 == 0 ? nil : { _ in log.entries.append("other press") }))
            log.entries = []
            var session = DragSession(startLocation: .zero)
            handlers.drag?(DragSample(phase: .began, location: .zero, startLocation: .zero, targetSize: .zero), &session)
            handlers.key?(.increment)
            handlers.press?(true)
            #expect(
                log.entries == [
                    mask & 1 == 0 ? "own drag" : "other drag", mask & 2 == 0 ? "own key" : "other key",
                    mask & 4 == 0 ? "own press" : "other press",
                ])
        }
    }

    @Test("A tap gesture calls every onEnded action, in the order they were added")
    func tapActionsInOrder() {
        let log = ActionLog()
        let gesture = TapGesture(count: 2).onEnded { log.entries.append("a") }.onEnded { log.entries.append("b") }
        let handlers = gesture._handlers().handlers
        handlers.tap(TapSample(location: .zero, count: 1))
        #expect(log.entries.isEmpty)
        handlers.tap(TapSample(location: .zero, count: 2))
        #expect(log.entries == ["a", "b"])
    }

    @Test("Merged taps are ordered as an array sorted by insertion was: most taps first, later first among equals")
    func mergedTaps() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let counts = (0..<Int.random(in: 1...8, using: &generator)).map { _ in Int.random(in: 1...4, using: &generator) }
            var handlers = TargetHandlers()
            var expected: [Int] = []
            for count in counts {
                handlers.merge(TargetHandlers(tap: { _ in }, tapCount: count))
                expected.insert(count, at: expected.firstIndex { $0 <= count } ?? expected.endIndex)
            }
            #expect(handlers.taps.map(\.count) == expected)
        }
    }

    @Test("A drag calls every onChanged, onEnded and onCancelled action, in the order they were added")
    func dragActionsInOrder() {
        let log = ActionLog()
        let gesture = DragGesture(minimumDistance: 0)
            .onChanged { log.entries.append("changed a \(Int($0.location.x))") }
            .onEnded { log.entries.append("ended a \(Int($0.location.x))") }
            .onChanged { log.entries.append("changed b \(Int($0.location.x))") }
            .onCancelled { log.entries.append("cancelled a") }
            .onEnded { log.entries.append("ended b \(Int($0.location.x))") }
            .onChanged { log.entries.append("changed c \(Int($0.location.x))") }
            .onCancelled { log.entries.append("cancelled b") }
        let drag = gesture._handlers().handlers.drag
        func send(_ phase: DragPhase, _ x: CGFloat, _ session: inout DragSession) {
            let sample = DragSample(
                phase: phase, location: CGPoint(x: x, y: 0), startLocation: .zero, targetSize: CGSize(width: 100, height: 10))
            drag?(sample, &session)
        }
        var session = DragSession(startLocation: .zero)
        send(.began, 1, &session)
        send(.ended, 2, &session)
        var cancelled = DragSession(startLocation: .zero)
        send(.changed, 3, &cancelled)
        send(.cancelled, 3, &cancelled)
        #expect(
            log.entries == [
                "changed a 1", "changed b 1", "changed c 1", "changed a 2", "changed b 2", "changed c 2", "ended a 2",
                "ended b 2", "changed a 3", "changed b 3", "changed c 3", "cancelled a", "cancelled b",
            ])
    }
}
