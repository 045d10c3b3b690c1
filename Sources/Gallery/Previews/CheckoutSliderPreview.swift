import Stylish
import StylishControls

extension PreviewDefinition {
    /// Seed 000: swipe to buy, with the thank-you text once the checkout fires.
    static let checkoutSlider = PreviewDefinition(
        id: "checkout-slider", title: "Swipe to buy", section: .seed("000"),
        summary:
            "`CheckoutSliderStyle` turns a `StylishSlider` into a swipe-to-buy control: let go short of the end and it snaps back; reach the end and the checkout fires, and a thank-you text takes its place.",
        controls: [.slider],
        sourceSymbols: ["CheckoutSliderStyle", "StylishSlider"], stateKeys: ["value", "didCheckout"]
    ) {
        CheckoutSliderPreview<CheckoutSliderStyle>()
    }
}

/// The seed's `#Preview` of a checkout style, with its `@Previewable @State`: the slider until
/// the checkout fires, then the thank-you text.
///
/// The article writes it for `CheckoutSliderStyle` on the system `Slider`; `better-checkout-slider`
/// shows the same preview with the style built on `BetterSlider`.
struct CheckoutSliderPreview<Style: SliderStyle>: View {
    @State var didCheckout = false
    /// The style, given the action that records the purchase.
    let style: (_ onCheckout: @escaping () -> Void) -> Style

    var body: some View {
        if didCheckout {
            Text("Thank you for purchasing!")
                .padding()
        } else {
            StylishSlider(value: 0.0)
                .sliderStyle(style { didCheckout = true })
                .padding()
        }
    }
}

extension CheckoutSliderPreview where Style == CheckoutSliderStyle {
    /// The article's preview: `CheckoutSliderStyle(label: "Swipe to buy")`.
    init() {
        style = { CheckoutSliderStyle(label: "Swipe to buy", onCheckout: $0) }
    }
}
