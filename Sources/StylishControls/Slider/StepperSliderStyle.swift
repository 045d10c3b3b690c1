import Stylish

/// Stepper style for ``StylishSlider`` like a volume slider: a stepped slider between a minus and a
/// plus button.
///
/// Each button moves the value one `step`, clamped to `range`, and is disabled at its bound; the
/// slider between them drags and takes the slider keys as the system slider does. Values land on
/// `range.lowerBound + k·step` whichever way they change (a step that is not positive makes the
/// slider continuous, and the buttons then move a tenth of the range, as the arrow keys do).
///
/// ```swift
/// StylishSlider(value: 0.0)
///     .sliderStyle(StepperSliderStyle(label: "Drag to change volume", step: 10.0))
///     .padding()
/// ```
public struct StepperSliderStyle: SliderStyle {
    /// SwiftUI uses the label for accessibility. For example, VoiceOver uses the label to identify the purpose of the slider.
    public var label: String
    /// The range of the valid values. Defaults to 0...100.
    public var range: ClosedRange<Double> = 0...100
    /// The distance between each valid value.
    public var step: Double = 1
    /// SFSymbol to be used for the plus button
    public var plusSymbol = "plus.circle"
    /// SFSymbol to be used for the minus button
    public var minusSymbol = "minus.circle"

    /// A stepper slider reading `label`, from `range` in steps of `step`.
    public init(
        label: String, range: ClosedRange<Double> = 0...100, step: Double = 1, plusSymbol: String = "plus.circle",
        minusSymbol: String = "minus.circle"
    ) {
        self.label = label
        self.range = range
        self.step = step
        self.plusSymbol = plusSymbol
        self.minusSymbol = minusSymbol
    }

    public func makeBody(configuration: SliderStyleConfiguration) -> some View {
        Slider(
            value: configuration.value,
            in: range,
            step: step
        ) {
            Text(label)
        } minimumValueLabel: {
            Button {
                configuration.value.wrappedValue = value(configuration.value.wrappedValue, movedBy: -1)
            } label: {
                Image(systemName: minusSymbol)
            }
            .disabled(configuration.value.wrappedValue <= range.lowerBound)
        } maximumValueLabel: {
            Button {
                configuration.value.wrappedValue = value(configuration.value.wrappedValue, movedBy: 1)
            } label: {
                Image(systemName: plusSymbol)
            }
            .disabled(configuration.value.wrappedValue >= highestValue)
        }
    }

    /// The step, if it is one (positive and finite); the slider is continuous otherwise.
    private var validStep: Double? { step > 0 && step.isFinite ? step : nil }

    /// The highest value on a step: `range.upperBound` when the steps reach it, else the last step below it.
    var highestValue: Double {
        guard let step = validStep else { return range.upperBound }
        var steps = ((range.upperBound - range.lowerBound) / step).rounded()
        if range.lowerBound + steps * step > range.upperBound { steps -= 1 }
        return range.lowerBound + max(0, steps) * step
    }

    /// `value` moved `steps` steps (a tenth of the range each without a step), on a step and clamped.
    ///
    /// The article writes `max(value - step, range.lowerBound)`, which leaves the steps when the
    /// upper bound is not on one; this computes `lowerBound + k·step` as the slider does.
    func value(_ value: Double, movedBy steps: Double) -> Double {
        guard let step = validStep else {
            let moved = value + steps * (range.upperBound - range.lowerBound) / 10
            return min(range.upperBound, max(range.lowerBound, moved))
        }
        let index = ((value - range.lowerBound) / step).rounded() + steps
        return min(highestValue, max(range.lowerBound, range.lowerBound + index * step))
    }
}
