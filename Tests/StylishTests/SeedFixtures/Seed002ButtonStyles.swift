// Seed 002, "Styling Components in SwiftUI", first half: styling a `Button`, compiled against
// Stylish. Where the article shows a result without its code, the smallest faithful version is
// written out and marked `// ELIDED:`. Other changes are marked `// CHANGE:`. Not included:
// the `@main App` with `.buttonStyle(.borderedProminent)` (apps and scenes are not part of the
// engine), SwiftUI's own declarations of `PrimitiveButtonStyle` (Stylish provides them), and the
// UIKit sheet workaround (UIKit does not exist here).
import Stylish  // CHANGE: was `import SwiftUI`

// CHANGE: the article's inline button, as a view so that it can be rendered.
struct ContinueButton: View {
    var body: some View {
        Button {
            // Continue
        } label: {
            HStack {
                Spacer()
                Text("Continue")
                Spacer()
            }
            .padding(EdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24))
        }
        .font(.system(.title2, design: .rounded, weight: .bold))
        .foregroundColor(.yellow)
        .background(Capsule().stroke(.yellow, lineWidth: 2))
    }
}

struct MyButton<Label: View>: View {
    var action: () -> Void
    var label: Label

    init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    var body: some View {
        Button {
            action()
        } label: {
            HStack {
                Spacer()
                label
                Spacer()
            }
            .padding(EdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24))
        }
        .font(.system(.title2, design: .rounded, weight: .bold))
        .foregroundColor(.yellow)
        .background(Capsule().stroke(.yellow, lineWidth: 2))
    }
}

struct CustomButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Spacer()
            configuration.label
            Spacer()
        }
        .padding(EdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24))
        .font(.system(.title2, design: .rounded).bold())
        .padding(EdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24))
        .foregroundColor(.yellow)
        .background {
            Capsule()
                .stroke(.yellow, lineWidth: 2)
        }
    }
}

// ELIDED: "We can use these properties to give the button a different look when pressed or if
// the button has a destructive action".
struct RoleAwareButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let color: Color = configuration.role == .destructive ? .red : .yellow
        configuration.label
            .padding(EdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24))
            .foregroundColor(color)
            .background {
                Capsule()
                    .stroke(color, lineWidth: 2)
            }
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

// ELIDED: "to adjust the button when it's disabled, we need to check the somewhat surprisingly
// named isEnabled environment value".
struct DisabledAwareButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(EdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24))
            .foregroundColor(isEnabled ? .yellow : .gray)
            .background {
                Capsule()
                    .stroke(isEnabled ? .yellow : .gray, lineWidth: 2)
            }
    }
}

var customButtonStylePreview: some View {  // CHANGE: the article shows this as a screenshot
    Preview("Custom button style") {
        VStack {
            Button("Continue") {}
            Button("Delete", role: .destructive) {}
                .buttonStyle(RoleAwareButtonStyle())
        }
        .buttonStyle(CustomButtonStyle())
    }
}
