import Foundation

/// A font: SwiftUI's text styles and system fonts, with Apple's point sizes.
public struct Font: Hashable, Sendable {
    /// Weights of a font.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Designs of the system font.
    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Dynamic Type text styles; their point sizes follow `dynamicTypeSize` (17 pt body at `.large`).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The point size.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// The design.
    public var design: Design
    /// The text style this font is, if any: then its size scales with Dynamic Type.
    var textStyle: TextStyle?
    /// Whether the font is italic (CSS `font-style:italic`).
    var isItalic = false

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default, textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.textStyle = textStyle
    }

    /// The system font of a text style, at its `.large` size until Dynamic Type scales it.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(
            size: style.size(at: .large), weight: weight ?? (style == .headline ? .semibold : .regular),
            design: design ?? .default, textStyle: style)
    }

    /// The system font of a fixed size, which Dynamic Type leaves as it is.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font in italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font in its monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// The line height Apple uses for this size (17 pt → 22 pt); it grows with Dynamic Type.
    var lineHeight: CGFloat { (size * 1.29).rounded() }

    /// The CSS `font-family` for this design.
    var cssFamily: String {
        switch design {
        case .default, .rounded: "var(--sg-font)"
        case .serif: "var(--sg-font-serif)"
        case .monospaced: "var(--sg-font-mono)"
        }
    }
}
