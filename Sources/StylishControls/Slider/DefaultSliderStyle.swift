import Stylish

/// Default style for ``StylishSlider``: the system slider.
public struct DefaultSliderStyle: SliderStyle {
    /// The range of the valid values. Defaults to 0...1.
    public let range: ClosedRange<Double> = 0...1

    /// The default style.
    public init() {}

    public func makeBody(configuration: SliderStyleConfiguration) -> some View {
        Slider(value: configuration.value, in: range)
    }
}

extension SliderStyle where Self == DefaultSliderStyle {
    /// The system slider, as `.sliderStyle(.automatic)`.
    public static var automatic: Self { .init() }
}
