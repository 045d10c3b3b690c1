import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 000: swipe to buy, with the thank-you text once the checkout fires.
    static let checkoutSlider = PreviewDefinition(
        id: "checkout-slider", title: "Swipe to buy", seed: "000",
        stateKeys: ["value", "didCheckout"]
    ) {
        CheckoutSliderPreview()
    }
}

/// The seed's `#Preview` of `CheckoutSliderStyle`, with its `@Previewable @State`.
struct CheckoutSliderPreview: View {
    @State var didCheckout = false

    var body: some View {
        if didCheckout {
            Text("Thank you for purchasing!")
                .padding()
        } else {
            StylishSlider(value: 0.0)
                .sliderStyle(
                    CheckoutSliderStyle(
                        label: "Swipe to buy",
                        onCheckout: {
                            didCheckout = true
                        })
                )
                .padding()
        }
    }
}
