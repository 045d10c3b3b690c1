import Foundation
import Stylish
import Testing

@testable import StylishControls

/// Counts checkouts, as the preview's `didCheckout` would record them.
private final class Purchases {
    var count = 0
}

@Suite("CheckoutSliderStyle model")
struct CheckoutSliderStyleTests {
    private func makeHost(_ purchases: Purchases) -> (ViewHost, Rendering.Target) {
        let host = ViewHost(
            StylishSlider(value: 0).sliderStyle(CheckoutSliderStyle(label: "Swipe to buy") { purchases.count += 1 }),
            width: 400
        )
        let rendering = host.render()
        let target = rendering.targets.first { $0.gesture == "drag" }!
        return (host, target)
    }

    private func drag(_ host: ViewHost, _ target: Rendering.Target, to x: CGFloat) throws -> Rendering {
        let y = target.frame.height / 2
        try host.send(.drag(target: target.id, phase: .began, location: CGPoint(x: 14, y: y)))
        for step in stride(from: 14, to: x, by: 40) {
            try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: step, y: y)))
        }
        try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: x, y: y)))
        return try host.send(.drag(target: target.id, phase: .ended, location: CGPoint(x: x, y: y)))
    }

    @Test("The slider is 292 points wide inside the 324 × 64 capsule, as the seed's frame and padding make it")
    func geometry() {
        let (_, target) = makeHost(Purchases())
        #expect(target.frame.width == 292)
        #expect(target.frame.height == 28)
    }

    @Test("A drag to the end fires onCheckout exactly once and leaves the value at the end")
    func dragToEndChecksOut() throws {
        let purchases = Purchases()
        let (host, target) = makeHost(purchases)
        let rendering = try drag(host, target, to: target.frame.width)
        #expect(purchases.count == 1)
        #expect(rendering.state("value") == .double(1))
    }

    @Test("A drag released at half snaps the value back to the lower bound and buys nothing")
    func dragToHalfSnapsBack() throws {
        let purchases = Purchases()
        let (host, target) = makeHost(purchases)
        let rendering = try drag(host, target, to: target.frame.width / 2)
        #expect(purchases.count == 0)
        #expect(rendering.state("value") == .double(0))
        #expect(rendering.animation?.name == "snappy")
    }

    @Test("While dragging, the value follows the pointer", arguments: [0.25, 0.5, 0.75])
    func valueFollowsPointer(fraction: Double) throws {
        let (host, target) = makeHost(Purchases())
        try host.send(.drag(target: target.id, phase: .began, location: CGPoint(x: 14, y: 14)))
        let x = 14 + (target.frame.width - 28) * fraction
        let rendering = try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: x, y: 14)))
        let value = try #require(rendering.state("value")?.number)
        #expect(abs(value - fraction) < 1e-9)
    }

    @Test("A drag past either end clamps to the bounds")
    func dragPastEndsClamps() throws {
        let purchases = Purchases()
        let (host, target) = makeHost(purchases)
        try host.send(.drag(target: target.id, phase: .began, location: CGPoint(x: 14, y: 14)))
        let past = try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: 5000, y: 14)))
        #expect(past.state("value") == .double(1))
        let before = try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: -5000, y: 14)))
        #expect(before.state("value") == .double(0))
        let ended = try host.send(.drag(target: target.id, phase: .ended, location: CGPoint(x: 9999, y: -70)))
        #expect(ended.state("value") == .double(1))
        #expect(purchases.count == 1)
    }

    @Test("A drag cancelled before the end snaps back and buys nothing")
    func cancelledDrag() throws {
        let purchases = Purchases()
        let (host, target) = makeHost(purchases)
        try host.send(.drag(target: target.id, phase: .began, location: CGPoint(x: 14, y: 14)))
        let moved = try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: 200, y: 14)))
        #expect(moved.state("value") != .double(0))
        let cancelled = try host.send(.drag(target: target.id, phase: .cancelled, location: CGPoint(x: 200, y: 14)))
        #expect(cancelled.state("value") == .double(0))
        #expect(purchases.count == 0)
    }

    @Test("The End key buys; an arrow key snaps back")
    func keyboard() throws {
        let purchases = Purchases()
        let (host, target) = makeHost(purchases)
        let nudged = try host.send(.key(target: target.id, key: .increment))
        #expect(nudged.state("value") == .double(0))
        #expect(purchases.count == 0)
        try host.send(.key(target: target.id, key: .end))
        #expect(purchases.count == 1)
    }

    @Test("An event for an unknown target is refused and changes nothing")
    func unknownTarget() throws {
        let (host, target) = makeHost(Purchases())
        try host.send(.drag(target: target.id, phase: .began, location: CGPoint(x: 14, y: 14)))
        let before = try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: 100, y: 14)))
        #expect(throws: ViewEventError.self) {
            try host.send(.drag(target: "9.9", phase: .changed, location: CGPoint(x: 200, y: 14)))
        }
        #expect(throws: ViewEventError.self) {
            try host.send(.drag(target: target.id, phase: .changed, location: CGPoint(x: CGFloat.nan, y: 14)))
        }
        #expect(host.render().state("value") == before.state("value"))
    }
}
