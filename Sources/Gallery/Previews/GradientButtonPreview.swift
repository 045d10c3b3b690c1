import Stylish

extension PreviewDefinition {
    /// Issue 27: a button style painted with a gradient of named colours, pressed with a scale.
    static let gradientButton = PreviewDefinition(
        id: "gradient-button", title: "GradientButtonStyle", section: .seed("027"),
        summary:
            "A `ButtonStyle` that paints its capsule with a `LinearGradient` of two named colours, `Color(\"brand\")` and `Color(\"brandDeep\")` from `Config/colors.json` (each with a light and a dark value), clips it with `clipShape(Capsule())`, casts a shadow and shrinks with `scaleEffect` while pressed.",
        controls: [.button], sourceSymbols: ["GradientButtonStyle"], width: 320, stateKeys: ["taps"]
    ) {
        GradientButtonPreview()
    }
}

/// Two gradient buttons, one disabled, counting the taps that reach them.
struct GradientButtonPreview: View {
    @State var taps = 0

    var body: some View {
        VStack(spacing: 14) {
            Text("Taps: \(taps)")
            Button("Get started") { taps += 1 }
            Button("Coming soon") { taps += 1 }
                .disabled(true)
        }
        .buttonStyle(GradientButtonStyle())
        .padding()
    }
}
