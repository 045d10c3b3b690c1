import Stylish

/// A list row's press effect: it dims while held.
struct RowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.vertical, 10)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}
