import Stylish

/// A stepper whose value sits between − and + in a tinted capsule, after the label.
///
/// It reads the tint and the control size from the environment itself: the capsule is the tint
/// (the accent colour unless `.tint(_:)` set one) at low opacity, the signs are in the tint, and
/// everything grows under `.controlSize(.large)`.
///
/// At the accessibility type sizes the capsule goes under the label, so that the row fits.
///
/// ```swift
/// StylishStepper("Nights", value: $nights, in: 1...14)
///     .stepperStyle(.capsule)
///     .tint(.orange)
/// ```
public struct CapsuleStepperStyle: StepperStyle {
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var tint

    /// The capsule style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let metrics = StepperMetrics(controlSize)
        let color = tint ?? .accentColor
        StepperRow(spacing: metrics.spacing, label: configuration.label) {
            HStack(spacing: 0) {
                Button {
                    configuration.onDecrement?()
                } label: {
                    Image(systemName: "minus")
                        .frame(minWidth: metrics.side, minHeight: metrics.side)
                }
                .disabled(configuration.onDecrement == nil)
                .accessibilityLabel("Decrement")
                Text(configuration.formattedValue)
                    .frame(minWidth: metrics.side * 1.25, minHeight: metrics.side)
                Button {
                    configuration.onIncrement?()
                } label: {
                    Image(systemName: "plus")
                        .frame(minWidth: metrics.side, minHeight: metrics.side)
                }
                .disabled(configuration.onIncrement == nil)
                .accessibilityLabel("Increment")
            }
            .foregroundColor(color)
            .padding(.horizontal, metrics.spacing / 2)
            .background(Capsule().fill(color.opacity(0.15)))
            // The style draws its own buttons: an app's `.buttonStyle` above must not restyle
            // them, as it does not restyle the buttons of SwiftUI's own Stepper.
            .buttonStyle(.plain)
        }
        .font(metrics.font)
    }
}

extension StepperStyle where Self == CapsuleStepperStyle {
    /// The capsule stepper, as `.stepperStyle(.capsule)`.
    public static var capsule: Self { .init() }
}
