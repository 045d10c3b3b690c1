import Foundation
import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 002: `RangeSlider` in its default style, a price range with a thumb at each end.
    static let rangeSlider = PreviewDefinition(
        id: "range-slider", title: "RangeSlider", section: .seed("002"),
        summary:
            "`RangeSlider` in its default style: a price range with a thumb at each end. The thumbs never cross; each is an ARIA slider bounded by the other.",
        controls: [.rangeSlider], sourceSymbols: ["RangeSlider", "DefaultRangeSliderStyle", "RangeSliderStyle"],
        stateKeys: ["range"]
    ) {
        RangeSliderPreview()
    }
}

/// A "Price" range from 0 to 100, starting at 20...80, with a text showing the range.
struct RangeSliderPreview: View {
    @State var range = 20.0...80.0

    var body: some View {
        VStack(spacing: 12) {
            Text(Self.describe(range))
            RangeSlider("Price", range: $range, in: 0...100)
        }
        .padding()
    }

    /// "Price: 20 – 80", to whole units.
    static func describe(_ range: ClosedRange<Double>) -> String {
        "Price: \(Int(range.lowerBound.rounded())) – \(Int(range.upperBound.rounded()))"
    }
}
