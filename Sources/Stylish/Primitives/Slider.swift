import Foundation

/// A control for picking a value from a range by dragging a thumb, as SwiftUI's `Slider`.
///
/// The label is not drawn (as on iOS) but names the slider for assistive technology; the value
/// labels sit before and after the track. Dragging, the arrow keys, Page Up/Down and Home/End all
/// change the value, clamped to `bounds` and rounded to `step`.
///
/// ```swift
/// Slider(value: $volume, in: 0...100, step: 10) { Text("Volume") }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    @usableFromInline let track: _SliderTrack<Label>
    @usableFromInline let minimumValueLabel: ValueLabel
    @usableFromInline let maximumValueLabel: ValueLabel

    @inlinable
    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            track
            maximumValueLabel
        }
    }

    /// A slider with a label and labels for the minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        track = _SliderTrack(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A stepped slider with a label and labels for the minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        track = _SliderTrack(value: value, bounds: bounds, step: Double(step), label: label(), onEditingChanged: onEditingChanged)
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        track = _SliderTrack(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
        minimumValueLabel = EmptyView()
        maximumValueLabel = EmptyView()
    }

    /// A stepped slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        track = _SliderTrack(value: value, bounds: bounds, step: Double(step), label: label(), onEditingChanged: onEditingChanged)
        minimumValueLabel = EmptyView()
        maximumValueLabel = EmptyView()
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label, `onEditingChanged` first (SwiftUI's older, deprecated order).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider without a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// A stepped slider without a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}
