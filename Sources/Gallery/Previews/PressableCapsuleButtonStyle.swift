import Stylish

// SwiftUI code as a developer writes it, with only `import SwiftUI` changed to `import Stylish`:
// a button style and, at the end of the file, its `PreviewProvider` (registered with the gallery
// in `PressableCapsuleButtonPreviews.swift`).

/// A capsule button that fades and loses its shadow while pressed, gray when disabled.
struct PressableCapsuleButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    var color: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(Capsule().fill(isEnabled ? color : .gray))
            .opacity(configuration.isPressed ? 0.7 : 1)
            .shadow(color: .black.opacity(configuration.isPressed ? 0 : 0.25), radius: 4, y: 2)
            .animation(.easeOut, value: configuration.isPressed)
    }
}

struct PressableCapsuleButtonStyle_Previews: PreviewProvider {
    /// A cart whose button counts the taps that reach it.
    struct Cart: View {
        var color: Color = .accentColor
        @State var count = 0

        var body: some View {
            VStack(spacing: 16) {
                Text("In cart: \(count)")
                Button("Add to cart") { count += 1 }
                Button("Sold out") {}
                    .disabled(true)
            }
            .buttonStyle(PressableCapsuleButtonStyle(color: color))
            .padding()
        }
    }

    static var previews: some View {
        Cart()
            .previewDisplayName("Pressable capsule button")

        Cart(color: .indigo)
            .preferredColorScheme(.dark)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Pressable capsule button, dark")
    }
}
