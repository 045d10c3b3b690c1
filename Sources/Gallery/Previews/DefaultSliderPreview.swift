import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 000: `StylishSlider` in the default style.
    static let defaultSlider = PreviewDefinition(
        id: "default-slider", title: "StylishSlider, default style", seed: "000", controls: [.slider], stateKeys: ["value"]
    ) {
        StylishSlider(value: 0.2)
            .sliderStyle(DefaultSliderStyle())
            .padding()
    }
}
