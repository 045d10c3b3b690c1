import Stylish

/// A control for picking a range from bounds with two thumbs, whose look comes from the
/// ``RangeSliderStyle`` in the environment (seed 002, "Styling Components in SwiftUI").
///
/// Each thumb is dragged on its own and is its own keyboard target (a WAI-ARIA slider whose
/// bounds stop at the other thumb), so the thumbs never cross. The article puts one
/// `accessibilityAdjustableAction` on the whole slider; here the styles make each thumb adjustable,
/// as the WAI-ARIA multi-thumb slider pattern asks.
///
/// ```swift
/// @State var price = 20.0...80.0
///
/// RangeSlider(range: $price, in: 0...100) { Text("Price") }
///     .rangeSliderStyle(.vertical)
/// ```
public struct RangeSlider<Label: View>: View {
    @Binding var range: ClosedRange<Double>
    var bounds: ClosedRange<Double>
    var label: Label
    var title: String?
    var onEditingChanged: (Bool) -> Void

    @Environment(\.rangeSliderStyle) var style

    /// A range slider over `bounds` (0...1 by default) labelled by `label`; `onEditingChanged` is
    /// called with `true` when a thumb starts moving and `false` when it stops, as `Slider`'s.
    public init(
        range: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double> = 0...1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self._range = range
        self.bounds = bounds
        self.label = label()
        self.title = nil
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        let configuration = RangeSliderStyleConfiguration(
            range: $range, bounds: bounds, label: .init(label), title: title, onEditingChanged: onEditingChanged)
        style._resolved(configuration: configuration)
    }
}

extension RangeSlider where Label == Text {
    /// A range slider labelled with `title`, which also names its thumbs for assistive technology
    /// ("Price, minimum" and "Price, maximum").
    public init<S: StringProtocol>(
        _ title: S, range: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(range: range, in: bounds, label: { Text(title) }, onEditingChanged: onEditingChanged)
        self.title = String(title)
    }
}
