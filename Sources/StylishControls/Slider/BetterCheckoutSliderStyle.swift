import Stylish

/// Swipe to buy on a ``BetterSlider``: the article's second `CheckoutSliderStyle` ("same as above,
/// just replace Slider with BetterSlider"), named apart from ``CheckoutSliderStyle``, which stays.
///
/// A yellow capsule whose white thumb must be swiped to the end; a swipe released or cancelled short
/// of it snaps back to the start, animated. Reaching the end calls `onCheckout` once per edit.
///
/// ```swift
/// StylishSlider(value: 0.0)
///     .sliderStyle(BetterCheckoutSliderStyle(label: "Swipe to buy", onCheckout: { didCheckout = true }))
/// ```
public struct BetterCheckoutSliderStyle: SliderStyle {
    /// SwiftUI uses the label for accessibility. For example, VoiceOver uses the label to identify the purpose of the slider.
    public var label: String
    /// The range of the valid values. Defaults to 0...1.
    public var range: ClosedRange<Double> = 0...1
    /// Called when user swiped all the way to the `upperBound` of the range.
    public var onCheckout: () -> Void

    /// A checkout slider reading `label` that calls `onCheckout` when swiped to the end.
    public init(label: String, range: ClosedRange<Double> = 0...1, onCheckout: @escaping () -> Void) {
        self.label = label
        self.range = range
        self.onCheckout = onCheckout
    }

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Capsule(style: .circular)
                .fill(Color.yellow)
            Text(label)
            BetterSlider(
                value: configuration.value,
                in: range,
                label: { Text(label) },
                onEditingChanged: { isEditing in
                    guard !isEditing else { return }
                    // Reverting if not swiped till the end
                    if configuration.value.wrappedValue < range.upperBound {
                        configuration.value.wrappedValue = range.lowerBound
                    } else {
                        onCheckout()
                    }
                }
            )
            .padding()
        }
        .animation(.snappy, value: configuration.value.wrappedValue)
        .frame(width: 324.0, height: 64.0)
    }
}
