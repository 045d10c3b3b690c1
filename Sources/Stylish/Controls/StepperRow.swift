import Foundation

/// The look of SwiftUI's stepper on iOS: the label, then a rounded segment of a − and a + button
/// split by a divider, its size set by `controlSize`.
struct StepperRow<Label: View>: View {
    @Environment(\.controlSize) private var controlSize
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    var body: some View {
        let (width, height) = segmentSize
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                half("minus", "Decrement", decrement, width: (width - 1) / 2, height: height)
                Divider()
                    .frame(height: height / 2)
                half("plus", "Increment", increment, width: (width - 1) / 2, height: height)
            }
            .background(RoundedRectangle(cornerRadius: height / 4).fill(Color.gray.opacity(0.15)))
            .buttonStyle(.plain)
        }
    }

    private func half(
        _ symbol: String, _ name: String, _ action: (() -> Void)?, width: CGFloat, height: CGFloat
    ) -> some View {
        Button {
            action?()
        } label: {
            Image(systemName: symbol)
                .font(.system(size: height / 2))
                .frame(width: width, height: height)
                .contentShape(Rectangle())
        }
        .disabled(action == nil)
        .accessibilityLabel(name)
    }

    /// The segment's width and height for the control size (94 × 32 when regular, as on iOS).
    private var segmentSize: (CGFloat, CGFloat) {
        switch controlSize {
        case .mini: (70, 24)
        case .small: (82, 28)
        case .regular: (94, 32)
        case .large: (106, 38)
        case .extraLarge: (118, 44)
        }
    }
}
