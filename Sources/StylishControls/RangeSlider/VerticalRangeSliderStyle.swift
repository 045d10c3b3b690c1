import Foundation
import Stylish

/// A ``RangeSlider`` standing up: the label above a vertical track with the minimum at the
/// bottom, as WAI-ARIA and every platform's vertical slider (up increases).
///
/// Like ``DefaultRangeSliderStyle`` it reads `isEnabled`, `tint` and `controlSize` from the
/// environment. Use it as `.rangeSliderStyle(.vertical)`.
public struct VerticalRangeSliderStyle: RangeSliderStyle {
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint
    @Environment(\.controlSize) var controlSize

    /// How tall the track is.
    public var height: CGFloat

    /// A vertical style with a track `height` points tall.
    public init(height: CGFloat = 200) {
        self.height = height
    }

    public func makeBody(configuration: Configuration) -> some View {
        let diameter = DefaultRangeSliderStyle.thumbDiameter(for: controlSize)
        VStack(spacing: 8) {
            configuration.label
            RangeSliderTrack(
                configuration: configuration, axis: .vertical, thumbDiameter: diameter,
                fill: isEnabled ? tint ?? .accentColor : .gray, isEnabled: isEnabled
            )
            .frame(width: diameter, height: height)
        }
    }
}

extension RangeSliderStyle where Self == VerticalRangeSliderStyle {
    /// The vertical style, as the article's `.rangeSliderStyle(.vertical)`.
    public static var vertical: Self { .init() }
}
