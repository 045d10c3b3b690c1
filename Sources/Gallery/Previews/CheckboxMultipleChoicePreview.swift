import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 002: `CheckboxMultipleChoiceStyle`, a style that reads `@Environment` with no workaround.
    static let checkboxMultipleChoice = PreviewDefinition(
        id: "checkbox-multiple-choice", title: "Checkbox multiple choice", section: .seed("002"),
        summary:
            "`MultipleChoice` in `CheckboxMultipleChoiceStyle`, a style that reads the tint, `isEnabled` and the control size with plain `@Environment` properties: a green group you can change and a disabled copy.",
        controls: [.checkbox],
        sourceSymbols: ["MultipleChoice", "CheckboxMultipleChoiceStyle"], stateKeys: ["selection"]
    ) {
        CheckboxMultipleChoicePreview()
    }
}

/// The options the multiple choice previews offer.
let notificationOptions = [
    MultipleChoiceOption(id: "email", title: "Email"),
    MultipleChoiceOption(id: "sms", title: "Text message"),
    MultipleChoiceOption(id: "push", title: "Push notification"),
]

/// A tinted, enabled choice on the preview's state, and a disabled copy on a constant that shows
/// how the style draws `isEnabled == false`.
struct CheckboxMultipleChoicePreview: View {
    @State var selection: [String] = ["email"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            MultipleChoice("Notify me by", options: notificationOptions, selection: $selection)
            MultipleChoice("Notify me by (disabled)", options: notificationOptions, selection: .constant(["sms"]))
                .disabled(true)
        }
        .multipleChoiceStyle(.checkbox)
        .tint(.green)
        .padding()
    }
}
