import Foundation

/// A value shown within a range, as SwiftUI's `Gauge`; the `gaugeStyle(_:)` in the environment
/// draws it (a capacity bar when none is set).
///
/// The element is a `meter` for assistive technology: `aria-valuenow`, `aria-valuemin` and
/// `aria-valuemax` in the gauge's own units, the label's text as its name and the current value
/// label's text as `aria-valuetext`.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: PrimitiveView {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// A gauge of `value` within `bounds`, labelled by `label`, with a current value label and
    /// labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(
            value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
            currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel())
    }

    init(
        value: Double, bounds: ClosedRange<Double>, label: Label, currentValueLabel: CurrentValueLabel?,
        minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?
    ) {
        self.value = value.isFinite ? value : bounds.lowerBound
        self.bounds = bounds
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let style = context.environment.gaugeStyle
        let span = view.bounds.upperBound - view.bounds.lowerBound
        let fraction = span > 0 ? min(1, max(0, (view.value - view.bounds.lowerBound) / span)) : 0
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(view.label), currentValueLabel: view.currentValueLabel.map { .init($0) },
            minimumValueLabel: view.minimumValueLabel.map { .init($0) },
            maximumValueLabel: view.maximumValueLabel.map { .init($0) })
        let nodes = context.child(0) { style._resolve(configuration, in: &$0) }
        let node = context.single(nodes)
        let clamped = min(view.bounds.upperBound, max(view.bounds.lowerBound, view.value))
        let title = (view.label as? Text)?.content
        let valueText = (view.currentValueLabel as? Text)?.content
        context.editAttributes(of: node) { attributes in
            attributes.removeAll { ["role", "aria-valuemin", "aria-valuemax", "aria-valuenow"].contains($0.name) }
            attributes.append(("role", "meter"))
            attributes.append(("aria-valuemin", CSS.number(view.bounds.lowerBound)))
            attributes.append(("aria-valuemax", CSS.number(view.bounds.upperBound)))
            attributes.append(("aria-valuenow", CSS.number(clamped)))
            if let valueText, !attributes.contains(where: { $0.name == "aria-valuetext" }) {
                attributes.append(("aria-valuetext", valueText))
            }
            if let title, !attributes.contains(where: { $0.name == "aria-label" }) {
                attributes.append(("aria-label", title))
            }
        }
        return [node]
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
            currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, labelled by `label`, with a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
            currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}
