import Stylish

/// What a ``MultipleChoice`` hands to its style: the label and each option with its state.
public struct MultipleChoiceStyleConfiguration {
    /// The component's label, type-erased so that one style draws components of any label.
    public struct Label: View {
        private let content: AnyView

        init<Content: View>(_ content: Content) {
            self.content = AnyView(content)
        }

        public var body: some View { content }
    }

    /// An option as the style draws it: its id and title, whether it is chosen, and how to
    /// change that.
    public struct Option: Identifiable {
        /// The option's id.
        public let id: String
        /// What people read.
        public let title: String
        /// Whether the selection holds this option.
        public let isSelected: Bool
        private let action: () -> Void

        /// An option; `toggle` adds it to the selection or removes it.
        public init(id: String, title: String, isSelected: Bool, toggle: @escaping () -> Void) {
            self.id = id
            self.title = title
            self.isSelected = isSelected
            self.action = toggle
        }

        /// Chooses the option if it is not chosen, and unchooses it if it is.
        public func toggle() {
            action()
        }
    }

    /// What the choice is about.
    public let label: Label
    /// The options, in the order the component lists them.
    public let options: [Option]

    /// A configuration of `options` labelled by `label`.
    public init(label: some View, options: [Option]) {
        self.label = Label(label)
        self.options = options
    }
}
