import Stylish

/// WCAG 2.x's contrast of two colours: the relative luminance of each (sRGB components made
/// linear, weighted 0.2126, 0.7152, 0.0722) and their ratio, (L1 + 0.05) / (L2 + 0.05) with L1
/// the lighter, from 1:1 to 21:1.
///
/// ```swift
/// ContrastRatio.ratio(Color.Resolved(red: 1, green: 1, blue: 1), Color.Resolved(red: 0, green: 0, blue: 0))  // 21
/// ```
enum ContrastRatio {
    /// The relative luminance of `color`'s components (its opacity is not read: composite first).
    static func luminance(_ color: Color.Resolved) -> Double {
        func linear(_ component: Float) -> Double {
            let value = Double(min(1, max(0, component)))
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of two opaque colours, 1…21, whichever is the lighter.
    static func ratio(_ first: Color.Resolved, _ second: Color.Resolved) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `color` drawn over the opaque `backdrop`: each component mixed by `color`'s opacity (as a
    /// browser composites in sRGB), opaque.
    static func composite(_ color: Color.Resolved, over backdrop: Color.Resolved) -> Color.Resolved {
        let alpha = min(1, max(0, color.opacity))
        func mix(_ top: Float, _ bottom: Float) -> Float { top * alpha + bottom * (1 - alpha) }
        return Color.Resolved(
            red: mix(color.red, backdrop.red), green: mix(color.green, backdrop.green), blue: mix(color.blue, backdrop.blue))
    }

    /// The least ratio WCAG 2.x's 1.4.3 (AA) asks of text: 3 for large text, 4.5 for the rest.
    static func minimum(isLarge: Bool) -> Double { isLarge ? 3 : 4.5 }

    /// Whether text of `size` CSS px is large in WCAG's sense: at least 18 pt, or 14 pt bold, a
    /// point being 4/3 CSS px (24 px, or 18.67 px bold, as axe-core reads it).
    static func isLarge(size: Double, isBold: Bool) -> Bool {
        size >= 24 || (isBold && size >= 14 * 4 / 3 - 0.005)
    }
}
