import Foundation

/// How text is set: the environment values that `Text` reads, kept under one key so that a text
/// notes one read for all of them.
struct TextEnvironment: Hashable, Sendable {
    /// The weight `fontWeight(_:)` or `bold()` set, which replaces the font's own.
    var fontWeight: Font.Weight?
    /// Whether `italic()` was set.
    var isItalic = false
    /// The design `fontDesign(_:)` set, which replaces the font's own.
    var fontDesign: Font.Design?
    var lineLimit: Int?
    var multilineTextAlignment: TextAlignment = .leading
    var truncationMode: Text.TruncationMode = .tail
    var minimumScaleFactor: CGFloat = 1

    /// `font` with the weight, italics and design set here.
    func apply(to font: Font) -> Font {
        var font = font
        if let fontWeight { font.weight = fontWeight }
        if isItalic { font.isItalic = true }
        if let fontDesign { font.design = fontDesign }
        return font
    }
}

/// The alignment of the lines of a text against each other, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge: the left, or the right in right-to-left layouts.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge: the right, or the left in right-to-left layouts.
    case trailing
}

extension Text {
    /// Where a text cut to its line limit loses characters; an ellipsis (`…`) stands for them.
    public enum TruncationMode: Hashable, Sendable {
        /// The start of the last line shown is cut.
        case head
        /// The end is cut (the default).
        case tail
        /// The middle of the last line shown is cut.
        case middle
    }
}

extension EnvironmentValues {
    /// The most lines a text takes (`nil`: as many as it needs); a longer text is cut with an ellipsis.
    public var lineLimit: Int? {
        get { self[TextEnvironmentKey.self].lineLimit }
        set { self[TextEnvironmentKey.self].lineLimit = newValue.map { max(1, $0) } }
    }

    /// How the lines of a text of several lines align against each other.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextEnvironmentKey.self].multilineTextAlignment }
        set { self[TextEnvironmentKey.self].multilineTextAlignment = newValue }
    }

    /// Where a text cut to its line limit loses characters.
    public var truncationMode: Text.TruncationMode {
        get { self[TextEnvironmentKey.self].truncationMode }
        set { self[TextEnvironmentKey.self].truncationMode = newValue }
    }

    /// How far a text may shrink to fit; kept for code that sets it, but text here never shrinks
    /// (it wraps or is cut to its line limit instead).
    public var minimumScaleFactor: CGFloat {
        get { self[TextEnvironmentKey.self].minimumScaleFactor }
        set { self[TextEnvironmentKey.self].minimumScaleFactor = newValue }
    }

    /// How text is set here, all of it, read as one value.
    var textEnvironment: TextEnvironment {
        get { self[TextEnvironmentKey.self] }
        set { self[TextEnvironmentKey.self] = newValue }
    }
}

private struct TextEnvironmentKey: EnvironmentKey { static var defaultValue: TextEnvironment { TextEnvironment() } }
