// Seed 000, second half: the inactive-track colour and `BetterSlider`, compiled against Stylish
// (split from Seed000CustomControls.swift to keep files short). Changes marked `// CHANGE:`.
import Stylish  // CHANGE: was `import SwiftUI`

struct SliderInactiveTrackKey: EnvironmentKey {
    static var defaultValue: Color { Color(white: 0.6, opacity: 0.4) }  // CHANGE: computed (Swift 6)
}

extension EnvironmentValues {
    var inactiveSliderTrackColor: Color {
        get { self[SliderInactiveTrackKey.self] }
        set { self[SliderInactiveTrackKey.self] = newValue }
    }
}

extension View {
    func inactiveSliderTrackColor(_ color: Color) -> some View {
        environment(\.inactiveSliderTrackColor, color)
    }
}

struct BetterSlider: View {
    /// The selected value within bounds.
    @Binding private var value: Double
    /// The range of the valid values. Defaults to 0...100.
    private let range: ClosedRange<Double>
    /// SwiftUI uses the label for accessibility. For example, VoiceOver uses the label to identify the purpose of the slider.
    private let label: Text
    /// A callback for when editing begins and ends.
    private let onEditingChanged: (Bool) -> Void
    /// Radius of the control circle
    private let radius = 16.0

    @Environment(\.inactiveSliderTrackColor) var inactiveSliderTrackColor
    @State private var location: CGPoint
    @State private var viewSize: CGSize = .zero
    @State private var isEditing = false {
        didSet {
            onEditingChanged(isEditing)
        }
    }

    init(
        value: Binding<Double>,
        in range: ClosedRange<Double> = 0...1,
        label: () -> Text,
        onEditingChanged: @escaping (Bool) -> Void
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
            .onEnded { _ in
                isEditing = false
            }
    }

    func updateLocation(_ value: Double) {
        let maxWidth = viewSize.width - radius * 2.0
        let newX = min(value * maxWidth, maxWidth)
        location = CGPoint(x: radius + newX, y: viewSize.height / 2.0)
    }

    func updateValue() {
        let normalized = range.upperBound - range.lowerBound
        let maxWidth = viewSize.width - radius * 2.0
        let percent = (location.x - radius) / maxWidth
        value = min(range.upperBound, max(range.lowerBound, (percent * normalized))) + range.lowerBound
    }

    var body: some View {
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
        .accessibilityLabel(label)
        .overlay {
            Circle()
                .frame(width: radius * 2.0, height: radius * 2.0)
                .foregroundColor(Color.white)
                .shadow(color: Color.init(white: 0.7, opacity: 0.4), radius: 4.0, y: 8)
                .position(location)
                .gesture(onDrag)
        }
    }
}

// CHANGE: the article's second `CheckoutSliderStyle` says only "Same as above just replace Slider
// with BetterSlider"; this is that, written out (BetterSlider has no `tint`, and its
// `onEditingChanged` is required, so the arguments are the same).
struct CheckoutSliderStyle: SliderStyle {
    var label: String
    var range: ClosedRange<Double> = 0...1
    var onCheckout: () -> Void

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Capsule(style: .circular)
                .fill(Color.yellow)
            Text(label)
            BetterSlider(
                value: configuration.value,
                in: range,
                label: { Text(label) },
                onEditingChanged: { isEditing in
                    guard !isEditing else { return }
                    // Reverting if not swiped till the end
                    if configuration.value.wrappedValue < range.upperBound {
                        configuration.value.wrappedValue = range.lowerBound
                    } else {
                        onCheckout()
                    }
                }
            )
            .padding()
        }
        .animation(.snappy, value: configuration.value.wrappedValue)
        .frame(width: 324.0, height: 64.0)
    }
}
