import Foundation

/// The modifiers of `Text` that return a `Text`: they set this text only and win over the
/// environment's (`.font(_:)`, `.fontWeight(_:)`… on a view around it).
extension Text {
    /// This text in `font` (`nil`: the environment's).
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text with the weight `weight`, whatever its font's (`nil`: the font's).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// This text in bold when `isActive` is true.
    public func bold(_ isActive: Bool = true) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// This text in italics when `isActive` is true.
    public func italic(_ isActive: Bool = true) -> Text {
        var text = self
        if isActive { text.isItalic = true }
        return text
    }

    /// This text in the font design `design` (`nil`: its font's).
    public func fontDesign(_ design: Font.Design?) -> Text {
        var text = self
        text.design = design
        return text
    }
}
