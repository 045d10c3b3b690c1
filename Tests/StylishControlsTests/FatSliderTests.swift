import Foundation
import Stylish
import Testing

@testable import StylishControls

/// A `FatSlider` with its percentage in `@State`, 44 points high as in the seed.
private struct Probe: View {
    @State var percentage: Float
    var isSticky = false
    var thikness: CGFloat = 4

    var body: some View {
        FatSlider(percentage: $percentage, thikness: thikness, isSticky: isSticky, label: "Throttle")
            .frame(height: 44)
    }
}

@Suite("FatSlider")
struct FatSliderTests {
    /// A host 300 points wide: the thumb is 100 wide, its centre travels from 50 to 250.
    private func host(_ percentage: Float, sticky: Bool = false, thikness: CGFloat = 4) -> (ViewHost, Rendering.Target) {
        let host = ViewHost(Probe(percentage: percentage, isSticky: sticky, thikness: thikness), width: 300)
        return (host, host.render().targets.first { $0.gesture == "drag" }!)
    }

    @discardableResult
    private func drag(_ host: ViewHost, _ id: String, _ phase: DragPhase, _ x: CGFloat) throws -> Rendering {
        try host.send(.drag(target: id, phase: phase, location: CGPoint(x: x, y: 22)))
    }

    private func percentage(_ rendering: Rendering) -> Double? { rendering.state("percentage")?.number }

    /// The thumb capsule's left edge, from the markup.
    private func thumbLeft(_ rendering: Rendering, _ thumb: Rendering.Target) -> Double? {
        Markup.px("left", in: Markup.style(of: thumb.id + "'", in: rendering.html))
    }

    @Test("A gray track 4 thick, a red thumb a third of the width and ten times the thickness, with a black shadow")
    func drawing() throws {
        let (host, thumb) = host(0.5)
        let rendering = host.render()
        #expect(thumb.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(rendering.targets.filter { $0.id == thumb.id }.map(\.gesture) == ["drag", "key"])
        #expect(rendering.html.contains("left:0px;top:20px;width:300px;height:4px"), "the track")
        #expect(rendering.html.contains("fill:var(--sg-gray)"))
        let style = try #require(Markup.style(of: thumb.id + "'", in: rendering.html))
        #expect(style == "left:100px;top:2px;width:100px;height:40px")
        #expect(rendering.html.contains("fill:var(--sg-red)"))
        #expect(rendering.html.contains("filter:drop-shadow(2px 2px 2px var(--sg-black))"))
        for attribute in ["role=\"slider\"", "aria-valuenow=\"0.5\"", "aria-label=\"Throttle\"", "tabindex=\"0\""] {
            #expect(rendering.html.contains(attribute), "\(attribute)")
        }
    }

    @Test("The thickness sets the track and the thumb's height; `thickness` is the same as the seed's `thikness`")
    func thickness() throws {
        let (host, thumb) = host(0, thikness: 2)
        let style = try #require(Markup.style(of: thumb.id + "'", in: host.render().html))
        #expect(style.contains("height:20px"))
        var slider = FatSlider(percentage: .constant(0))
        #expect(slider.thickness == 4 && !slider.isSticky)
        slider.thickness = 6
        #expect(slider.thikness == 6)
    }

    @Test("The drag starts on touch; the thumb stays under the pointer and inside the track", arguments: [0.0, 0.25, 0.5, 1])
    func dragFollowsPointer(fraction: Double) throws {
        let (host, thumb) = host(0.5)
        let x = 50 + 200 * fraction
        let rendering = try drag(host, thumb.id, .began, x)
        #expect(percentage(rendering) == fraction)
        #expect(thumbLeft(rendering, thumb) == x - 50)
        #expect(rendering.animation == nil)
    }

    @Test("A drag past either end clamps to 0 and 1; the thumb never leaves the track")
    func clamps() throws {
        let (host, thumb) = host(0.5)
        var rendering = try drag(host, thumb.id, .began, -400)
        #expect(percentage(rendering) == 0)
        #expect(thumbLeft(rendering, thumb) == 0)
        rendering = try drag(host, thumb.id, .changed, 4000)
        #expect(percentage(rendering) == 1)
        #expect(thumbLeft(rendering, thumb) == 200)
        rendering = try drag(host, thumb.id, .ended, 4000)
        #expect(percentage(rendering) == 1)
    }

    @Test("Not sticky: let go or cancelled, the thumb stays where it is")
    func notSticky() throws {
        let (host, thumb) = host(0)
        try drag(host, thumb.id, .began, 50)
        var rendering = try drag(host, thumb.id, .ended, 150)
        #expect(percentage(rendering) == 0.5)
        #expect(rendering.animation == nil)
        try drag(host, thumb.id, .began, 150)
        try drag(host, thumb.id, .changed, 200)
        rendering = try host.send(.drag(target: thumb.id, phase: .cancelled, location: .zero))
        #expect(percentage(rendering) == 0.75)
    }

    @Test("Sticky: let go mid-way, the thumb animates back to 0")
    func stickyRelease() throws {
        let (host, thumb) = host(0, sticky: true)
        try drag(host, thumb.id, .began, 50)
        let held = try drag(host, thumb.id, .changed, 150)
        #expect(percentage(held) == 0.5)
        let released = try drag(host, thumb.id, .ended, 150)
        #expect(percentage(released) == 0)
        #expect(released.animation?.name == "default")
        #expect(thumbLeft(released, thumb) == 0)
        #expect(released.html.contains("transition:left"))
    }

    @Test("Sticky: a cancelled drag returns to 0 too")
    func stickyCancel() throws {
        let (host, thumb) = host(0, sticky: true)
        try drag(host, thumb.id, .began, 200)
        let cancelled = try host.send(.drag(target: thumb.id, phase: .cancelled, location: .zero))
        #expect(percentage(cancelled) == 0)
        #expect(cancelled.animation?.name == "default")
    }

    @Test(
        "Keys: a tenth per arrow, the whole range per page, Home and End",
        arguments: [
            (AdjustmentKey.increment, 0.6), (.decrement, 0.4), (.pageIncrement, 1), (.pageDecrement, 0), (.home, 0),
            (.end, 1),
        ])
    func keys(key: AdjustmentKey, expected: Double) throws {
        let (host, thumb) = host(0.5)
        let rendering = try host.send(.key(target: thumb.id, key: key))
        #expect(abs((percentage(rendering) ?? -1) - expected) < 1e-6)
        #expect(abs((thumbLeft(rendering, thumb) ?? 0) - 200 * expected) < 0.01)
    }

    @Test("Sticky: a key press is one edit, so the thumb is back at 0 when it ends", arguments: AdjustmentKey.allCases)
    func stickyKeys(key: AdjustmentKey) throws {
        let (host, thumb) = host(0, sticky: true)
        let rendering = try host.send(.key(target: thumb.id, key: key))
        #expect(percentage(rendering) == 0)
    }

    @Test("A value set outside 0…1 keeps the thumb inside the track")
    func outOfRangeValue() throws {
        let (low, lowThumb) = host(-3)
        #expect(thumbLeft(low.render(), lowThumb) == 0)
        let (high, highThumb) = host(7)
        #expect(thumbLeft(high.render(), highThumb) == 200)
    }

    @Test("With no width to move in, a drag changes nothing (no NaN)")
    func zeroWidth() throws {
        let host = ViewHost(Probe(percentage: 0.5), width: 0)
        let rendering = host.render()
        if let thumb = rendering.targets.first(where: { $0.gesture == "drag" }) {
            let after = try drag(host, thumb.id, .began, 0)
            #expect(percentage(after) == 0.5)
        }
    }

    @Test("Disabled from above: dimmed, marked, no targets; events for its old target are refused")
    func disabled() throws {
        let (_, thumb) = host(0.5)
        let host = ViewHost(Probe(percentage: 0.5).disabled(true), width: 300)
        let rendering = host.render()
        #expect(rendering.targets.isEmpty)
        #expect(rendering.html.contains("aria-disabled=\"true\""))
        #expect(rendering.html.contains("opacity:0.5"))
        #expect(throws: ViewEventError.self) { try drag(host, thumb.id, .began, 250) }
        #expect(throws: ViewEventError.self) { try host.send(.key(target: thumb.id, key: .home)) }
        #expect(percentage(host.render()) == 0.5)
    }
}
