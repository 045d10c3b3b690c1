import Foundation
import Stylish
import Testing

@testable import StylishControls

@Suite("RangeSlider")
struct RangeSliderTests {
    /// 328 points wide: with 24-point thumbs, 304 points of travel, 3.04 points per unit of 0...100.
    private func makeDriver(_ range: ClosedRange<Double> = 20...80, log: EditingLog = EditingLog()) -> RangeSliderDriver {
        RangeSliderDriver(host: ViewHost(PriceRange(range, style: DefaultRangeSliderStyle(), log: log), width: 328))
    }

    @Test("The thumb stays under the pointer: repeated and final locations count once, and moving back undoes")
    func followsThePointerExactly() throws {
        let driver = makeDriver()
        let (lower, _) = try driver.thumbs(driver.host.render())
        let steps: [(DragPhase, CGFloat, Double)] = [
            (.began, 12, 20), (.changed, 42.4, 30), (.changed, 42.4, 30), (.changed, 72.8, 40), (.changed, 42.4, 30),
            (.ended, 42.4, 30),
        ]
        for (phase, x, expected) in steps {
            let rendering = try driver.host.send(.drag(target: lower.id, phase: phase, location: CGPoint(x: x, y: 12)))
            #expect(close(RangeSliderDriver.range(rendering), [expected, 80]), "\(phase) at x \(x)")
        }
    }

    @Test("Two thumbs, each a drag and a key target, named for their end, bounded by the other thumb")
    func thumbsAreSliders() throws {
        let driver = makeDriver()
        let rendering = driver.host.render()
        let (lower, upper) = try driver.thumbs(rendering)
        #expect(lower.id != upper.id)
        #expect(rendering.targets.filter { $0.gesture == "key" }.map(\.id) == [lower.id, upper.id])
        #expect(lower.frame.size == CGSize(width: 24, height: 24))
        #expect(abs(lower.frame.midX - (12 + 0.2 * 304)) < 1e-9)
        #expect(abs(upper.frame.midX - (12 + 0.8 * 304)) < 1e-9)
        let html = rendering.html
        #expect(attribute("role", ofElementLabelled: "Price, minimum", in: html) == "slider")
        #expect(attribute("aria-valuemin", ofElementLabelled: "Price, minimum", in: html) == "0")
        #expect(attribute("aria-valuemax", ofElementLabelled: "Price, minimum", in: html) == "80")
        #expect(attribute("aria-valuenow", ofElementLabelled: "Price, minimum", in: html) == "20")
        #expect(attribute("aria-valuemin", ofElementLabelled: "Price, maximum", in: html) == "20")
        #expect(attribute("aria-valuemax", ofElementLabelled: "Price, maximum", in: html) == "100")
        #expect(attribute("aria-orientation", ofElementLabelled: "Price, maximum", in: html) == "horizontal")
        #expect(html.contains(">Price</div>"), "the label is drawn")
    }

    @Test("Dragging a thumb moves its end by the distance the pointer moved, and reports editing once")
    func dragMovesOneEnd() throws {
        let log = EditingLog()
        let driver = makeDriver(log: log)
        let (lower, upper) = try driver.thumbs(driver.host.render())
        var rendering = try driver.drag(lower, by: [CGSize(width: 30.4, height: 0)], end: false)
        #expect(close(RangeSliderDriver.range(rendering), [30, 80]))
        #expect(log.calls == [true])
        // Released where the pointer is: 30.4 points right of where it grabbed the thumb.
        rendering = try driver.host.send(.drag(target: lower.id, phase: .ended, location: CGPoint(x: 42.4, y: 12)))
        #expect(log.calls == [true, false])
        #expect(close(RangeSliderDriver.range(rendering), [30, 80]))
        #expect(attribute("aria-valuenow", ofElementLabelled: "Price, minimum", in: rendering.html) == "30")
        #expect(attribute("aria-valuemin", ofElementLabelled: "Price, maximum", in: rendering.html) == "30")
        rendering = try driver.drag(upper, by: [CGSize(width: -15.2, height: 5), CGSize(width: -15.2, height: 0)])
        #expect(close(RangeSliderDriver.range(rendering), [30, 70]))
        #expect(log.calls == [true, false, true, false])
    }

    @Test("Drags beyond both ends stop at the bounds")
    func dragsClampToBounds() throws {
        let driver = makeDriver()
        let (lower, upper) = try driver.thumbs(driver.host.render())
        var rendering = try driver.drag(lower, by: [CGSize(width: -1000, height: 0)])
        #expect(close(RangeSliderDriver.range(rendering), [0, 80]))
        rendering = try driver.drag(upper, by: [CGSize(width: 1000, height: 0)])
        #expect(close(RangeSliderDriver.range(rendering), [0, 100]))
        #expect(attribute("aria-valuenow", ofElementLabelled: "Price, maximum", in: rendering.html) == "100")
    }

    @Test("Thumbs pushed into each other by drag stop at the other thumb, from either side")
    func dragsNeverCross() throws {
        let driver = makeDriver()
        let (lower, upper) = try driver.thumbs(driver.host.render())
        var rendering = try driver.drag(lower, by: [CGSize(width: 500, height: 0)])
        #expect(close(RangeSliderDriver.range(rendering), [80, 80]))
        rendering = try driver.drag(lower, by: [CGSize(width: -60.8, height: 0)])
        #expect(close(RangeSliderDriver.range(rendering), [60, 80]))
        rendering = try driver.drag(upper, by: [CGSize(width: -500, height: 0)])
        #expect(close(RangeSliderDriver.range(rendering), [60, 60]))
        let (lowerAfter, upperAfter) = try driver.thumbs(rendering)
        #expect(lowerAfter.frame == upperAfter.frame)
    }

    @Test("Keys move a thumb a tenth of the whole range, page keys ten tenths, both stopped at the other thumb")
    func keysNeverCross() throws {
        let driver = makeDriver()
        let (lower, upper) = try driver.thumbs(driver.host.render())
        var rendering = try driver.host.send(.key(target: lower.id, key: .increment))
        #expect(close(RangeSliderDriver.range(rendering), [30, 80]), "a tenth of 0...100, though it can reach only 0...80")
        rendering = try driver.host.send(.key(target: lower.id, key: .end))
        #expect(close(RangeSliderDriver.range(rendering), [80, 80]), "End stops at the upper thumb")
        rendering = try driver.host.send(.key(target: lower.id, key: .increment))
        #expect(close(RangeSliderDriver.range(rendering), [80, 80]))
        rendering = try driver.host.send(.key(target: upper.id, key: .home))
        #expect(close(RangeSliderDriver.range(rendering), [80, 80]), "Home stops at the lower thumb")
        rendering = try driver.host.send(.key(target: lower.id, key: .pageDecrement))
        #expect(close(RangeSliderDriver.range(rendering), [0, 80]))
        rendering = try driver.host.send(.key(target: upper.id, key: .pageIncrement))
        #expect(close(RangeSliderDriver.range(rendering), [0, 100]))
        rendering = try driver.host.send(.key(target: upper.id, key: .pageDecrement))
        #expect(close(RangeSliderDriver.range(rendering), [0, 0]))
        rendering = try driver.host.send(.key(target: lower.id, key: .decrement))
        #expect(close(RangeSliderDriver.range(rendering), [0, 0]), "clamped at the lower bound")
    }

    @Test("Both thumbs at the upper bound: the lower one is drawn on top, so the pointer can pull it back")
    func stackingAtTheTop() throws {
        let driver = makeDriver(100...100)
        let rendering = driver.host.render()
        let drags = rendering.targets.filter { $0.gesture == "drag" }
        #expect(drags.map(\.id).map { $0.hasSuffix("$lower") } == [false, true], "the lower thumb comes last, on top")
        let (lower, upper) = try driver.thumbs(rendering)
        #expect(lower.frame == upper.frame)
        let pulled = try driver.drag(lower, by: [CGSize(width: -30.4, height: 0)])
        #expect(close(RangeSliderDriver.range(pulled), [90, 100]))
        let order = pulled.targets.filter { $0.gesture == "drag" }.map(\.id)
        #expect(order == [lower.id, upper.id], "apart again, the upper thumb is on top, under the same ids")
    }

    @Test("Each key press is one edit: editing begins and ends")
    func keysReportEditing() throws {
        let log = EditingLog()
        let driver = makeDriver(log: log)
        let (_, upper) = try driver.thumbs(driver.host.render())
        try driver.host.send(.key(target: upper.id, key: .decrement))
        #expect(log.calls == [true, false])
    }

    @Test("A cancelled drag keeps where the thumb got to and ends editing once")
    func cancelMidDrag() throws {
        let log = EditingLog()
        let driver = makeDriver(log: log)
        let (lower, _) = try driver.thumbs(driver.host.render())
        try driver.drag(lower, by: [CGSize(width: 30.4, height: 0)], end: false)
        var rendering = try driver.host.send(.drag(target: lower.id, phase: .cancelled, location: CGPoint(x: 42.4, y: 12)))
        #expect(close(RangeSliderDriver.range(rendering), [30, 80]))
        #expect(log.calls == [true, false])
        rendering = try driver.drag(lower, by: [CGSize(width: 30.4, height: 0)])
        #expect(close(RangeSliderDriver.range(rendering), [40, 80]))
        #expect(log.calls == [true, false, true, false])
    }

    @Test("Disabled: dimmed, aria-disabled, no targets, and events change nothing")
    func disabled() throws {
        let enabled = ViewHost(PriceRange(style: DefaultRangeSliderStyle()), width: 328)
        let (lower, _) = try RangeSliderDriver(host: enabled).thumbs(enabled.render())
        let host = ViewHost(PriceRange(style: DefaultRangeSliderStyle()).disabled(true), width: 328)
        let rendering = host.render()
        #expect(rendering.targets.isEmpty)
        #expect(attribute("aria-disabled", ofElementLabelled: "Price, minimum", in: rendering.html) == "true")
        #expect(attribute("aria-disabled", ofElementLabelled: "Price, maximum", in: rendering.html) == "true")
        #expect(rendering.html.contains("opacity:0.6"))
        #expect(rendering.html.contains("fill:var(--sg-gray)"))
        #expect(!rendering.html.contains("var(--sg-accent)"))
        #expect(throws: ViewEventError.self) {
            try host.send(.key(target: lower.id, key: .increment))
        }
        #expect(throws: ViewEventError.self) {
            try host.send(.drag(target: lower.id, phase: .began, location: CGPoint(x: 12, y: 12)))
        }
        #expect(close(RangeSliderDriver.range(host.render()), [20, 80]))
    }

    @Test("A right-to-left layout puts the minimum at the right, and drags follow the pointer")
    func rightToLeft() throws {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let driver = RangeSliderDriver(
            host: ViewHost(PriceRange(style: DefaultRangeSliderStyle()), width: 328, environment: environment))
        let (lower, upper) = try driver.thumbs(driver.host.render())
        #expect(lower.frame.midX > upper.frame.midX)
        let rendering = try driver.drag(lower, by: [CGSize(width: -30.4, height: 0)])
        #expect(close(RangeSliderDriver.range(rendering), [30, 80]), "leftwards is up in right-to-left")
    }

    @Test("A slider made with a label view names its thumbs Minimum and Maximum")
    func labelView() {
        struct Holder: View {
            @State var range = 0.25...0.75
            var body: some View { RangeSlider(range: $range) { Image(systemName: "dollarsign") } }
        }
        let html = ViewHost(Holder(), width: 300).render().html
        #expect(attribute("aria-valuenow", ofElementLabelled: "Minimum", in: html) == "0.25")
        #expect(attribute("aria-valuemax", ofElementLabelled: "Minimum", in: html) == "0.75")
        #expect(attribute("aria-valuemax", ofElementLabelled: "Maximum", in: html) == "1")
    }
}
