import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 002: the same price range with `.rangeSliderStyle(.vertical)`.
    static let verticalRangeSlider = PreviewDefinition(
        id: "vertical-range-slider", title: "RangeSlider, vertical style", section: .seed("002"),
        summary:
            "The same price range standing up, with `.rangeSliderStyle(.vertical)`: a static member on the style protocol, as SwiftUI spells its own styles. The minimum is at the bottom.",
        controls: [.rangeSlider],
        sourceSymbols: ["VerticalRangeSliderStyle", "RangeSlider"], stateKeys: ["range"]
    ) {
        VerticalRangeSliderPreview()
    }
}

/// The "Price" range slider standing up: the minimum at the bottom.
struct VerticalRangeSliderPreview: View {
    @State var range = 20.0...80.0

    var body: some View {
        VStack(spacing: 12) {
            Text(RangeSliderPreview.describe(range))
            RangeSlider("Price", range: $range, in: 0...100)
                .rangeSliderStyle(.vertical)
        }
        .padding()
    }
}
