import Stylish

/// The sizes the multiple choice styles draw at for a control size: type, row height, spacing.
struct ChoiceMetrics {
    /// The font of the label and the options (the symbols scale with it).
    let font: Font
    /// The least height of an option's row (its tap area); a row whose title wraps, or whose type
    /// is larger (Dynamic Type), grows to hold it.
    let rowHeight: CGFloat
    /// The space between the symbol and the title, and between rows.
    let spacing: CGFloat

    /// The metrics for `controlSize`: `.large` and `.extraLarge` draw larger than `.regular`.
    init(_ controlSize: ControlSize) {
        switch controlSize {
        case .mini, .small:
            (font, rowHeight, spacing) = (.footnote, 24, 4)
        case .regular:
            (font, rowHeight, spacing) = (.body, 32, 8)
        case .large, .extraLarge:
            (font, rowHeight, spacing) = (.title2, 44, 12)
        }
    }
}
