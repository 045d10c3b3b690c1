import Foundation
import Stylish

/// The contrast of one text against what is drawn behind it, in one colour scheme.
struct ContrastFinding {
    /// The text's node (`data-k`).
    let key: String
    /// The text shown.
    let text: String
    /// The colour scheme it was drawn in.
    let colorScheme: ColorScheme
    /// Its frame in the canvas.
    let frame: CGRect
    /// Its foreground as the environment resolved it (with the opacity of the views around it).
    let foreground: Color.Resolved
    /// What is drawn behind it, opaque: the fills under its frame over the window's background.
    let background: Color.Resolved
    /// The nearest fill drawn under it (`data-k`); nil when only the window's background is.
    let backgroundKey: String?
    /// Whether the glyphs or the nearest fill are a gradient (their first colour is measured).
    let isGradient: Bool
    /// Whether it is large text (WCAG: 18 pt, or 14 pt bold).
    let isLarge: Bool
    /// Whether it is part of a disabled control, which 1.4.3 exempts (an inactive component).
    let isDisabled: Bool
    /// The contrast ratio, 1…21.
    let ratio: Double

    /// The least ratio AA asks of it.
    var required: Double { ContrastRatio.minimum(isLarge: isLarge) }
    /// Whether it passes WCAG 2.x 1.4.3 (AA): enough contrast, or exempt as inactive.
    var passes: Bool { isDisabled || ratio >= required }
    /// The ratio rounded down to two decimals, as it is shown (rounding up could show a failing
    /// 4.499 as 4.5).
    var shownRatio: Double { (ratio * 100).rounded(.down) / 100 }

    /// The contrast of each visible text of `content` against the fills drawn before it whose frame
    /// holds the text's centre, composited in paint order over the window's background (white in
    /// light, black in dark, as SwiftUI's `systemBackground`).
    static func all(in content: DrawnContent) -> [ContrastFinding] {
        var fills: [DrawnContent.DrawnFill] = []
        var found: [ContrastFinding] = []
        for item in content.items {
            switch item {
            case .fill(let fill):
                fills.append(fill)
            case .text(let text):
                guard text.color.opacity > 0, !text.string.allSatisfy(\.isWhitespace) else { continue }
                let centre = CGPoint(x: text.frame.midX, y: text.frame.midY)
                let under = fills.filter { $0.frame.contains(centre) && $0.color.opacity > 0 }
                var background = windowBackground(text.colorScheme)
                for fill in under { background = ContrastRatio.composite(fill.color, over: background) }
                let foreground = ContrastRatio.composite(text.color, over: background)
                found.append(
                    ContrastFinding(
                        key: text.key, text: text.string, colorScheme: text.colorScheme, frame: text.frame,
                        foreground: text.color, background: background, backgroundKey: under.last?.key,
                        isGradient: text.isGradient || (under.last?.isGradient ?? false),
                        isLarge: ContrastRatio.isLarge(size: Double(text.fontSize), isBold: text.isBold),
                        isDisabled: text.isDisabled,
                        ratio: ContrastRatio.ratio(foreground, background)))
            }
        }
        return found
    }

    /// The window's background in `scheme`.
    static func windowBackground(_ scheme: ColorScheme) -> Color.Resolved {
        scheme == .dark ? Color.Resolved(red: 0, green: 0, blue: 0) : Color.Resolved(red: 1, green: 1, blue: 1)
    }
}

extension Color.Resolved {
    /// `#RRGGBB` when opaque, else `#RRGGBBAA` (as ``description``).
    var hex: String {
        let full = description
        return opacity >= 1 ? String(full.prefix(7)) : full
    }
}
