import Stylish
import Testing

@testable import StylishControls

/// A style that reads the environment itself, as the seed 002 article asks styles to be able to.
private struct TintReportingStyle: SliderStyle {
    @Environment(\.tint) var tint

    func makeBody(configuration: Configuration) -> some View {
        Text(tint == nil ? "no tint" : "tinted")
    }
}

@Suite("SliderStyle")
struct SliderStyleTests {
    @Test("Without a style modifier a StylishSlider draws the default style (the system slider)")
    func defaultStyle() throws {
        let rendering = ViewHost(StylishSlider(value: 0.2), width: 300).render()
        #expect(rendering.html.contains("role=\"slider\""))
        #expect(rendering.html.contains("aria-valuenow=\"0.2\""))
        #expect(rendering.state("value") == .double(0.2))
    }

    @Test(".sliderStyle on a container reaches every StylishSlider inside it")
    func propagation() {
        let view = VStack {
            StylishSlider(value: 0)
            StylishSlider(value: 0)
        }
        .sliderStyle(CheckoutSliderStyle(label: "Swipe to buy", onCheckout: {}))
        let html = ViewHost(view, width: 400).render().html
        #expect(html.components(separatedBy: "fill:var(--sg-yellow)").count == 3)
        #expect(html.components(separatedBy: ">Swipe to buy</div>").count == 3)
    }

    @Test("The innermost .sliderStyle wins")
    func innermostStyleWins() {
        let view = VStack {
            StylishSlider(value: 0).sliderStyle(DefaultSliderStyle())
        }
        .sliderStyle(CheckoutSliderStyle(label: "Swipe to buy", onCheckout: {}))
        let html = ViewHost(view, width: 400).render().html
        #expect(!html.contains("sg-yellow"))
        #expect(html.contains("role=\"slider\""))
    }

    @Test("A style's own @Environment is filled in from where the slider is")
    func styleReadsEnvironment() {
        let tinted = ViewHost(StylishSlider(value: 0).sliderStyle(TintReportingStyle()).tint(.red)).render().html
        let plain = ViewHost(StylishSlider(value: 0).sliderStyle(TintReportingStyle())).render().html
        #expect(tinted.contains(">tinted</div>"))
        #expect(plain.contains(">no tint</div>"))
    }

    @Test("The static member .automatic is the default style")
    func staticMember() {
        let html = ViewHost(StylishSlider(value: 0.5).sliderStyle(.automatic), width: 300).render().html
        #expect(html.contains("aria-valuenow=\"0.5\""))
    }
}
