import Stylish

/// A slider whose look comes from the ``SliderStyle`` in the environment.
///
/// ```swift
/// StylishSlider(value: 0.2)
///     .sliderStyle(DefaultSliderStyle())
///     .padding()
/// ```
public struct StylishSlider: View {
    @Environment(\.sliderStyle) var style
    @State var value: Double

    /// A slider that starts at `value`.
    public init(value: Double) {
        _value = State(initialValue: value)
    }

    public var body: some View {
        style._resolved(configuration: SliderStyleConfiguration(value: $value))
    }
}
