import Foundation
import Stylish

/// A capsule filled with a brand gradient, scaled down while pressed, faded when disabled.
struct GradientButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 28)
            .padding(.vertical, 12)
            .background(
                LinearGradient(
                    colors: [Color("brand"), Color("brandDeep")], startPoint: .topLeading, endPoint: .bottomTrailing)
            )
            .clipShape(Capsule())
            .shadow(color: Color("brandDeep").opacity(0.4), radius: configuration.isPressed ? 2 : 6, y: 3)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(isEnabled ? 1 : 0.5)
            .animation(.snappy, value: configuration.isPressed)
    }
}
