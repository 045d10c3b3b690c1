import Foundation

/// The field alone, with no border or background, as SwiftUI's `.plain`.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the plain style.
    public init() {}

    public func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
    }
}

/// The field in a thin gray rounded rectangle on the background colour, as SwiftUI's
/// `.roundedBorder`; its padding follows the control size.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    @Environment(\.controlSize) private var controlSize

    /// Creates the rounded-border style.
    public init() {}

    public func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(Self.insets(for: controlSize))
            .background(
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color(white: 0.5, opacity: 0.06))
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.gray.opacity(0.45), lineWidth: 1))
            )
    }

    /// The padding around the text: more at the sides than above and below, more the larger
    /// the control.
    static func insets(for controlSize: ControlSize) -> EdgeInsets {
        let (side, top): (CGFloat, CGFloat) =
            switch controlSize {
            case .mini: (4, 2)
            case .small: (6, 3)
            case .regular: (8, 5)
            case .large: (10, 7)
            case .extraLarge: (12, 9)
            }
        return EdgeInsets(top: top, leading: side, bottom: top, trailing: side)
    }
}

/// The style of a field with none set: plain, as on iOS outside a form.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the default style.
    public init() {}

    public func _body(configuration: TextField<Self._Label>) -> some View {
        PlainTextFieldStyle()._body(configuration: configuration)
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style: plain, as on iOS.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The field with no border or background.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The field in a thin rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
