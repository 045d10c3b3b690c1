import Stylish

extension PreviewDefinition {
    /// Seed 000: the composition approach the article starts from, a `Slider` and its value in a stack.
    static let composedCheckoutSlider = PreviewDefinition(
        id: "composed-checkout-slider", title: "Swipe to buy, composed", section: .seed("000"),
        summary:
            "The article's starting point: a checkout slider composed from a system `Slider` and a `Text` of its value in a `VStack`. It works, but the wrapper hides the slider's own options, which is why the article turns to styles.",
        controls: [.slider], sourceSymbols: ["Slider"], stateKeys: ["value"]
    ) {
        ComposedCheckoutSliderPreview()
    }
}

/// The seed's `#Preview` of its third `CheckoutSlider`.
struct ComposedCheckoutSliderPreview: View {
    var body: some View {
        CheckoutSlider(
            value: 0,
            onEditingChanged: { editing in
                // User started dragging
            },
            label: {
                Text("Swipe to buy")
            })
    }
}

/// Swipe to 100% to buy product: the article's third `CheckoutSlider`, an example of composing a
/// control from a system `Slider` (the approach the article then replaces with styles).
struct CheckoutSlider<Label>: View where Label: View {

    @State var value: Double
    var onEditingChanged: (Bool) -> Void = { _ in }
    var label: () -> Label

    var body: some View {
        VStack {
            Slider(
                value: $value,
                onEditingChanged: onEditingChanged,
                label: label)
            Text("\(value)")
        }.padding()
    }
}
