import Foundation
import Stylish

/// A slider drawn from shapes, the article's `BetterSlider`: an accent-coloured track up to a white
/// thumb of radius 16 with a shadow, the rest of the track in ``EnvironmentValues/inactiveSliderTrackColor``.
///
/// The thumb has its own drag gesture, and the slider reports `onEditingChanged(true)` when a drag
/// starts and `(false)` once when it ends or is cancelled. While no drag is in progress the thumb
/// follows changes of `value` made elsewhere. The thumb is also an ARIA slider that takes the
/// slider keys (a tenth of the range per arrow, ten per page, Home and End), each press one edit.
/// Values stay inside `range`. Under `.disabled(true)` the slider is dimmed and ignores input.
///
/// ```swift
/// @State var volume = 0.5
///
/// BetterSlider(value: $volume, label: { Text("Volume") }, onEditingChanged: { editing in … })
///     .inactiveSliderTrackColor(.gray)
/// ```
public struct BetterSlider: View {
    /// The selected value within bounds.
    @Binding private var value: Double
    /// The range of the valid values. Defaults to 0...1.
    private let range: ClosedRange<Double>
    /// SwiftUI uses the label for accessibility. For example, VoiceOver uses the label to identify the purpose of the slider.
    private let label: Text
    /// A callback for when editing begins and ends.
    private let onEditingChanged: (Bool) -> Void
    /// Radius of the control circle
    private let radius = 16.0

    @Environment(\.inactiveSliderTrackColor) var inactiveSliderTrackColor
    @Environment(\.isEnabled) private var isEnabled
    @State private var location: CGPoint
    @State private var viewSize: CGSize = .zero
    @State private var isEditing = false {
        didSet {
            onEditingChanged(isEditing)
        }
    }

    /// A slider of `value` in `range`, named by `label`, reporting the start and end of each edit.
    public init(
        value: Binding<Double>,
        in range: ClosedRange<Double> = 0...1,
        label: () -> Text,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self._value = value
        self.range = range
        self.label = label()
        self.onEditingChanged = onEditingChanged
        self.location = CGPoint(x: radius, y: 0)
    }

    var onDrag: some Gesture {
        DragGesture()
            .onChanged { newValue in
                if !isEditing {
                    isEditing = true
                }

                let newX = min(max(radius, newValue.location.x), viewSize.width - radius)
                location = CGPoint(x: newX, y: viewSize.height / 2.0)
                updateValue()
            }
            .onEnded { _ in endEditing() }
            // A Stylish addition: a cancelled drag ends the edit too (SwiftUI skips onEnded).
            .onCancelled { endEditing() }
    }

    /// The end of a drag, lifted or cancelled.
    private func endEditing() {
        isEditing = false
        // A key pressed during the drag, or the end of the edit (a checkout snapping back), may
        // have moved the value away from the pointer.
        updateLocation(value)
    }

    /// Places the thumb for `value`.
    ///
    /// The article computes `value * maxWidth`, which is right for `0...1` only; this places any
    /// range, and keeps the thumb on the track for a value outside it.
    func updateLocation(_ value: Double) {
        let maxWidth = max(0, viewSize.width - radius * 2.0)
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(1, max(0, (value - range.lowerBound) / span)) : 0
        location = CGPoint(x: radius + fraction * maxWidth, y: viewSize.height / 2.0)
    }

    /// Sets the value from the thumb's place, clamped to the range.
    ///
    /// The article adds `lowerBound` after clamping, which leaves the range when it does not start
    /// at 0; this clamps the value itself.
    func updateValue() {
        let normalized = range.upperBound - range.lowerBound
        let maxWidth = viewSize.width - radius * 2.0
        guard maxWidth > 0 else { return }
        let percent = (location.x - radius) / maxWidth
        value = min(range.upperBound, max(range.lowerBound, range.lowerBound + percent * normalized))
    }

    public var body: some View {
        // Between events only a drag keeps the slider editing, so a key pressed during a drag is
        // part of that edit: it neither starts nor ends one of its own.
        let isDragging = isEditing
        HStack(spacing: 0) {
            Capsule(style: .circular)
                .foregroundColor(Color.accentColor)
                .frame(width: location.x - radius, height: 4.0)
            Capsule(style: .circular)
                .foregroundColor(inactiveSliderTrackColor)
                .frame(height: 4.0)
        }
        .padding(.horizontal, radius)
        .onGeometryChange(for: CGSize.self) { proxy in
            proxy.size
        } action: { newValue in
            viewSize = newValue
            updateLocation(value)
        }
        .onChange(
            of: value,
            { _, newValue in
                if !isEditing {
                    updateLocation(newValue)
                }
            }
        )
        .overlay {
            Circle()
                .frame(width: radius * 2.0, height: radius * 2.0)
                .foregroundColor(Color.white)
                .shadow(color: Color.init(white: 0.7, opacity: 0.4), radius: 4.0, y: 8)
                .position(location)
                .gesture(onDrag)
                // The thumb is the slider for the keyboard and assistive technology (the article
                // labels the track, which is not focusable).
                .accessibilityAdjustableValue(
                    $value, in: range,
                    onEditingChanged: { editing in
                        if !isDragging { isEditing = editing }
                    }
                )
                .accessibilityLabel(label)
        }
        .opacity(isEnabled ? 1 : 0.5)
    }
}
