import Foundation
import Stylish
import Testing

@testable import StylishControls

@Suite("BetterCheckoutSliderStyle")
struct BetterCheckoutSliderStyleTests {
    /// A checkout slider whose checkouts `log` records; the thumb travels from 16 to 276.
    private func host(_ log: ControlLog) -> (ViewHost, Rendering.Target) {
        let style = BetterCheckoutSliderStyle(label: "Swipe to buy") { log.entries.append("checkout") }
        let host = ViewHost(StylishSlider(value: 0).sliderStyle(style), width: 400)
        return (host, host.render().targets.first { $0.gesture == "drag" }!)
    }

    /// Drags from the start to `x` in steps of 40 and lets go (or cancels) there.
    private func swipe(_ host: ViewHost, _ thumb: Rendering.Target, to x: CGFloat, end: DragPhase = .ended) throws -> Rendering {
        try host.send(.drag(target: thumb.id, phase: .began, location: CGPoint(x: 16, y: 2)))
        for step in stride(from: 56, to: x, by: 40) {
            let moved = try host.send(.drag(target: thumb.id, phase: .changed, location: CGPoint(x: step, y: 2)))
            #expect(moved.state("value")?.number ?? 0 > 0, "no snap-back while the thumb is held")
        }
        try host.send(.drag(target: thumb.id, phase: .changed, location: CGPoint(x: x, y: 2)))
        return try host.send(.drag(target: thumb.id, phase: end, location: CGPoint(x: x, y: 2)))
    }

    private func thumbLeft(_ rendering: Rendering, _ thumb: Rendering.Target) -> Double? {
        Markup.px("left", in: Markup.style(of: thumb.id + "'", in: rendering.html))
    }

    @Test("A BetterSlider in the seed's yellow 324 × 64 capsule: 292 points wide after the padding")
    func geometry() {
        let (host, thumb) = host(ControlLog())
        let html = host.render().html
        #expect(thumb.frame.size == CGSize(width: 292, height: 4))
        #expect(html.contains("fill:var(--sg-yellow)"))
        #expect(html.contains(">Swipe to buy</div>"))
        #expect(html.contains("aria-label=\"Swipe to buy\""))
        #expect(html.contains("fill:var(--sg-white)"), "BetterSlider's thumb, not the system slider's")
        #expect(!html.contains("sg-slider"))
    }

    @Test("A swipe to the end calls onCheckout once and leaves the value at the end")
    func swipeToEnd() throws {
        let log = ControlLog()
        let (host, thumb) = host(log)
        let rendering = try swipe(host, thumb, to: 276)
        #expect(log.entries == ["checkout"])
        #expect(rendering.state("value") == .double(1))
    }

    @Test("A swipe released one point short of the end snaps back to the start, animated, and buys nothing")
    func onePointShort() throws {
        let log = ControlLog()
        let (host, thumb) = host(log)
        try host.send(.drag(target: thumb.id, phase: .began, location: CGPoint(x: 16, y: 2)))
        let held = try host.send(.drag(target: thumb.id, phase: .changed, location: CGPoint(x: 275, y: 2)))
        #expect((held.state("value")?.number ?? 1) < 1)
        #expect(thumbLeft(held, thumb) == 259)
        let released = try host.send(.drag(target: thumb.id, phase: .ended, location: CGPoint(x: 275, y: 2)))
        #expect(released.state("value") == .double(0))
        #expect(released.animation?.name == "snappy")
        #expect(thumbLeft(released, thumb) == 0, "the thumb is back at the start")
        #expect(released.html.contains("transition:left"))
        #expect(log.entries.isEmpty)
    }

    @Test("A swipe past both ends clamps; let go far past the end, it buys once")
    func pastTheEnds() throws {
        let log = ControlLog()
        let (host, thumb) = host(log)
        try host.send(.drag(target: thumb.id, phase: .began, location: CGPoint(x: 16, y: 2)))
        let before = try host.send(.drag(target: thumb.id, phase: .changed, location: CGPoint(x: -900, y: 2)))
        #expect(before.state("value") == .double(0))
        let past = try host.send(.drag(target: thumb.id, phase: .changed, location: CGPoint(x: 9000, y: 2)))
        #expect(past.state("value") == .double(1))
        #expect(thumbLeft(past, thumb) == 260)
        try host.send(.drag(target: thumb.id, phase: .ended, location: CGPoint(x: 9000, y: -70)))
        #expect(log.entries == ["checkout"])
    }

    @Test("A drag cancelled half way snaps back and buys nothing")
    func cancelledHalfWay() throws {
        let log = ControlLog()
        let (host, thumb) = host(log)
        let rendering = try swipe(host, thumb, to: 146, end: .cancelled)
        #expect(rendering.state("value") == .double(0))
        #expect(thumbLeft(rendering, thumb) == 0)
        #expect(log.entries.isEmpty)
    }

    @Test("A drag cancelled at the very end ends the edit there, as the system-slider style does: it buys")
    func cancelledAtTheEnd() throws {
        let log = ControlLog()
        let (host, thumb) = host(log)
        _ = try swipe(host, thumb, to: 276, end: .cancelled)
        #expect(log.entries == ["checkout"])
    }

    @Test("An arrow key is one edit short of the end, so it snaps back; End buys")
    func keys() throws {
        let log = ControlLog()
        let (host, thumb) = host(log)
        for key in [AdjustmentKey.increment, .pageDecrement, .home] {
            let rendering = try host.send(.key(target: thumb.id, key: key))
            #expect(rendering.state("value") == .double(0), "\(key)")
        }
        #expect(log.entries.isEmpty)
        try host.send(.key(target: thumb.id, key: .end))
        #expect(log.entries == ["checkout"])
    }

    @Test("Disabled from above: no targets, marked and dimmed; its old target is refused")
    func disabled() throws {
        let (_, thumb) = host(ControlLog())
        let log = ControlLog()
        let style = BetterCheckoutSliderStyle(label: "Swipe to buy") { log.entries.append("checkout") }
        let host = ViewHost(StylishSlider(value: 0).sliderStyle(style).disabled(true), width: 400)
        let rendering = host.render()
        #expect(rendering.targets.isEmpty)
        #expect(rendering.html.contains("aria-disabled=\"true\""))
        #expect(rendering.html.contains("opacity:0.5"))
        #expect(throws: ViewEventError.self) { try host.send(.key(target: thumb.id, key: .end)) }
        #expect(log.entries.isEmpty)
    }
}
