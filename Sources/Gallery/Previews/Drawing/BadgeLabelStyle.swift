import Stylish

/// A label whose icon sits white in a tinted circle, its title in a headline beside it.
struct BadgeLabelStyle: LabelStyle {
    @Environment(\.tint) private var tint

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10) {
            configuration.icon
                .foregroundColor(.white)
                .padding(6)
                .background(Circle().fill(tint ?? .accentColor))
            configuration.title
                .font(.headline)
        }
    }
}
