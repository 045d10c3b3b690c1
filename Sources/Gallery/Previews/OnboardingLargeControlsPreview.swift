import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 002: an onboarding panel under `.controlSize(.large)`, where the same styles draw larger.
    static let onboardingLargeControls = PreviewDefinition(
        id: "onboarding-large-controls", title: "Onboarding: large controls", section: .seed("002"),
        summary:
            "A welcome panel at `.controlSize(.large)` above the same stepper, checkboxes and button at `.regular`: one style per control, each sizing itself from the environment, with no onboarding-only views.",
        controls: [.stepper, .checkbox],
        sourceSymbols: [
            "StylishStepper", "CapsuleStepperStyle", "MultipleChoice", "CheckboxMultipleChoiceStyle", "CustomButtonStyle",
        ], stateKeys: ["value", "selection"]
    ) {
        OnboardingLargeControlsPreview()
    }
}

/// A welcome panel at `.controlSize(.large)` above the same controls at `.regular`, all bound to
/// the same two values: one style per control (the article's `CustomButtonStyle` included), no
/// onboarding-specific views.
struct OnboardingLargeControlsPreview: View {
    @State var value = 2.0
    @State var selection: [String] = ["push"]

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Welcome!")
                    .font(.title.bold())
                controls
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.12)))
            .controlSize(.large)
            VStack(alignment: .leading, spacing: 12) {
                Text("Settings")
                    .font(.headline)
                controls
            }
            .padding(.horizontal)
            .controlSize(.regular)
        }
        .stepperStyle(.capsule)
        .multipleChoiceStyle(.checkbox)
        .buttonStyle(CustomButtonStyle())
        .padding()
    }

    /// The controls both parts show, in the sizes their part sets.
    private var controls: some View {
        VStack(alignment: .leading, spacing: 12) {
            StylishStepper("Reminders a day", value: $value, in: 0...5)
            MultipleChoice("Notify me by", options: notificationOptions, selection: $selection)
            Button("Continue") {}
        }
    }
}
