import Foundation
import Stylish

/// What a ``StylishStepper`` hands to its style.
///
/// The actions are optional rather than paired with `canIncrement`/`canDecrement` flags: at a
/// bound the action is `nil`, so there is one source of truth, and a style cannot offer a step the
/// stepper would refuse. A style disables its control with `.disabled(configuration.onIncrement
/// == nil)`, which also marks it `aria-disabled` and removes its tap target.
public struct StepperStyleConfiguration {
    /// The stepper's label, type-erased so that one style draws steppers of any label.
    public struct Label: View {
        private let content: AnyView

        init<Content: View>(_ content: Content) {
            self.content = AnyView(content)
        }

        public var body: some View { content }
    }

    /// What the stepper is about.
    public let label: Label
    /// The current value (the style reads it; the actions change it).
    public let value: Double
    /// The values the stepper allows.
    public let bounds: ClosedRange<Double>
    /// How much one increment or decrement changes the value.
    public let step: Double
    /// Adds one step (clamped to the upper bound); `nil` at the upper bound.
    public let onIncrement: (() -> Void)?
    /// Takes one step away (clamped to the lower bound); `nil` at the lower bound.
    public let onDecrement: (() -> Void)?

    /// A configuration; the stepper makes it, tests and previews of styles may too.
    public init(
        label: some View, value: Double, bounds: ClosedRange<Double>, step: Double,
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?
    ) {
        self.label = Label(label)
        self.value = value
        self.bounds = bounds
        self.step = step
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    /// The value as people read it: no decimals for whole numbers (`3`, `2.5`).
    public var formattedValue: String {
        Self.format(value)
    }

    /// `value` without a trailing `.0` (`3`, `2.5`, `1234567`; `%g` would write `1.23457e+06`).
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
