import Stylish

/// A progress view drawn as a ring in the tint with the percentage inside, its label below.
struct GaugeRingProgressStyle: ProgressViewStyle {
    @Environment(\.tint) private var tint

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        VStack(spacing: 6) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: 6)
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(tint ?? .accentColor, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int((fraction * 100).rounded()))%")
                    .font(.caption)
            }
            .frame(width: 56, height: 56)
            configuration.label
                .font(.caption)
        }
    }
}
