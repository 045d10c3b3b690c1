import Foundation
import Stylish
import Testing

@testable import StylishControls

/// A third style, written outside the library, that reads the environment itself: the
/// DynamicProperty technique of the article lets `@Environment` work in a style with no workaround.
private struct ReadoutRangeSliderStyle: RangeSliderStyle {
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.controlSize) var controlSize

    func makeBody(configuration: Configuration) -> some View {
        let range = configuration.range.wrappedValue
        VStack {
            configuration.label
            Text("\(Int(range.lowerBound))–\(Int(range.upperBound)) \(isEnabled ? "on" : "off") \(controlSize.rawValue)")
        }
    }
}

@Suite("RangeSliderStyle")
struct RangeSliderStyleTests {
    @Test("Without a style modifier a RangeSlider draws the default style")
    func defaultStyle() throws {
        struct Holder: View {
            @State var range = 20.0...80.0
            var body: some View { RangeSlider("Price", range: $range, in: 0...100) }
        }
        let plain = ViewHost(Holder(), width: 328).render()
        let automatic = ViewHost(PriceRange(style: .automatic), width: 328).render()
        #expect(plain.html == automatic.html)
        #expect(plain.html.contains("aria-orientation=\"horizontal\""))
        #expect(plain.html.contains("fill:var(--sg-accent)"))
    }

    @Test("The default style fills the selected part with the tint")
    func tint() {
        let html = ViewHost(PriceRange(style: DefaultRangeSliderStyle()).tint(.green), width: 328).render().html
        #expect(html.contains("fill:var(--sg-green)"))
        #expect(!html.contains("fill:var(--sg-accent)"))
    }

    @Test(
        "Thumbs are larger at .large and smaller at .small control size",
        arguments: [
            (ControlSize.small, 20.0), (.regular, 24), (.large, 32),
        ])
    func controlSize(_ size: ControlSize, diameter: Double) throws {
        let host = ViewHost(PriceRange(style: DefaultRangeSliderStyle()).controlSize(size), width: 328)
        let (lower, upper) = try RangeSliderDriver(host: host).thumbs(host.render())
        #expect(abs(lower.frame.width - diameter) < 1e-9)
        #expect(abs(upper.frame.height - diameter) < 1e-9)
    }

    @Test(".vertical stands the slider up with the minimum at the bottom")
    func vertical() throws {
        let driver = RangeSliderDriver(host: ViewHost(PriceRange(style: .vertical), width: 328))
        let rendering = driver.host.render()
        let (lower, upper) = try driver.thumbs(rendering)
        #expect(lower.frame.midX == upper.frame.midX)
        #expect(lower.frame.midY > upper.frame.midY, "the minimum is below the maximum")
        #expect(abs((lower.frame.midY - upper.frame.midY) - 0.6 * (200 - 24)) < 1e-9)
        #expect(attribute("aria-orientation", ofElementLabelled: "Price, minimum", in: rendering.html) == "vertical")
        #expect(attribute("aria-orientation", ofElementLabelled: "Price, maximum", in: rendering.html) == "vertical")
    }

    @Test("Vertically, dragging up raises a thumb and down lowers it, stopped at the bounds and the other thumb")
    func verticalDrag() throws {
        let log = EditingLog()
        let driver = RangeSliderDriver(host: ViewHost(PriceRange(style: .vertical, log: log), width: 328))
        let (lower, upper) = try driver.thumbs(driver.host.render())
        var rendering = try driver.drag(upper, by: [CGSize(width: 3, height: -17.6)])
        #expect(close(RangeSliderDriver.range(rendering), [20, 90]), "up by a tenth of 176 points of travel")
        rendering = try driver.drag(lower, by: [CGSize(width: 0, height: 17.6)])
        #expect(close(RangeSliderDriver.range(rendering), [10, 90]))
        rendering = try driver.drag(lower, by: [CGSize(width: 0, height: -1000)])
        #expect(close(RangeSliderDriver.range(rendering), [90, 90]))
        rendering = try driver.drag(upper, by: [CGSize(width: 0, height: -1000)])
        #expect(close(RangeSliderDriver.range(rendering), [90, 100]))
        #expect(log.calls == [true, false, true, false, true, false, true, false])
    }

    @Test("A style of one's own reads @Environment from where the slider is")
    func customStyleReadsEnvironment() {
        let style = ReadoutRangeSliderStyle()
        let plain = ViewHost(PriceRange(style: style), width: 300).render().html
        let changed = ViewHost(PriceRange(style: style).disabled(true).controlSize(.large), width: 300).render().html
        #expect(plain.contains(">20–80 on regular</div>"))
        #expect(changed.contains(">20–80 off large</div>"))
        #expect(plain.contains(">Price</div>"), "the type-erased label draws")
    }

    @Test("The innermost .rangeSliderStyle wins")
    func innermostWins() {
        let view = VStack {
            PriceRange(style: ReadoutRangeSliderStyle())
        }
        .rangeSliderStyle(.vertical)
        let html = ViewHost(view, width: 300).render().html
        #expect(html.contains("20–80"))
        #expect(!html.contains("role=\"slider\""))
    }

    @Test("The environment's style reaches every RangeSlider below it")
    func propagation() {
        struct Two: View {
            @State var first = 0.0...1.0
            @State var second = 0.2...0.4
            var body: some View {
                HStack {
                    RangeSlider(range: $first) { Text("A") }
                    RangeSlider(range: $second) { Text("B") }
                }
                .rangeSliderStyle(.vertical)
            }
        }
        let html = ViewHost(Two(), width: 300).render().html
        #expect(html.components(separatedBy: "aria-orientation=\"vertical\"").count == 5)
    }

    @Test("The configuration keeps thumbs apart and inside the bounds")
    func configurationRules() {
        var stored = 20.0...80.0
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let configuration = RangeSliderStyleConfiguration(
            range: binding, bounds: 0...100, label: .init(Text("Price")), title: "Price")
        configuration.move(.lower, to: 95)
        #expect(stored == 80...80)
        configuration.move(.upper, to: 120)
        #expect(stored == 80...100)
        configuration.move(.lower, to: -5)
        #expect(stored == 0...100)
        configuration.move(.upper, to: .nan)
        #expect(stored == 0...100)
        configuration.binding(for: .upper).wrappedValue = 50
        #expect(stored == 0...50)
        #expect(configuration.reachableValues(of: .lower) == 0...50)
        #expect(configuration.reachableValues(of: .upper) == 0...100)
        #expect(configuration.accessibilityLabel(of: .upper) == "Price, maximum")
        #expect(configuration.fraction(of: 25) == 0.25)
        #expect(configuration.value(atFraction: 2) == 100)
    }
}
