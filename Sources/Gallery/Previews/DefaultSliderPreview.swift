import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 000: `StylishSlider` in the default style.
    static let defaultSlider = PreviewDefinition(
        id: "default-slider", title: "StylishSlider, default style", section: .seed("000"),
        summary:
            "`StylishSlider` drawn by `DefaultSliderStyle`, the style the environment supplies when none is set: a track, a tinted fill and a round thumb. Drag it, or focus it and use the arrow keys.",
        controls: [.slider], sourceSymbols: ["StylishSlider", "DefaultSliderStyle", "SliderStyle"], stateKeys: ["value"]
    ) {
        // The article's slider has no label; the gallery names it, as every control needs a name.
        StylishSlider(value: 0.2)
            .sliderStyle(DefaultSliderStyle())
            .accessibilityLabel("Value")
            .padding()
    }
}
