import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 000: swipe to buy on `BetterSlider`, with the thank-you text once the checkout fires.
    static let betterCheckoutSlider = PreviewDefinition(
        id: "better-checkout-slider", title: "Swipe to buy, BetterSlider", seed: "000",
        stateKeys: ["value", "didCheckout"]
    ) {
        BetterCheckoutSliderPreview()
    }
}

/// The checkout preview with the article's second `CheckoutSliderStyle`, built on `BetterSlider`.
struct BetterCheckoutSliderPreview: View {
    @State var didCheckout = false

    var body: some View {
        if didCheckout {
            Text("Thank you for purchasing!")
                .padding()
        } else {
            StylishSlider(value: 0.0)
                .sliderStyle(
                    BetterCheckoutSliderStyle(
                        label: "Swipe to buy",
                        onCheckout: {
                            didCheckout = true
                        })
                )
                .padding()
        }
    }
}
