import Foundation

/// A stylesheet of `Public/` as the static export copies it: with its colour schemes also
/// selectable by attribute, so a page or matrix cell of a dark variant is dark whatever the
/// reader's system prefers.
///
/// The live pages follow `prefers-color-scheme`; an exported variant is drawn for one scheme.
/// The copy keeps the sheet as it is and appends, from the sheet's own rules, its top-level
/// `:root { … }` blocks under `[data-color-scheme="light"]` and the content of its
/// `@media (prefers-color-scheme: dark)` blocks under `[data-color-scheme="dark"]` (CSS nesting,
/// `:root` becoming `&`). Nothing is written twice in the repository.
enum StaticStylesheet {
    /// `css` with the attribute-selected schemes appended (unchanged when it has none).
    static func forcingColorSchemes(_ css: String) -> String {
        var light: [Substring] = []
        var dark: [Substring] = []
        for block in topLevelBlocks(css) {
            let prelude = block.prelude.trimmingCharacters(in: .whitespacesAndNewlines)
            if prelude == ":root" {
                light.append(block.body)
            } else if prelude.hasPrefix("@media"), prelude.contains("prefers-color-scheme: dark") {
                dark.append(block.body)
            }
        }
        guard !dark.isEmpty else { return css }
        var result = css + "\n/* Added by the static export: the schemes above, chosen by data-color-scheme. */\n"
        result += "[data-color-scheme=\"light\"] {\n" + light.map { "  & {\($0)}\n" }.joined() + "}\n"
        result +=
            "[data-color-scheme=\"dark\"] {\n" + dark.map { $0.replacingOccurrences(of: ":root", with: "&") }.joined() + "}\n"
        return result
    }

    /// The top-level rules and at-rules of `css`: what precedes each `{` and what its matching
    /// `}` encloses; comments are skipped, so braces in them do not count.
    static func topLevelBlocks(_ css: String) -> [(prelude: Substring, body: Substring)] {
        var blocks: [(Substring, Substring)] = []
        var depth = 0
        var preludeStart = css.startIndex
        var bodyStart = css.startIndex
        var index = css.startIndex
        while index < css.endIndex {
            if css[index...].hasPrefix("/*") {
                let end = css[index...].range(of: "*/")?.upperBound ?? css.endIndex
                if depth == 0 { preludeStart = end }
                index = end
                continue
            }
            switch css[index] {
            case "{":
                if depth == 0 { bodyStart = css.index(after: index) }
                depth += 1
            case "}" where depth > 0:
                depth -= 1
                if depth == 0 {
                    let prelude = css[preludeStart..<css.index(before: bodyStart)]
                    blocks.append((prelude, css[bodyStart..<index]))
                    preludeStart = css.index(after: index)
                }
            case ";" where depth == 0:
                preludeStart = css.index(after: index)
            default:
                break
            }
            index = css.index(after: index)
        }
        return blocks
    }
}
