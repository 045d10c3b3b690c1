import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 001: `FatSlider`, whose thumb stays where it is let go.
    static let fatSlider = PreviewDefinition(
        id: "fat-slider", title: "FatSlider", section: .seed("001"),
        summary:
            "`FatSlider` from the Custom Slider article: a thin track and a fat capsule thumb a third of its width, which stays where you let it go.",
        controls: [.slider], sourceSymbols: ["FatSlider"], stateKeys: ["percentage"]
    ) {
        FatSliderPreview(percentage: 0.25)
    }

    /// Seed 001: `FatSlider(isSticky: true)`, whose thumb animates back to 0 when let go.
    static let stickyFatSlider = PreviewDefinition(
        id: "sticky-fat-slider", title: "FatSlider, sticky", section: .seed("001"),
        summary:
            "`FatSlider(isSticky: true)`: the same capsule thumb, which springs back to 0 when you let it go, as the article's sticky variant does.",
        controls: [.slider], sourceSymbols: ["FatSlider"], stateKeys: ["percentage"]
    ) {
        FatSliderPreview(percentage: 0, isSticky: true)
    }
}

/// The seed's preview of `FatSlider`: the slider in a frame 44 points high.
struct FatSliderPreview: View {
    @State var percentage: Float
    var isSticky = false

    var body: some View {
        FatSlider(percentage: $percentage, isSticky: isSticky, label: "Percentage")
            .frame(height: 44)
            .padding()
    }
}
