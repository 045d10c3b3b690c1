import Stylish

/// A choice of any number of options, drawn by the ``MultipleChoiceStyle`` in the environment.
///
/// The selection holds the chosen options' ids, always in the options' order (choosing "b" then
/// "a" gives `["a", "b"]`); ids that name no option are dropped at the next toggle. The style only
/// asks an option to toggle; the component keeps that rule.
///
/// ```swift
/// @State var selection: [String] = ["email"]
///
/// MultipleChoice("Notify me by", options: [
///     MultipleChoiceOption(id: "email", title: "Email"),
///     MultipleChoiceOption(id: "sms", title: "Text message"),
/// ], selection: $selection)
/// .multipleChoiceStyle(.checkbox)
/// ```
public struct MultipleChoice<Label: View>: View {
    @Environment(\.multipleChoiceStyle) var style
    let options: [MultipleChoiceOption]
    let selection: Binding<[String]>
    let label: Label

    /// A choice among `options` whose chosen ids are `selection`, labelled by `label`.
    public init(
        options: [MultipleChoiceOption], selection: Binding<[String]>, @ViewBuilder label: () -> Label
    ) {
        self.options = options
        self.selection = selection
        self.label = label()
    }

    public var body: some View {
        style._resolved(configuration: configuration)
    }

    /// The style's configuration: each option, whether it is chosen, and its toggle.
    var configuration: MultipleChoiceStyleConfiguration {
        let selection = selection
        let order = options.map(\.id)
        let chosen = Set(selection.wrappedValue)
        return MultipleChoiceStyleConfiguration(
            label: label,
            options: options.map { option in
                .init(id: option.id, title: option.title, isSelected: chosen.contains(option.id)) {
                    let now = Set(selection.wrappedValue).symmetricDifference([option.id])
                    selection.wrappedValue = order.filter(now.contains)
                }
            })
    }
}

extension MultipleChoice where Label == Text {
    /// A choice labelled with `title`.
    public init<S: StringProtocol>(_ title: S, options: [MultipleChoiceOption], selection: Binding<[String]>) {
        self.init(options: options, selection: selection) { Text(title) }
    }
}
