import Stylish

/// A stepper's label and its buttons: side by side, or at the accessibility type sizes the buttons
/// under the label.
///
/// At those sizes a label and three large signs no longer fit across a phone, so the stepper
/// stacks them, as the Human Interface Guidelines advise for layouts at accessibility sizes
/// (SwiftUI apps do this with `dynamicTypeSize.isAccessibilitySize`).
struct StepperRow<Label: View, Controls: View>: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    /// The space between the label and the buttons.
    let spacing: CGFloat
    let label: Label
    let controls: Controls

    /// `label`, then `controls` (the value and the signs), `spacing` apart.
    init(spacing: CGFloat, label: Label, @ViewBuilder controls: () -> Controls) {
        self.spacing = spacing
        self.label = label
        self.controls = controls()
    }

    var body: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: spacing) {
                label
                HStack(spacing: spacing) { controls }
            }
        } else {
            HStack(spacing: spacing) {
                label
                Spacer()
                controls
            }
        }
    }
}
