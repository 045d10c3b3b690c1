import Stylish

// A battery gauge as widget code writes it: a custom GaugeStyle (a battery outline filled to the
// value, green or red), the accessory styles beside it, and a slider that drives them.

struct BatteryGaugeStyle: GaugeStyle {
    var lowThreshold: Double = 0.2

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 4)
                    .stroke(Color.primary, lineWidth: 2)
                    .frame(width: 60, height: 28)
                RoundedRectangle(cornerRadius: 2)
                    .fill(configuration.value < lowThreshold ? Color.red : Color.green)
                    .frame(width: 56 * configuration.value, height: 24)
                    .padding(.leading, 2)
            }
            configuration.currentValueLabel
                .font(.caption)
        }
    }
}

struct BatteryDashboard: View {
    @State private var level = 64.0

    var body: some View {
        VStack(spacing: 20) {
            Gauge(value: level, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(level))%")
            }
            .gaugeStyle(BatteryGaugeStyle())

            HStack(spacing: 24) {
                Gauge(value: level, in: 0...100) {
                    Text("Bat")
                } currentValueLabel: {
                    Text("\(Int(level))")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.green)

                Gauge(value: level, in: 0...100) {
                    Text("Level")
                } currentValueLabel: {
                    Text("\(Int(level))")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.accessoryCircular)
            }

            Slider(value: $level, in: 0...100, step: 1)
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    BatteryDashboard()
        .preferredColorScheme(.dark)
}
