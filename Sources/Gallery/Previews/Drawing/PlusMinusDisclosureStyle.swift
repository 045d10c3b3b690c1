import Stylish

/// A plus that turns into a minus after the label, the whole row a tap target, the content
/// under a rule while expanded.
struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                configuration.label
                    .font(.headline)
                Spacer()
                Image(systemName: configuration.isExpanded ? "minus.circle.fill" : "plus.circle.fill")
                    .foregroundStyle(.tint)
            }
            .contentShape(Rectangle())
            .onTapGesture { configuration.isExpanded.toggle() }
            if configuration.isExpanded {
                Divider()
                configuration.content
            }
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.3), lineWidth: 1))
    }
}
