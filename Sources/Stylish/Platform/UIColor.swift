import Foundation

/// UIKit's colour, for the `Color(UIColor.systemGray6)` and `Color(.systemGray3)` of pasted
/// code: the semantic colours follow light and dark mode (CSS variables of the gallery's
/// stylesheet), the literal ones are as given. Only what SwiftUI code reaches for is here.
public struct UIColor: Sendable, Equatable {
    let color: Color

    init(_ color: Color) {
        self.color = color
    }

    /// A grey of the given whiteness and alpha.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour from sRGB components and alpha in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// This colour with `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.opacity(Double(alpha)))
    }

    public static let systemRed = UIColor(.red)
    public static let systemOrange = UIColor(.orange)
    public static let systemYellow = UIColor(.yellow)
    public static let systemGreen = UIColor(.green)
    public static let systemMint = UIColor(.mint)
    public static let systemTeal = UIColor(.teal)
    public static let systemCyan = UIColor(.cyan)
    public static let systemBlue = UIColor(.blue)
    public static let systemIndigo = UIColor(.indigo)
    public static let systemPurple = UIColor(.purple)
    public static let systemPink = UIColor(.pink)
    public static let systemBrown = UIColor(.brown)
    public static let systemGray = UIColor(.gray)
    public static let systemGray2 = UIColor(Color(.system("systemGray2")))
    public static let systemGray3 = UIColor(Color(.system("systemGray3")))
    public static let systemGray4 = UIColor(Color(.system("systemGray4")))
    public static let systemGray5 = UIColor(Color(.system("systemGray5")))
    public static let systemGray6 = UIColor(Color(.system("systemGray6")))
    public static let systemBackground = UIColor(Color(.system("systemBackground")))
    public static let secondarySystemBackground = UIColor(Color(.system("secondarySystemBackground")))
    public static let tertiarySystemBackground = UIColor(Color(.system("tertiarySystemBackground")))
    public static let systemGroupedBackground = UIColor(Color(.system("systemGroupedBackground")))
    public static let secondarySystemGroupedBackground = UIColor(Color(.system("secondarySystemGroupedBackground")))
    public static let label = UIColor(.primary)
    public static let secondaryLabel = UIColor(.secondary)
    public static let tertiaryLabel = UIColor(Color(.system("tertiaryLabel")))
    public static let quaternaryLabel = UIColor(Color(.system("quaternaryLabel")))
    public static let separator = UIColor(Color(.system("separator")))
    public static let systemFill = UIColor(Color(.system("systemFill")))
    public static let secondarySystemFill = UIColor(Color(.system("secondarySystemFill")))
    public static let tertiarySystemFill = UIColor(Color(.system("tertiarySystemFill")))
    public static let black = UIColor(.black)
    public static let white = UIColor(.white)
    public static let clear = UIColor(.clear)
    public static let tintColor = UIColor(.accentColor)
}

extension Color {
    /// The SwiftUI colour of a UIKit colour, as `Color(uiColor:)`.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The SwiftUI colour of a UIKit colour (`Color(.systemGray6)`).
    public init(_ uiColor: UIColor) {
        self = uiColor.color
    }

    /// The colour spaces a colour's components may be given in.
    public enum RGBColorSpace: Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// A colour from components in `colorSpace` (taken as sRGB: the web's colours here are sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey in `colorSpace` (taken as sRGB).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}
