import Stylish

/// Default style for ``StylishStepper``: the label, the value, then − and + buttons, as SwiftUI's
/// stepper on iOS; larger (bigger type and tap areas) under `.controlSize(.large)`. At the
/// accessibility type sizes the value and buttons go under the label, so that the row fits.
public struct DefaultStepperStyle: StepperStyle {
    @Environment(\.controlSize) private var controlSize

    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let metrics = StepperMetrics(controlSize)
        StepperRow(spacing: metrics.spacing, label: configuration.label) {
            Text(configuration.formattedValue)
            Button {
                configuration.onDecrement?()
            } label: {
                Image(systemName: "minus.circle")
                    .frame(minWidth: metrics.side, minHeight: metrics.side)
            }
            .disabled(configuration.onDecrement == nil)
            .accessibilityLabel("Decrement")
            Button {
                configuration.onIncrement?()
            } label: {
                Image(systemName: "plus.circle")
                    .frame(minWidth: metrics.side, minHeight: metrics.side)
            }
            .disabled(configuration.onIncrement == nil)
            .accessibilityLabel("Increment")
        }
        .font(metrics.font)
        // The style draws its own buttons, in the system's look: an app's `.buttonStyle` above must
        // not restyle them, as it does not restyle the buttons of SwiftUI's own Stepper.
        .buttonStyle(.automatic)
    }
}

extension StepperStyle where Self == DefaultStepperStyle {
    /// The default stepper, as `.stepperStyle(.automatic)`.
    public static var automatic: Self { .init() }
}
