import Foundation
import Stylish

/// Swipe to buy: a yellow capsule whose thumb must be swiped to the end; anything less snaps back.
public struct CheckoutSliderStyle: SliderStyle {
    /// SwiftUI uses the label for accessibility. For example, VoiceOver uses the label to identify the purpose of the slider.
    public var label: String
    /// The range of the valid values. Defaults to 0...1.
    public var range: ClosedRange<Double> = 0...1
    /// Called when user swiped all the way to the `upperBound` of the range.
    public var onCheckout: () -> ()

    /// A checkout slider reading `label` that calls `onCheckout` when swiped to the end.
    public init(label: String, range: ClosedRange<Double> = 0...1, onCheckout: @escaping () -> ()) {
        self.label = label
        self.range = range
        self.onCheckout = onCheckout
    }

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Capsule(style: .circular)
                .fill(Color.yellow)
            Text(label)
            Slider(
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
            .tint(.clear)
            .padding()
        }
        .animation(.snappy, value: configuration.value.wrappedValue)
        .frame(width: 324.0, height: 64.0)
    }
}
