import Stylish

/// The environment key of ``EnvironmentValues/inactiveSliderTrackColor``.
struct SliderInactiveTrackKey: EnvironmentKey {
    static var defaultValue: Color { Color(white: 0.6, opacity: 0.4) }
}

extension EnvironmentValues {
    /// The colour of the part of a ``BetterSlider``'s track after the thumb; by default a
    /// translucent grey, `Color(white: 0.6, opacity: 0.4)`.
    public var inactiveSliderTrackColor: Color {
        get { self[SliderInactiveTrackKey.self] }
        set { self[SliderInactiveTrackKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour of the inactive track of the ``BetterSlider``s in this view.
    ///
    /// ```swift
    /// BetterSlider(value: $volume, label: { Text("Volume") })
    ///     .inactiveSliderTrackColor(.gray)
    /// ```
    public consuming func inactiveSliderTrackColor(_ color: Color) -> some View {
        environment(\.inactiveSliderTrackColor, color)
    }
}
