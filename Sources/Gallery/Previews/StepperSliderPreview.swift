import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 000: `StylishSlider` in the stepper style, like a volume slider.
    static let stepperSlider = PreviewDefinition(
        id: "stepper-slider", title: "StylishSlider, stepper style", section: .seed("000"),
        summary:
            "`StepperSliderStyle` gives the same `StylishSlider` minus and plus buttons either side of its track, moving the value from 0 to 100 in steps of 10, like a volume control.",
        controls: [.slider], sourceSymbols: ["StepperSliderStyle", "StylishSlider"], stateKeys: ["value"]
    ) {
        StepperSliderPreview()
    }
}

/// The seed's `#Preview` of `StepperSliderStyle`.
struct StepperSliderPreview: View {
    var body: some View {
        StylishSlider(value: 0.0)
            .sliderStyle(StepperSliderStyle(label: "Drag to change volume", step: 10.0))
            .padding()
    }
}
