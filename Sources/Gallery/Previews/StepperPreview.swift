import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 002: the styleable stepper that opens the article, in the default and the capsule style.
    static let stepper = PreviewDefinition(
        id: "stepper", title: "StylishStepper, default and capsule styles", section: .seed("002"),
        summary:
            "`StylishStepper`, the styleable stepper the article opens with: one value drawn by `DefaultStepperStyle` and by `CapsuleStepperStyle`, so a step in one shows in the other.",
        controls: [.stepper],
        sourceSymbols: ["StylishStepper", "DefaultStepperStyle", "CapsuleStepperStyle"], stateKeys: ["value"]
    ) {
        StepperPreview()
    }
}

/// One value, two steppers: the same binding drawn by the default style and by the capsule style.
struct StepperPreview: View {
    @State var value = 3.0

    var body: some View {
        VStack(spacing: 16) {
            StylishStepper("Guests", value: $value, in: 0...10)
            StylishStepper("Guests", value: $value, in: 0...10)
                .stepperStyle(.capsule)
        }
        .padding()
    }
}
