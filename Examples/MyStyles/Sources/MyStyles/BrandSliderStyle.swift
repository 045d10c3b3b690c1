import Stylish
import StylishControls

/// A `SliderStyle` in the brand's colour: a titled card with the value in per cent and a tinted
/// track.
///
/// ```swift
/// StylishSlider(value: 0.4).sliderStyle(BrandSliderStyle(title: "Volume"))
/// ```
public struct BrandSliderStyle: SliderStyle {
    /// What the slider sets, shown above its track and read by assistive technology.
    public var title: String
    /// The colour of the track's filled part and of the card.
    public var tint: Color

    /// A brand slider titled `title`, in `tint`.
    public init(title: String, tint: Color = .brand) {
        self.title = title
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(title).font(.headline)
                Spacer()
                Text("\(Int((configuration.value.wrappedValue * 100).rounded())) %")
                    .foregroundStyle(.secondary)
            }
            Slider(value: configuration.value) { Text(title) }
                .tint(tint)
        }
        .padding(14)
        .background(RoundedRectangle(cornerRadius: 14).fill(tint.opacity(0.14)))
    }
}

extension Color {
    /// The brand's colour.
    public static let brand = Color(red: 0.42, green: 0.24, blue: 0.86)
}
