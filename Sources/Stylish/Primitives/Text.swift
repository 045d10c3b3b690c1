import Foundation

/// A line (or lines) of read-only text, as SwiftUI's `Text`.
///
/// The text is escaped when it is drawn, so `Text("<script>")` shows those characters.
public struct Text: PrimitiveView, Equatable {
    /// The characters shown.
    let content: String
    var font: Font?
    /// The weight `fontWeight(_:)` or `bold()` gave this text, which replaces its font's.
    var weight: Font.Weight?
    var isItalic = false
    var design: Font.Design?

    /// Text showing `content` as it is.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text showing `content` (interpolations included: `Text("\(value)")`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Whether `other` is drawn as this text is: the same bytes (not only the same characters:
    /// `"Caf\u{E9}"` and `"Cafe\u{301}"` are equal `String`s, written as different markup), font,
    /// weight, italics and design.
    func isIdentical(to other: Text) -> Bool {
        font == other.font && weight == other.weight && isItalic == other.isItalic && design == other.design
            && content.hasSameBytes(as: other.content)
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        let setting = context.environment.textEnvironment
        var font = setting.apply(
            to: (view.font ?? context.environment.font ?? .body).scaled(to: context.environment.dynamicTypeSize))
        if let weight = view.weight { font.weight = weight }
        if view.isItalic { font.isItalic = true }
        if let design = view.design { font.design = design }
        let color = context.environment.foregroundColor ?? .primary
        context.noteUnknownColor(color)
        let paint = context.environment.foregroundPaint
        let gradient = paint.flatMap {
            $0.isColor ? nil : context.environment.isEnabled ? $0 : $0.opacity(Color.disabledContentOpacity)
        }
        if let gradient { context.noteUnknownColors(in: gradient) }
        let run = TextRun(
            string: view.content, font: font, color: context.environment.isEnabled ? color : color.disabledContent,
            gradient: gradient, lineLimit: setting.lineLimit, truncationMode: setting.truncationMode,
            alignment: setting.multilineTextAlignment)
        return [context.node(.text(run))]
    }
}

/// Text as the layout sees it: the characters, their font and colour.
struct TextRun {
    let string: String
    let font: Font
    /// The colour of the glyphs: the foreground style's, or a gradient's first colour.
    let color: Color
    /// The gradient the glyphs are painted with, when the foreground style is one (`color` is
    /// then what a browser that cannot clip a background to text shows).
    let gradient: _Paint?
    /// The most lines shown (`lineLimit`), nil for no limit.
    let lineLimit: Int?
    /// Where text past the line limit is cut.
    let truncationMode: Text.TruncationMode
    /// How the lines align against each other (`multilineTextAlignment`).
    let alignment: TextAlignment
    /// The width of the text on one line when it is one paragraph (no newline), else nil.
    let paragraphWidth: CGFloat?

    init(
        string: String, font: Font, color: Color, gradient: _Paint? = nil, lineLimit: Int? = nil,
        truncationMode: Text.TruncationMode = .tail, alignment: TextAlignment = .leading
    ) {
        self.string = string
        self.font = font
        self.color = color
        self.gradient = gradient
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        paragraphWidth = Self.paragraphWidth(of: string, font: font)
    }

    /// The width of `string` on one line when it has no newline, else nil. A native string's
    /// bytes are read in place, and ASCII text measured from them in one pass.
    private static func paragraphWidth(of string: String, font: Font) -> CGFloat? {
        // A "\r\n" is one Character that `lines` does not split at: such text takes the long way.
        let newline = UInt8(ascii: "\n")
        let inPlace: CGFloat?? = string.utf8.withContiguousStorageIfAvailable { utf8 in
            if utf8.contains(newline) { return nil }
            return TextMetrics.width(ofASCII: utf8, font: font) ?? TextMetrics.width(of: string[...], font: font)
        }
        if let inPlace { return inPlace }
        return string.utf8.contains(newline) ? nil : TextMetrics.width(of: string[...], font: font)
    }

    /// One line when it fits `width`; otherwise greedy word wrapping, as many lines as it takes.
    func size(fitting width: CGFloat?) -> CGSize {
        if let oneLine = oneLineWidth(fitting: width) {
            return CGSize(width: ceil(oneLine), height: font.lineHeight)
        }
        if lineLimit != nil { return limitedSize(fitting: width) }
        // The widest line and the count, as `map` and `max` of the lines found them, without the lines.
        var widestASCII: CGFloat?
        var count = 0
        let isASCII = forEachASCIILine(fitting: width) { line in
            let lineWidth = TextMetrics.width(units: line.units, scalarCount: line.bytes.count, font: font)
            if widestASCII.map({ $0 < lineWidth }) ?? true { widestASCII = lineWidth }
            count += 1
        }
        if isASCII {
            return CGSize(width: ceil(widestASCII ?? 0), height: font.lineHeight * CGFloat(max(1, count)))
        }
        let lines = self.lines(fitting: width)
        let widest = lines.map { TextMetrics.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: ceil(widest), height: font.lineHeight * CGFloat(max(1, lines.count)))
    }

    /// The text as it is drawn in `width`: its lines joined by newlines.
    func wrapped(fitting width: CGFloat?) -> String {
        if oneLineWidth(fitting: width) != nil { return string }
        if lineLimit != nil { return limitedLines(fitting: width).joined(separator: "\n") }
        if let lines = asciiLines(fitting: width) {
            let utf8 = Array(string.utf8)
            var joined: [UInt8] = []
            joined.reserveCapacity(utf8.count)
            for (index, line) in lines.enumerated() {
                if index > 0 { joined.append(UInt8(ascii: "\n")) }
                joined.append(contentsOf: utf8[line.bytes])
            }
            return String(decoding: joined, as: UTF8.self)
        }
        return lines(fitting: width).joined(separator: "\n")
    }

    /// The width of the text when it is one paragraph that fits `width` (the common case, which
    /// ``lines(fitting:)`` leaves as one line): measured once, without splitting; else nil.
    private func oneLineWidth(fitting width: CGFloat?) -> CGFloat? {
        guard let whole = paragraphWidth else { return nil }
        if let width, whole > width { return nil }
        return whole
    }

    /// The lines of greedy word wrapping, as ``lines(fitting:)`` makes them: the reference, and
    /// the way for text that ``asciiLines(fitting:)`` leaves.
    func lines(fitting width: CGFloat?) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, TextMetrics.width(of: paragraph, font: font) > width else {
                lines.append(paragraph)
                continue
            }
            var line: Substring = paragraph.prefix(0)
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? word : paragraph[line.startIndex..<word.endIndex]
                if line.isEmpty || TextMetrics.width(of: candidate, font: font) <= width {
                    line = candidate
                } else {
                    lines.append(line)
                    line = word
                }
            }
            lines.append(line)
        }
        return lines
    }
}
