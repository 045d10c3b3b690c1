import Stylish

extension PreviewDefinition {
    /// Issue 28: `Gauge` in the built-in `GaugeStyle`s and in one of our own.
    static let gaugeStyles = PreviewDefinition(
        id: "gauge-styles", title: "Gauge styles", section: .seed("027"),
        summary:
            "SwiftUI's `Gauge` in `.linearCapacity`, `.accessoryCircularCapacity` and `.accessoryCircular`, and in a `GaugeStyle` of our own, a thermometer filled to `configuration.value`. Each is a meter in degrees; the stepper moves them all.",
        controls: [.gauge], sourceSymbols: ["ThermometerGaugeStyle", "GaugeStylesPreview"], width: 340,
        stateKeys: ["temperature"]
    ) {
        GaugeStylesPreview()
    }
}

/// One temperature, in four gauges, and a stepper that sets it.
struct GaugeStylesPreview: View {
    @State var temperature = 21.0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Gauge(value: temperature, in: 0...40) {
                Text("Living room")
            } currentValueLabel: {
                Text("\(Int(temperature)) °C")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("40")
            }
            HStack(spacing: 20) {
                Gauge(value: temperature, in: 0...40) {
                    Text("Room")
                } currentValueLabel: {
                    Text("\(Int(temperature))")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: temperature, in: 0...40) {
                    Text("Room")
                } currentValueLabel: {
                    Text("\(Int(temperature))")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("40")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(.orange)
                Gauge(value: temperature, in: 0...40) {
                    Text("Thermometer")
                } currentValueLabel: {
                    Text("\(Int(temperature)) °C")
                }
                .gaugeStyle(ThermometerGaugeStyle())
            }
            Stepper("Temperature", value: $temperature, in: 0...40, step: 3)
        }
        .padding()
    }
}
