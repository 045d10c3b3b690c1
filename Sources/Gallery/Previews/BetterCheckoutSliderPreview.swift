import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 000: swipe to buy on `BetterSlider`, with the thank-you text once the checkout fires.
    static let betterCheckoutSlider = PreviewDefinition(
        id: "better-checkout-slider", title: "Swipe to buy, BetterSlider", section: .seed("000"),
        summary:
            "The swipe-to-buy style again, built on `BetterSlider` instead of the system slider: `BetterCheckoutSliderStyle` draws its own track and thumb, snaps back when let go early and checks out at the end.",
        controls: [.slider],
        sourceSymbols: ["BetterCheckoutSliderStyle", "BetterSlider"], stateKeys: ["value", "didCheckout"]
    ) {
        BetterCheckoutSliderPreview()
    }
}

/// The checkout preview with the article's second `CheckoutSliderStyle`, built on `BetterSlider`.
typealias BetterCheckoutSliderPreview = CheckoutSliderPreview<BetterCheckoutSliderStyle>

extension CheckoutSliderPreview where Style == BetterCheckoutSliderStyle {
    /// The preview with `BetterCheckoutSliderStyle(label: "Swipe to buy")`.
    init() {
        style = { BetterCheckoutSliderStyle(label: "Swipe to buy", onCheckout: $0) }
    }
}
