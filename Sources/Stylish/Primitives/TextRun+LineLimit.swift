import Foundation

/// Text cut to its line limit, as SwiftUI cuts it: the lines before the last are word-wrapped as
/// usual; the last line shown holds the rest of the text, cut where the truncation mode says,
/// an ellipsis (`…`) in place of what is left out.
extension TextRun {
    /// The size of the lines ``limitedLines(fitting:)`` shows.
    func limitedSize(fitting width: CGFloat?) -> CGSize {
        let lines = limitedLines(fitting: width)
        let widest = lines.map { TextMetrics.width(of: $0[...], font: font) }.max() ?? 0
        return CGSize(width: ceil(widest), height: font.lineHeight * CGFloat(max(1, lines.count)))
    }

    /// The lines shown in `width`: at most `lineLimit`, the last cut to fit when text is left over.
    func limitedLines(fitting width: CGFloat?) -> [String] {
        let lines = lines(fitting: width)
        guard let limit = lineLimit, lines.count > limit else {
            // A last line of one word too long for the width is cut as well.
            var shown = lines.map(String.init)
            if let width, let last = shown.last { shown[shown.count - 1] = truncated(last, fitting: width) }
            return shown
        }
        var shown = lines.prefix(limit - 1).map(String.init)
        let last = lines[limit - 1]
        // The rest of the text from the last line shown, its line breaks made spaces.
        let rest = string[last.startIndex...].replacingOccurrences(of: "\n", with: " ")
        guard let width else {
            shown.append(String(last) + "…")
            return shown
        }
        shown.append(truncated(rest, fitting: width))
        return shown
    }

    /// `line` cut where ``truncationMode`` says so that it and an ellipsis fit `width`; `line`
    /// as it is when it fits whole.
    private func truncated(_ line: String, fitting width: CGFloat) -> String {
        if TextMetrics.width(of: line[...], font: font) <= width { return line }
        let characters = Array(line)
        // The most characters kept for which the cut line fits (binary search: widths grow with them).
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if TextMetrics.width(of: cut(characters, keeping: middle)[...], font: font) <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return cut(characters, keeping: low)
    }

    /// `characters` with `keeping` of them kept, where ``truncationMode`` says, and an ellipsis.
    private func cut(_ characters: [Character], keeping count: Int) -> String {
        if count >= characters.count { return String(characters) }
        switch truncationMode {
        case .tail:
            return String(String(characters.prefix(count)).trimmingTrailingSpaces) + "…"
        case .head:
            return "…" + String(characters.suffix(count)).trimmingLeadingSpaces
        case .middle:
            let head = String(characters.prefix((count + 1) / 2)).trimmingTrailingSpaces
            let tail = String(characters.suffix(count / 2)).trimmingLeadingSpaces
            return head + "…" + tail
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }

    fileprivate var trimmingLeadingSpaces: Substring {
        var start = startIndex
        while start < endIndex, self[start] == " " { start = index(after: start) }
        return self[start..<endIndex]
    }
}
