import Stylish

/// The look of a ``RangeSlider``: styles make the body, the slider keeps the range.
///
/// As in the article "Styling Components in SwiftUI", a style receives a configuration with a
/// binding to the range, its bounds and a type-erased label, and returns any view for them. Styles
/// are dynamic properties, so they may read `@Environment` values themselves, with no workaround.
///
/// ```swift
/// struct RangeTextStyle: RangeSliderStyle {
///     @Environment(\.isEnabled) var isEnabled
///
///     func makeBody(configuration: Configuration) -> some View {
///         let range = configuration.range.wrappedValue
///         Text("\(range.lowerBound) to \(range.upperBound)")
///             .opacity(isEnabled ? 1 : 0.5)
///     }
/// }
///
/// RangeSlider(range: $range, in: 0...100) { Text("Price") }
///     .rangeSliderStyle(RangeTextStyle())
/// ```
public protocol RangeSliderStyle: DynamicProperty {
    /// The view a style makes.
    associatedtype Body: View
    /// What the range slider hands to its style.
    typealias Configuration = RangeSliderStyleConfiguration

    /// The range slider, drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// This style's body for `configuration` as a view of its own, its type erased. A requirement
    /// with a default, so that each style's conformance builds the view through the style's
    /// concrete type, though the range slider holds the style as `any RangeSliderStyle`: the body is then
    /// resolved by code made for its type. Engine-internal.
    func _resolved(configuration: Configuration) -> AnyView
}

extension RangeSliderStyle {
    /// This style's body inside a view generic over the concrete style, so that the style's own
    /// `@Environment` properties are filled in (the article's `ResolvedRangeSliderStyle`).
    @inlinable
    public func _resolved(configuration: Configuration) -> AnyView {
        AnyView(ResolvedControlStyle(configuration: configuration, style: self) { $0.makeBody(configuration: $1) })
    }
}
