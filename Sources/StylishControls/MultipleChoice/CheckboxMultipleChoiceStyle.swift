import Stylish

/// Each option a checkbox: a square, filled in the tint with a checkmark when chosen.
///
/// This is the style of the seed 002 article that reads the environment: `isEnabled` (a disabled
/// choice is grey and dimmed, and has no tap targets), `controlSize` (everything grows under
/// `.controlSize(.large)`) and the tint. It declares them as plain `@Environment` properties; they
/// are filled in because ``MultipleChoice`` resolves the style in a view generic over it.
///
/// ```swift
/// MultipleChoice("Interests", options: interests, selection: $selection)
///     .multipleChoiceStyle(.checkbox)
///     .tint(.green)
///     .controlSize(.large)
/// ```
public struct CheckboxMultipleChoiceStyle: MultipleChoiceStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var tint

    /// The checkbox style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let metrics = ChoiceMetrics(controlSize)
        let checked = isEnabled ? tint ?? .accentColor : .gray
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
                .font(.headline)
                .padding(.bottom, metrics.spacing)
            ForEach(configuration.options) { option in
                HStack(spacing: metrics.spacing) {
                    Image(systemName: option.isSelected ? "checkmark.square.fill" : "square")
                        .foregroundColor(option.isSelected ? checked : .gray)
                    Text(option.title)
                    Spacer()
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
        .opacity(isEnabled ? 1 : 0.6)
    }
}

extension MultipleChoiceStyle where Self == CheckboxMultipleChoiceStyle {
    /// Checkboxes, as `.multipleChoiceStyle(.checkbox)`.
    public static var checkbox: Self { .init() }
}
