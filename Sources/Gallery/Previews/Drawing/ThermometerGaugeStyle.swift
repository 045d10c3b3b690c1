import Stylish

/// A thermometer: a capsule tube filled from the bottom to the value, red when hot, blue when
/// cold, with a bulb and the current value beside it.
struct ThermometerGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        let color = configuration.value > 0.6 ? Color.red : configuration.value < 0.3 ? Color.blue : Color.orange
        HStack(spacing: 10) {
            VStack(spacing: -4) {
                ZStack(alignment: .bottom) {
                    Capsule().fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(color)
                        .frame(height: max(12, 96 * configuration.value))
                        .animation(.easeOut(duration: 0.25), value: configuration.value)
                }
                .frame(width: 12, height: 96)
                Circle().fill(color).frame(width: 22, height: 22)
            }
            VStack(alignment: .leading, spacing: 2) {
                configuration.label
                    .font(.caption)
                    .foregroundStyle(.secondary)
                configuration.currentValueLabel
                    .font(.title2)
            }
        }
    }
}
