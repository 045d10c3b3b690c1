import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 002: `CustomButtonStyle` set once at the root, on a plain, a destructive and a disabled button.
    static let customButton = PreviewDefinition(
        id: "custom-button", title: "CustomButtonStyle", section: .seed("002"),
        summary:
            "`CustomButtonStyle`, set once with `.buttonStyle(_:)`, draws a plain, a destructive and a disabled button from its configuration's role and `isPressed` and the environment's `isEnabled`. The text counts the taps that reach a button.",
        controls: [.button], sourceSymbols: ["CustomButtonStyle", "Button"], width: 420, stateKeys: ["taps"]
    ) {
        CustomButtonPreview()
    }
}

/// Three buttons under one `.buttonStyle(CustomButtonStyle())`, counting the taps that reach them.
struct CustomButtonPreview: View {
    @State var taps = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Taps: \(taps)")
            Button("Continue") { taps += 1 }
            Button("Delete", role: .destructive) { taps += 1 }
            Button("Sold out") { taps += 1 }
                .disabled(true)
        }
        .buttonStyle(CustomButtonStyle())
        .padding()
    }
}
