import Stylish

/// Default style for ``MultipleChoice``: a list of titles with a checkmark after each chosen one,
/// as a selection list on iOS.
///
/// Each row is a checkbox for assistive technology (`role="checkbox"`, `aria-checked`) and a tap
/// target that toggles it (Enter and Space too); a disabled list has no targets.
public struct DefaultMultipleChoiceStyle: MultipleChoiceStyle {
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var tint

    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let metrics = ChoiceMetrics(controlSize)
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
                .font(.headline)
                .padding(.bottom, metrics.spacing)
            ForEach(configuration.options) { option in
                HStack(spacing: metrics.spacing) {
                    Text(option.title)
                    Spacer()
                    if option.isSelected {
                        Image(systemName: "checkmark")
                            .foregroundColor(tint ?? .accentColor)
                    }
                }
                .frame(minHeight: metrics.rowHeight)
                // The whole row toggles, not only its text and mark (SwiftUI hits what is drawn).
                .contentShape(Rectangle())
                .onTapGesture { option.toggle() }
                .accessibilityRole(.checkbox)
                .accessibilityChecked(option.isSelected)
                .accessibilityLabel(option.title)
            }
        }
        .font(metrics.font)
    }
}

extension MultipleChoiceStyle where Self == DefaultMultipleChoiceStyle {
    /// The default list, as `.multipleChoiceStyle(.automatic)`.
    public static var automatic: Self { .init() }
}
