import Gallery
import Stylish
import StylishControls

extension Catalogue {
    /// MyStyles' previews: a slider style, a button style and a control of its own.
    public static let myStyles = Catalogue([
        PreviewDefinition(
            id: "brand-slider", title: "Brand slider", section: "My styles",
            summary: "`BrandSliderStyle` gives `StylishSlider` a titled card in the brand's colour, with its value in per cent.",
            controls: [.slider], sourceSymbols: ["BrandSliderStyle"], stateKeys: ["value"]
        ) {
            BrandSliderPreview()
        },
        PreviewDefinition(
            id: "brand-button", title: "Brand button", section: "My styles",
            summary: "`BrandButtonStyle`: a capsule in the brand's colour that darkens and shrinks while pressed.",
            controls: [.button], sourceSymbols: ["BrandButtonStyle"], stateKeys: ["subscribed"]
        ) {
            BrandButtonPreview()
        },
        PreviewDefinition(
            id: "power-switch", title: "Power switch", section: "My styles",
            summary: "`PowerSwitch`, a control of our own that works like a toggle: tap it, or press Space.",
            controls: [.toggle], sourceSymbols: ["PowerSwitch"], stateKeys: ["heating"]
        ) {
            PowerSwitchPreview()
        },
    ])
}

/// `BrandSliderStyle` on a slider at 40 %.
struct BrandSliderPreview: View {
    var body: some View {
        StylishSlider(value: 0.4)
            .sliderStyle(BrandSliderStyle(title: "Volume"))
            .padding()
    }
}

/// `BrandButtonStyle` on a button that subscribes.
struct BrandButtonPreview: View {
    @State var subscribed = false

    var body: some View {
        Button(subscribed ? "Subscribed" : "Subscribe") { subscribed.toggle() }
            .buttonStyle(BrandButtonStyle())
            .padding()
    }
}

/// `PowerSwitch` bound to a setting.
struct PowerSwitchPreview: View {
    @State var heating = false

    var body: some View {
        PowerSwitch("Heating", isOn: $heating).padding()
    }
}
