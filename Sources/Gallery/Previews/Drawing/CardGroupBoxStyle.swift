import Stylish

/// A card: the label in the tint over the content, on a white (in dark, a deep grey) rounded
/// card with a soft shadow.
struct CardGroupBoxStyle: GroupBoxStyle {
    @Environment(\.colorScheme) private var colorScheme

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            configuration.label
                .font(.headline)
                .foregroundStyle(.tint)
            configuration.content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 14)
                .fill(colorScheme == .dark ? Color(white: 0.17) : Color.white)
                .shadow(color: Color.black.opacity(0.12), radius: 8, y: 3))
    }
}
