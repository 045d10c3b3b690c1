import Stylish

// Pasted as a SwiftUI developer writes it; only `import SwiftUI` became `import Stylish`.

struct NeumorphicButtonStyle: ButtonStyle {
    var bgColor: Color

    func makeBody(configuration: Self.Configuration) -> some View {
        configuration.label
            .padding(20)
            .background(
                ZStack {
                    RoundedRectangle(cornerRadius: 10, style: .continuous)
                        .shadow(
                            color: .white, radius: configuration.isPressed ? 7 : 10, x: configuration.isPressed ? -5 : -15,
                            y: configuration.isPressed ? -5 : -15
                        )
                        .shadow(
                            color: .black, radius: configuration.isPressed ? 7 : 10, x: configuration.isPressed ? 5 : 15,
                            y: configuration.isPressed ? 5 : 15)
                    RoundedRectangle(cornerRadius: 10, style: .continuous)
                        .fill(bgColor)
                }
            )
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .foregroundColor(.primary)
            .animation(.spring(), value: configuration.isPressed)
    }
}

struct NeumorphicDemo: View {
    @State private var taps = 0

    var body: some View {
        Button(action: { taps += 1 }) {
            Image(systemName: "plus")
                .font(.title)
        }
        .buttonStyle(NeumorphicButtonStyle(bgColor: Color(red: 0.88, green: 0.88, blue: 0.92)))
        .padding(40)
    }
}
