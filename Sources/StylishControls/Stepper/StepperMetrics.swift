import Stylish

/// The sizes the stepper styles draw at for a control size: type, tap areas and spacing.
struct StepperMetrics {
    /// The font of the label, value and symbols.
    let font: Font
    /// The least side of a − or + tap area; it grows with the symbol at larger type sizes.
    let side: CGFloat
    /// The space between the parts.
    let spacing: CGFloat

    /// The metrics for `controlSize`: `.large` and `.extraLarge` draw larger than `.regular`.
    init(_ controlSize: ControlSize) {
        switch controlSize {
        case .mini, .small:
            (font, side, spacing) = (.footnote, 24, 6)
        case .regular:
            (font, side, spacing) = (.body, 32, 8)
        case .large, .extraLarge:
            (font, side, spacing) = (.title2, 44, 12)
        }
    }
}
