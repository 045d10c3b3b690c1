import Stylish

/// The environment key of the range slider style; its default is ``DefaultRangeSliderStyle``.
public struct RangeSliderStyleKey: EnvironmentKey {
    public static var defaultValue: any RangeSliderStyle { DefaultRangeSliderStyle() }
}

extension EnvironmentValues {
    /// The style of the ``RangeSlider``s below.
    public var rangeSliderStyle: any RangeSliderStyle {
        get { self[RangeSliderStyleKey.self] }
        set { self[RangeSliderStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the ``RangeSlider``s in this view.
    ///
    /// ```swift
    /// RangeSlider(range: $range, in: 0...100) { Text("Price") }
    ///     .rangeSliderStyle(.vertical)
    /// ```
    public consuming func rangeSliderStyle(_ style: some RangeSliderStyle) -> some View {
        environment(\.rangeSliderStyle, style)
    }
}
