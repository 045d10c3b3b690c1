import Foundation
import Stylish

/// A capsule button that fills from its leading edge while it is held: the fill grows over
/// `duration` seconds, linearly, and drains quickly when the press lets go.
///
/// The button does not know how long it has been held: `isPressing` comes from the long press's
/// `onPressingChanged`, and the animation draws the rest.
struct HoldToConfirmButtonStyle: ButtonStyle {
    var isPressing: Bool
    var duration: Double

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background {
                ZStack {
                    Capsule().fill(Color.red.opacity(0.45))
                    Capsule()
                        .fill(Color.red)
                        .scaleEffect(x: isPressing ? 1 : 0, anchor: .leading)
                        .animation(isPressing ? .linear(duration: duration) : .easeOut(duration: 0.2), value: isPressing)
                }
            }
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}
