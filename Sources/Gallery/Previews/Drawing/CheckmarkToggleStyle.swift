import Stylish

/// A list row's toggle: the label, and a check mark in a circle, filled in the tint when on.
struct CheckmarkToggleStyle: ToggleStyle {
    @Environment(\.tint) private var tint

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .foregroundColor(configuration.isOn ? tint ?? .accentColor : .gray)
                .imageScale(.large)
        }
        .contentShape(Rectangle())
    }
}
