import Foundation

/// The measures the built-in control styles take at each control size (the regular ones are
/// SwiftUI's on iOS).
extension ControlSize {
    /// A bordered button's label insets: horizontal and vertical.
    var borderedInsets: (horizontal: CGFloat, vertical: CGFloat) {
        switch self {
        case .mini: (7, 3)
        case .small: (10, 5)
        case .regular: (12, 7)
        case .large: (20, 14)
        case .extraLarge: (24, 17)
        }
    }

    /// A bordered button's corner radius.
    var borderedCornerRadius: CGFloat {
        switch self {
        case .mini: 5
        case .small: 6
        case .regular: 8
        case .large: 12
        case .extraLarge: 14
        }
    }

    /// The font of a built-in control's label, when the size calls for another than the
    /// environment's.
    var labelFont: Font? {
        switch self {
        case .mini: .footnote
        case .small: .subheadline
        case .regular, .large: nil
        case .extraLarge: .title3
        }
    }

    /// How much larger than regular a switch is drawn.
    var switchScale: CGFloat {
        switch self {
        case .mini: 0.65
        case .small: 0.8
        case .regular: 1
        case .large: 1.15
        case .extraLarge: 1.3
        }
    }
}

extension View {
    /// This view as the bordered styles draw a label at `size`: in `foreground`, inset, on a
    /// rounded rectangle of `fill`.
    func bordered(_ size: ControlSize, foreground: Color, fill: Color) -> some View {
        font(ifSet: size.labelFont)
            .foregroundColor(foreground)
            .padding(.horizontal, size.borderedInsets.horizontal)
            .padding(.vertical, size.borderedInsets.vertical)
            .background(RoundedRectangle(cornerRadius: size.borderedCornerRadius).fill(fill))
    }

    /// This view in `font`, or in the environment's font when `font` is nil (its structure the
    /// same either way).
    func font(ifSet font: Font?) -> some View {
        modifier(_EnvironmentModifier(change: { if let font { $0.font = font } }))
    }
}
