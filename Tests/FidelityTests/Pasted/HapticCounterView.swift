import Stylish

// A counter as iOS code writes it: a bouncy button style that fires a haptic from its action,
// sensoryFeedback on the count, and a UIKit activity view bridged in with UIViewRepresentable.

struct BouncyButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(Capsule().fill(Color.pink))
            .scaleEffect(configuration.isPressed ? 0.92 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

final class SpinnerView: UIView {}

struct SpinnerRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> SpinnerView {
        SpinnerView()
    }

    func updateUIView(_ uiView: SpinnerView, context: Context) {}
}

struct HapticCounterView: View {
    @State private var count = 0
    private let generator = UIImpactFeedbackGenerator(style: .medium)

    var body: some View {
        VStack(spacing: 16) {
            Text("\(count)")
                .font(.largeTitle)
            Button("Tap me") {
                generator.impactOccurred()
                count += 1
                if count.isMultiple(of: 5) {
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                }
            }
            .buttonStyle(BouncyButtonStyle())
            .sensoryFeedback(.increase, trigger: count)
            SpinnerRepresentable()
                .frame(width: 120, height: 40)
        }
        .padding()
        .onAppear { generator.prepare() }
    }
}
