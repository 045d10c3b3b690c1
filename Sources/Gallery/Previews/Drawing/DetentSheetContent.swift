import Stylish

/// The filters sheet: a title, a filter, and a button that closes it through `presentationMode`.
struct DetentSheetContent: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var unreadOnly = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Filters")
                .font(.headline)
            Toggle("Unread only", isOn: $unreadOnly)
            Button("Close") { presentationMode.wrappedValue.dismiss() }
                .buttonStyle(.bordered)
        }
        .padding(.horizontal)
        .accessibilityLabel("Filters")
    }
}
