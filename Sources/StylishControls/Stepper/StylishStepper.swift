import Stylish

/// A control that increments and decrements a value within bounds, as SwiftUI's `Stepper`, but
/// drawn by the ``StepperStyle`` in the environment (the custom stepper that opens seed 002).
///
/// The stepper owns the behaviour, whatever the style: each step is clamped to `bounds`, and at a
/// bound the matching action is `nil` so the style's control is disabled. It is also one
/// keyboard-adjustable element with the WAI-ARIA spin button role (`role="spinbutton"`, the
/// pattern of a value stepped within bounds, with `aria-valuemin/max/now`): the arrow keys step,
/// Page Up/Down move ten steps and Home/End go to the bounds, so styles need not care. A disabled
/// stepper (`.disabled(true)` above) is `aria-disabled` and ignores taps and keys.
///
/// ```swift
/// @State var guests = 2.0
///
/// StylishStepper("Guests", value: $guests, in: 1...8)
///     .stepperStyle(.capsule)
/// ```
public struct StylishStepper<Label: View>: View {
    @Environment(\.stepperStyle) var style
    @Binding var value: Double
    let bounds: ClosedRange<Double>
    let step: Double
    let title: String?
    let label: Label

    /// A stepper of `value` within `bounds`, moving `step` at a time, labelled by `label`.
    public init(
        value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double = 1, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: bounds, step: step, title: nil, label: label())
    }

    init(value: Binding<Double>, bounds: ClosedRange<Double>, step: Double, title: String?, label: Label) {
        _value = value
        self.bounds = bounds
        self.step = step > 0 && step.isFinite ? step : 1
        self.title = title
        self.label = label
    }

    public var body: some View {
        style._resolved(configuration: configuration)
            // The keys move as the buttons do: a step at a time, clamped, and Home/End to the bounds
            // even when they are not on a step (as SwiftUI's Stepper clamps its last step).
            .accessibilityAdjustableValue($value, in: bounds, keyStep: step, label: title)
            .accessibilityRole(.spinButton)
            .accessibilityValue(StepperStyleConfiguration.format(value))
    }

    /// The style's configuration: the actions are `nil` at the bounds.
    var configuration: StepperStyleConfiguration {
        let binding = $value
        let bounds = bounds
        let step = step
        let current = value
        return StepperStyleConfiguration(
            label: label, value: current, bounds: bounds, step: step,
            onIncrement: current < bounds.upperBound
                ? { binding.wrappedValue = bounds.clamp(max(bounds.lowerBound, binding.wrappedValue) + step) } : nil,
            onDecrement: current > bounds.lowerBound
                ? { binding.wrappedValue = bounds.clamp(min(bounds.upperBound, binding.wrappedValue) - step) } : nil)
    }
}

extension StylishStepper where Label == Text {
    /// A stepper labelled with `title` (also its accessible name).
    public init<S: StringProtocol>(_ title: S, value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double = 1) {
        self.init(value: value, bounds: bounds, step: step, title: String(title), label: Text(title))
    }
}

extension ClosedRange where Bound == Double {
    /// `value`, kept within these bounds.
    fileprivate func clamp(_ value: Double) -> Double {
        Swift.min(upperBound, Swift.max(lowerBound, value))
    }
}
