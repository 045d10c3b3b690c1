import Foundation

/// The look of a ``Gauge``, as SwiftUI's `GaugeStyle`.
///
/// ```swift
/// struct ThermometerGaugeStyle: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack(alignment: .bottom) {
///             Capsule().fill(Color.gray.opacity(0.2))
///             Capsule().fill(Color.red).frame(height: 120 * configuration.value)
///         }
///         .frame(width: 16, height: 120)
///     }
/// }
/// ```
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = GaugeStyleConfiguration

    /// The gauge, drawn.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// Resolves this style's gauge for `configuration`, with the style's `@Environment` bound
    /// where the gauge is. Engine-internal.
    func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node]
}

extension GaugeStyle {
    /// Resolves this concrete style, with its `@Environment` bound where the gauge is.
    @inlinable
    public func _resolve(_ configuration: Configuration, in context: inout ResolveContext) -> [Node] {
        resolve(_ResolvedStyle(style: self) { $0.makeBody(configuration: configuration) }, in: &context)
    }
}

/// What a ``GaugeStyle`` knows of its gauge.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label
    /// A type-erased current value label.
    public typealias CurrentValueLabel = PrimitiveButtonStyleConfiguration.Label
    /// A type-erased label of a bound.
    public typealias MinimumValueLabel = PrimitiveButtonStyleConfiguration.Label
    /// A type-erased label of a bound.
    public typealias MaximumValueLabel = PrimitiveButtonStyleConfiguration.Label

    /// Where the value sits between the bounds, from 0 to 1.
    public let value: Double
    /// What the gauge measures.
    public let label: Label
    /// The value, in words, if the gauge has a current value label.
    public let currentValueLabel: CurrentValueLabel?
    /// The lower bound, in words, if the gauge has bound labels.
    public let minimumValueLabel: MinimumValueLabel?
    /// The upper bound, in words, if the gauge has bound labels.
    public let maximumValueLabel: MaximumValueLabel?
}

extension View {
    /// Sets the style of the gauges inside this view.
    public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, style)
    }
}

extension EnvironmentValues {
    /// The style gauges are drawn with.
    var gaugeStyle: any GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: any GaugeStyle { LinearCapacityGaugeStyle() }
}
