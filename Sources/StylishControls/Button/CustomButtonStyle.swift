import Foundation
import Stylish

/// The article's button style (seed 002, "Styling Components in SwiftUI"): the label centred in
/// a capsule outline, in a bold rounded `title2` font, in yellow.
///
/// Set it once at the root and every button below takes it. Beyond the article's code it draws
/// every state a button has: a destructive role in red, a disabled button (read from
/// `@Environment(\.isEnabled)`) in dimmed gray, a pressed button with a tinted fill and faded; and it
/// is larger under `.controlSize(.large)` and smaller under `.small`.
///
/// ```swift
/// VStack {
///     Button("Continue") { next() }
///     Button("Delete", role: .destructive) { delete() }
///     Button("Sold out") {}.disabled(true)
/// }
/// .buttonStyle(CustomButtonStyle())
/// ```
public struct CustomButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.controlSize) var controlSize

    /// The article's style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let color = color(for: configuration.role)
        let insets = Self.insets(for: controlSize)
        // The article pads twice, inside and outside the font change; so does this style.
        HStack {
            Spacer()
            configuration.label
            Spacer()
        }
        .padding(insets)
        .font(.system(Self.textStyle(for: controlSize), design: .rounded).bold())
        .padding(insets)
        .foregroundColor(color)
        .background {
            Capsule()
                .fill(configuration.isPressed ? color.opacity(0.2) : Color.clear)
                .overlay(Capsule().stroke(color, lineWidth: 2))
        }
        .opacity(configuration.isPressed ? 0.7 : 1)
    }

    /// Yellow, red for a destructive button, gray when disabled (which the engine dims).
    func color(for role: ButtonRole?) -> Color {
        guard isEnabled else { return .gray }
        return role == .destructive ? .red : .yellow
    }

    /// The article's `title2`, one size up or down with the control size.
    static func textStyle(for controlSize: ControlSize) -> Font.TextStyle {
        switch controlSize {
        case .mini: .body
        case .small: .title3
        case .regular: .title2
        case .large: .title
        case .extraLarge: .largeTitle
        }
    }

    /// The article's padding (12 points above and below, 24 at the sides), scaled with the control size.
    static func insets(for controlSize: ControlSize) -> EdgeInsets {
        let scale: CGFloat =
            switch controlSize {
            case .mini: 0.5
            case .small: 0.75
            case .regular: 1
            case .large: 1.25
            case .extraLarge: 1.5
            }
        return EdgeInsets(top: 12 * scale, leading: 24 * scale, bottom: 12 * scale, trailing: 24 * scale)
    }
}
