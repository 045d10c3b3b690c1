import Foundation
import Stylish
import Testing

@testable import StylishControls

/// A `BetterSlider` with its value in `@State`, buttons that change the value from outside, and a
/// log of `onEditingChanged`.
private struct Probe: View {
    @State var value: Double
    var range: ClosedRange<Double> = 0...1
    let log: ControlLog

    var body: some View {
        VStack {
            BetterSlider(value: $value, in: range, label: { Text("Volume") }, onEditingChanged: { log.entries.append("\($0)") })
            Button("Low") { value = range.lowerBound }
            Button("High") { value = range.upperBound }
        }
    }
}

@Suite("BetterSlider")
struct BetterSliderTests {
    /// A host 300 points wide: the track runs from 16 to 284, 268 points.
    private func host(_ value: Double, range: ClosedRange<Double> = 0...1, log: ControlLog = ControlLog())
        -> (ViewHost, Rendering.Target)
    {
        let host = ViewHost(Probe(value: value, range: range, log: log), width: 300)
        let thumb = host.render().targets.first { $0.gesture == "drag" }!
        return (host, thumb)
    }

    @discardableResult
    private func drag(_ host: ViewHost, _ id: String, _ phase: DragPhase, _ x: CGFloat) throws -> Rendering {
        try host.send(.drag(target: id, phase: phase, location: CGPoint(x: x, y: 2)))
    }

    /// The thumb's centre in the slider's coordinates, from the markup.
    private func thumbCenter(_ rendering: Rendering, _ thumb: Rendering.Target) -> Double? {
        Markup.px("left", in: Markup.style(of: thumb.id + "'", in: rendering.html)).map { $0 + 16 }
    }

    @Test("It draws the accent track up to a white thumb of radius 16 with a shadow, the rest in the inactive colour")
    func drawing() throws {
        let (host, thumb) = host(0.5)
        let rendering = host.render()
        #expect(thumb.frame.size == CGSize(width: 300, height: 4))
        #expect(rendering.targets.filter { $0.id == thumb.id }.map(\.gesture) == ["drag", "key"])
        #expect(thumbCenter(rendering, thumb) == 150)
        let thumbStyle = try #require(Markup.style(of: thumb.id + "'", in: rendering.html))
        #expect(thumbStyle.contains("width:32px;height:32px"))
        #expect(thumbStyle.contains("filter:drop-shadow(0px 8px 4px rgb(179 179 179 / 0.4))"))
        #expect(rendering.html.contains("fill:var(--sg-white)"))
        #expect(rendering.html.contains("left:16px;top:0px;width:134px;height:4px"), "the active track")
        #expect(rendering.html.contains("fill:var(--sg-accent)"))
        #expect(rendering.html.contains("fill:rgb(153 153 153 / 0.4)"), "the default inactive colour")
        for attribute in ["role=\"slider\"", "aria-valuenow=\"0.5\"", "aria-label=\"Volume\"", "tabindex=\"0\""] {
            #expect(rendering.html.contains(attribute), "\(attribute)")
        }
    }

    @Test("A drag reports editing began once and ended once, and the value follows the thumb")
    func dragEditsOnce() throws {
        let log = ControlLog()
        let (host, thumb) = host(0, log: log)
        var rendering = try drag(host, thumb.id, .began, 16)
        #expect(rendering.state("isEditing") == .bool(false), "not yet past the drag's minimum distance")
        rendering = try drag(host, thumb.id, .changed, 150)
        #expect(rendering.state("isEditing") == .bool(true))
        #expect(rendering.state("value") == .double(0.5))
        #expect(thumbCenter(rendering, thumb) == 150)
        rendering = try drag(host, thumb.id, .changed, 217)
        #expect(rendering.state("value") == .double(0.75))
        rendering = try drag(host, thumb.id, .ended, 217)
        #expect(rendering.state("isEditing") == .bool(false))
        #expect(rendering.state("value") == .double(0.75))
        #expect(log.entries == ["true", "false"])
    }

    @Test("A drag past either end clamps the value to the bounds and keeps the thumb on the track")
    func clamps() throws {
        let (host, thumb) = host(0.5)
        try drag(host, thumb.id, .began, 150)
        var rendering = try drag(host, thumb.id, .changed, -500)
        #expect(rendering.state("value") == .double(0))
        #expect(thumbCenter(rendering, thumb) == 16)
        rendering = try drag(host, thumb.id, .changed, 5000)
        #expect(rendering.state("value") == .double(1))
        #expect(thumbCenter(rendering, thumb) == 284)
        rendering = try drag(host, thumb.id, .ended, 9999)
        #expect(rendering.state("value") == .double(1))
    }

    @Test("A range that does not start at 0 is placed and dragged within its bounds")
    func offsetRange() throws {
        let (host, thumb) = host(30, range: 20...40)
        #expect(thumbCenter(host.render(), thumb) == 150)
        try drag(host, thumb.id, .began, 150)
        var rendering = try drag(host, thumb.id, .changed, 217)
        #expect(rendering.state("value") == .double(35))
        rendering = try drag(host, thumb.id, .changed, 5000)
        #expect(rendering.state("value") == .double(40))
        rendering = try drag(host, thumb.id, .changed, -5000)
        #expect(rendering.state("value") == .double(20))
    }

    @Test("A cancelled drag ends the edit once where the thumb is")
    func cancel() throws {
        let log = ControlLog()
        let (host, thumb) = host(0, log: log)
        try drag(host, thumb.id, .began, 16)
        try drag(host, thumb.id, .changed, 83)
        let rendering = try host.send(.drag(target: thumb.id, phase: .cancelled, location: .zero))
        #expect(rendering.state("isEditing") == .bool(false))
        #expect(rendering.state("value") == .double(0.25))
        #expect(thumbCenter(rendering, thumb) == 83)
        #expect(log.entries == ["true", "false"])
    }

    @Test(
        "Keys: a tenth of the range per arrow, the whole range per page, Home and End; each press one edit",
        arguments: [
            (AdjustmentKey.increment, 0.6), (.decrement, 0.4), (.pageIncrement, 1), (.pageDecrement, 0), (.home, 0),
            (.end, 1),
        ])
    func keys(key: AdjustmentKey, expected: Double) throws {
        let log = ControlLog()
        let (host, thumb) = host(0.5, log: log)
        let rendering = try host.send(.key(target: thumb.id, key: key))
        #expect(abs((rendering.state("value")?.number ?? -1) - expected) < 1e-12)
        #expect(rendering.state("isEditing") == .bool(false))
        #expect(abs((thumbCenter(rendering, thumb) ?? 0) - (16 + 268 * expected)) < 0.01, "the thumb follows the key")
        #expect(log.entries == ["true", "false"])
    }

    @Test("A key pressed during a drag is part of that edit: editing begins and ends once")
    func keyDuringDrag() throws {
        let log = ControlLog()
        let (host, thumb) = host(0, log: log)
        try drag(host, thumb.id, .began, 16)
        try drag(host, thumb.id, .changed, 83)
        let keyed = try host.send(.key(target: thumb.id, key: .increment))
        #expect(keyed.state("isEditing") == .bool(true))
        #expect(abs((keyed.state("value")?.number ?? 0) - 0.35) < 1e-12)
        let ended = try host.send(.drag(target: thumb.id, phase: .cancelled, location: .zero))
        #expect(log.entries == ["true", "false"])
        #expect(abs((thumbCenter(ended, thumb) ?? 0) - (16 + 268 * 0.35)) < 0.01, "the thumb shows the value again")
    }

    @Test("The thumb follows changes of the value made elsewhere while no drag is in progress")
    func followsOutsideChanges() throws {
        let (host, thumb) = host(0.5)
        let buttons = host.render().targets.filter { $0.gesture == "tap" }
        let (low, high) = (buttons[0].id, buttons[1].id)
        var rendering = try host.send(.tap(target: high))
        #expect(rendering.state("value") == .double(1))
        #expect(thumbCenter(rendering, thumb) == 284)
        rendering = try host.send(.tap(target: low))
        #expect(thumbCenter(rendering, thumb) == 16)
        // During a drag the thumb stays under the pointer; the next move sets the value again.
        try drag(host, thumb.id, .began, 16)
        try drag(host, thumb.id, .changed, 150)
        rendering = try host.send(.tap(target: high))
        #expect(rendering.state("value") == .double(1))
        #expect(thumbCenter(rendering, thumb) == 150)
        // Released where the pointer last was: as in SwiftUI only onEnded runs, so the change made
        // during the drag stands and the thumb goes to it.
        rendering = try drag(host, thumb.id, .ended, 150)
        #expect(rendering.state("value") == .double(1))
        #expect(thumbCenter(rendering, thumb) == 284)
    }

    @Test("A new width moves the thumb to the same value on the new track")
    func newWidth() throws {
        let (host, thumb) = host(0.5)
        let rendering = try host.send(.geometry(width: 200, height: nil))
        let resized = try #require(rendering.targets.first { $0.id == thumb.id })
        #expect(resized.frame.width == 200)
        #expect(thumbCenter(rendering, thumb) == 100)
    }

    @Test("Disabled from above: dimmed, marked, no targets; events for its old target are refused")
    func disabled() throws {
        let (_, thumb) = host(0.5)
        let host = ViewHost(Probe(value: 0.5, log: ControlLog()).disabled(true), width: 300)
        let rendering = host.render()
        #expect(rendering.targets.isEmpty)
        #expect(rendering.html.contains("aria-disabled=\"true\""))
        #expect(rendering.html.contains("opacity:0.5"))
        #expect(throws: ViewEventError.self) { try drag(host, thumb.id, .began, 150) }
        #expect(throws: ViewEventError.self) { try host.send(.key(target: thumb.id, key: .end)) }
        #expect(host.render().state("value") == .double(0.5))
        #expect(!ViewHost(Probe(value: 0.5, log: ControlLog()), width: 300).render().html.contains("opacity:0.5"))
    }
}
