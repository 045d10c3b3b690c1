import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 000: `BetterSlider`, drawn from shapes, with buttons that change its value from outside.
    static let betterSlider = PreviewDefinition(
        id: "better-slider", title: "BetterSlider", section: .seed("000"),
        summary:
            "`BetterSlider`, a slider drawn from shapes whose unfilled track takes `.inactiveSliderTrackColor(_:)`, with three buttons that set its value from outside. `isEditing` in the model follows `onEditingChanged`.",
        controls: [.slider], sourceSymbols: ["BetterSlider"], stateKeys: ["value", "isEditing"]
    ) {
        BetterSliderPreview()
    }
}

/// `BetterSlider` (the article shows no preview of it) and three buttons that set its value, so
/// that the thumb can be seen following changes made elsewhere. `isEditing` in the model is the
/// slider's own state, whose changes are what `onEditingChanged` reports.
struct BetterSliderPreview: View {
    @State var value = 0.5

    var body: some View {
        VStack(spacing: 16) {
            BetterSlider(value: $value, label: { Text("Volume") }, onEditingChanged: { _ in })
            HStack(spacing: 12) {
                Button("0 %") { value = 0 }
                Button("50 %") { value = 0.5 }
                Button("100 %") { value = 1 }
            }
        }
        .padding()
    }
}
