import Foundation
import Stylish

/// The default look of a ``RangeSlider``: the label above a horizontal track whose selected part
/// is drawn in the tint, with a round thumb at each end.
///
/// It reads `isEnabled`, `tint` and `controlSize` with `@Environment` as any view would (the
/// article's "Dynamic Property" section): disabled, the track is gray and the thumbs dimmed; the
/// thumbs grow with the control size.
public struct DefaultRangeSliderStyle: RangeSliderStyle {
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint
    @Environment(\.controlSize) var controlSize

    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let diameter = Self.thumbDiameter(for: controlSize)
        VStack(alignment: .leading, spacing: 6) {
            configuration.label
            RangeSliderTrack(
                configuration: configuration, axis: .horizontal, thumbDiameter: diameter,
                fill: isEnabled ? tint ?? .accentColor : .gray, isEnabled: isEnabled
            )
            .frame(height: diameter)
        }
    }

    /// The thumbs' diameter at `controlSize`: 24 points at the regular size, larger at `.large`.
    static func thumbDiameter(for controlSize: ControlSize) -> CGFloat {
        switch controlSize {
        case .mini: 16
        case .small: 20
        case .regular: 24
        case .large: 32
        case .extraLarge: 40
        }
    }
}

extension RangeSliderStyle where Self == DefaultRangeSliderStyle {
    /// The default style, as `.rangeSliderStyle(.automatic)`.
    public static var automatic: Self { .init() }
}
