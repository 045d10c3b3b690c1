import Foundation
import Testing

@testable import Stylish

/// A style of the form SwiftUI code writes: a thermometer filled to the value.
private struct ThermometerStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .bottom) {
            Capsule().fill(Color.gray.opacity(0.2))
            Capsule().fill(Color.red).frame(height: 100 * configuration.value)
        }
        .frame(width: 16, height: 100)
    }
}

private func meters(_ html: String) -> [String] {
    html.components(separatedBy: "<").filter { $0.contains("role=\"meter\"") }
}

@Suite("Gauge and GaugeStyle")
struct GaugeTests {
    @Test("A gauge is a meter with its value and bounds in its own units, named by its label")
    func meter() {
        let html = renderedHTML(
            Gauge(value: 72, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("72%")
            })
        let meter = meters(html).first ?? ""
        #expect(meter.contains("aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"72\""), "\(meter)")
        #expect(meter.contains("aria-valuetext=\"72%\""))
        #expect(meter.contains("aria-label=\"Battery\""))
    }

    @Test("A value outside the bounds is reported at the bound and drawn full")
    func clamped() {
        let html = renderedHTML(Gauge(value: 150.0, in: 0...100) { Text("Load") }.gaugeStyle(ThermometerStyle()))
        #expect(meters(html).first?.contains("aria-valuenow=\"100\"") == true)
        #expect(stylesContaining("height:100px", in: html).count >= 2, "the fill is as tall as the track")
    }

    @Test("Each built-in style draws: the bar fills to the value, the rings trim or mark it")
    func styles() {
        let gauge = Gauge(value: 0.25) {
            Text("Speed")
        } currentValueLabel: {
            Text("25")
        }
        let linear = ViewHost(gauge, width: 200).render().html
        #expect(linear.contains("width:50px"), "a quarter of the 200-point bar")
        let capacity = renderedHTML(gauge.gaugeStyle(.accessoryCircularCapacity))
        #expect(capacity.contains(">25<"))
        #expect(capacity.components(separatedBy: "<path").count >= 3, "a track and a trimmed fill")
        let circular = renderedHTML(gauge.gaugeStyle(.accessoryCircular))
        #expect(circular != capacity)
        #expect(renderedHTML(gauge.gaugeStyle(.accessoryLinear)) != renderedHTML(gauge.gaugeStyle(.accessoryLinearCapacity)))
    }
}
