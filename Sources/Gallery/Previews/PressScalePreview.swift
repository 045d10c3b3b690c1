import Stylish

extension PreviewDefinition {
    /// Issue 27: a press effect that scales, the most common custom button style.
    static let pressScale = PreviewDefinition(
        id: "press-scale", title: "ScaleButtonStyle", section: .seed("027"),
        summary:
            "The press effect SwiftUI code reaches for most: a `ButtonStyle` whose label shrinks with `scaleEffect(configuration.isPressed ? 0.9 : 1)` under a spring, on a tinted `RoundedRectangle` drawn with `.background(_:in:)`. Press and hold a button to see it scale; the hit area follows the scale.",
        controls: [.button], sourceSymbols: ["ScaleButtonStyle"], width: 320, stateKeys: ["likes"]
    ) {
        PressScalePreview()
    }
}

/// A like button and its count.
struct PressScalePreview: View {
    @State var likes = 0

    var body: some View {
        VStack(spacing: 14) {
            Text("Likes: \(likes)")
            Button {
                likes += 1
            } label: {
                HStack(spacing: 8) {
                    Image(systemName: "plus.circle.fill")
                    Text("Like")
                }
            }
            .buttonStyle(ScaleButtonStyle())
        }
        .padding()
    }
}
