import Stylish

// A checkbox toggle style as iOS code writes it (iOS has no `.checkbox`): the square flips
// with `configuration.isOn.toggle()` from a tap on the row, the mark animated.

struct SquareCheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(
            action: {
                configuration.isOn.toggle()
            },
            label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                        .foregroundColor(configuration.isOn ? .accentColor : .secondary)
                    configuration.label
                }
            }
        )
        .buttonStyle(.plain)
    }
}

struct NotificationSettings: View {
    @State private var push = true
    @State private var email = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Push notifications", isOn: $push)
            Toggle("Weekly email", isOn: $email)
                .toggleStyle(SquareCheckboxToggleStyle())
            Text(email ? "You will get a weekly email" : "No email")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}
