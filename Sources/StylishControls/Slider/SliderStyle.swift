import Stylish

/// The look of a ``StylishSlider``: styles make the body, the slider keeps the behaviour.
///
/// As in the article "SwiftUI custom controls all styling no composition", a style receives a
/// configuration with a binding to the value and returns any view for it. Styles are dynamic
/// properties, so they may read `@Environment` values themselves.
///
/// ```swift
/// struct PlainSliderStyle: SliderStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Slider(value: configuration.value)
///     }
/// }
///
/// StylishSlider(value: 0.5).sliderStyle(PlainSliderStyle())
/// ```
public protocol SliderStyle: DynamicProperty {
    /// The view a style makes.
    associatedtype Body: View
    /// What the slider hands to its style.
    typealias Configuration = SliderStyleConfiguration

    /// The slider, drawn in this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// This style's body for `configuration` as a view of its own, its type erased. A requirement
    /// with a default, so that each style's conformance builds the view through the style's
    /// concrete type, though the slider holds the style as `any SliderStyle`: the body is then
    /// resolved by code made for its type. Engine-internal.
    func _resolved(configuration: Configuration) -> AnyView
}

/// What a ``StylishSlider`` hands to its style.
public struct SliderStyleConfiguration {
    /// The slider's value. Using `Double` is a limitation caused by `DefaultSliderStyle`.
    public var value: Binding<Double>

    /// A configuration for `value`.
    public init(value: Binding<Double>) {
        self.value = value
    }
}

/// The environment key of the slider style; its default is ``DefaultSliderStyle``.
public struct SliderStyleKey: EnvironmentKey {
    public static var defaultValue: any SliderStyle { DefaultSliderStyle() }
}

extension EnvironmentValues {
    /// The style of the ``StylishSlider``s below.
    public var sliderStyle: any SliderStyle {
        get { self[SliderStyleKey.self] }
        set { self[SliderStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the ``StylishSlider``s in this view.
    public consuming func sliderStyle<S: SliderStyle>(_ style: S) -> some View {
        environment(\.sliderStyle, style)
    }
}

extension SliderStyle {
    /// This style's body inside a view generic over the concrete style, so that the style's own
    /// `@Environment` properties are filled in (the technique of "Styling Components in SwiftUI").
    @inlinable
    public func _resolved(configuration: Configuration) -> AnyView {
        AnyView(ResolvedControlStyle(configuration: configuration, style: self) { $0.makeBody(configuration: $1) })
    }
}
