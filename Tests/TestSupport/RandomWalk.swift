import Foundation
import Stylish

/// A small seeded generator, so a random walk is the same on every run.
public struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    /// A generator whose walk is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the walk.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A new width (one step in eight) or else a random event on one of `rendering`'s targets,
    /// as ``event(on:)`` makes it; nil when it has none.
    public mutating func eventOrResize(on rendering: Rendering) -> ViewEvent? {
        if next() % 8 == 0 { return .geometry(width: CGFloat(200 + next() % 300), height: nil) }
        return event(on: rendering)
    }

    /// A whole drag on `target` as a pointer makes it: `began` at a random point, one to four
    /// `changed` anywhere along it, and `ended` (one drag in four `cancelled`).
    public mutating func wholeDrag(on target: Rendering.Target) -> [ViewEvent] {
        func location() -> CGPoint {
            CGPoint(x: CGFloat(next() % 1000) / 1000 * target.frame.width, y: target.frame.height / 2)
        }
        var events: [ViewEvent] = [.drag(target: target.id, phase: .began, location: location())]
        for _ in 0...(next() % 4) { events.append(.drag(target: target.id, phase: .changed, location: location())) }
        let end: DragPhase = next() % 4 == 0 ? .cancelled : .ended
        events.append(.drag(target: target.id, phase: end, location: location()))
        return events
    }

    /// A random event on one of `rendering`'s targets (a drag phase, a key or a tap), or nil
    /// when it has none.
    public mutating func event(on rendering: Rendering) -> ViewEvent? {
        guard !rendering.targets.isEmpty else { return nil }
        let target = rendering.targets[Int(next() % UInt64(rendering.targets.count))]
        let x = CGFloat(next() % 1000) / 1000 * target.frame.width
        let location = CGPoint(x: x, y: target.frame.height / 2)
        switch (target.gesture, next() % 4) {
        case ("drag", 0): return .drag(target: target.id, phase: .began, location: location)
        case ("drag", 1), ("drag", 2): return .drag(target: target.id, phase: .changed, location: location)
        case ("drag", _): return .drag(target: target.id, phase: .ended, location: location)
        case (_, 0): return .key(target: target.id, key: .increment)
        case (_, 1): return .key(target: target.id, key: .decrement)
        default: return .tap(target: target.id)
        }
    }
}
