/// A matrix laid out as one table: the colour scheme and the layout direction across the top (the
/// first axis when neither is an axis), each style a group of rows, one row per combination of the
/// other axes. A cell holds one instance of one style in one variant; the headers name both.
///
/// The live matrix page and the static export's `matrix.html` draw their tables with it.
struct MatrixGrid {
    /// The axes put across the top when they are crossed: they change a control's look most and its
    /// width least.
    static let acrossAxes = ["colorScheme", "layoutDirection"]

    /// The axes across the top, outermost first.
    let columnAxes: [String]
    /// The other axes, down the side under each style.
    let rowAxes: [String]
    /// The columns: the column axes' values crossed, the first axis slowest.
    let columns: [[String]]
    /// The rows of each style: the row axes' values crossed (one empty row when there are none).
    let rows: [[String]]

    /// The layout of a matrix crossing `axes` (environment keys, each once).
    init(axes: [String]) {
        let across = axes.filter(Self.acrossAxes.contains)
        let columnAxes = across.isEmpty ? Array(axes.prefix(1)) : across
        self.columnAxes = columnAxes
        rowAxes = axes.filter { !columnAxes.contains($0) }
        columns = Self.crossed(columnAxes)
        rows = Self.crossed(rowAxes)
    }

    /// Every combination of `axes`' values, the first axis slowest.
    private static func crossed(_ axes: [String]) -> [[String]] {
        axes.reduce([[]]) { combinations, axis in
            combinations.flatMap { combination in PreviewEnvironment.values(of: axis).map { combination + [$0] } }
        }
    }

    /// The index in `variants` of the one with row `row`'s and column `column`'s values, if any.
    func variantIndex(in variants: [PreviewEnvironment], row: Int, column: Int) -> Int? {
        let wanted = Array(zip(columnAxes, columns[column])) + Array(zip(rowAxes, rows[row]))
        return variants.firstIndex { variant in wanted.allSatisfy { variant.value(of: $0.0) == $0.1 } }
    }

    /// The table under a heading that names it and the region it scrolls sideways in (`caption`,
    /// escaped here; it stays put while the table scrolls): the column
    /// headers, then a row group per preview, headed by a link to its page (`link`), each cell
    /// holding `cell(preview, variant)` (indexes into `previews` and `variants`) in the variant's
    /// colour scheme, as wide as the preview's stage.
    func html(
        caption: String, previews: [PreviewDefinition], variants: [PreviewEnvironment],
        link: (PreviewDefinition) -> String, cell: (Int, Int) -> String
    ) -> String {
        var html = """
            <h2 class="sg-matrix-caption" id="sg-matrix-caption">\(IndexPage.escape(caption))</h2>
            <div class="sg-matrix-scroll" role="region" aria-labelledby="sg-matrix-caption" tabindex="0">
            <table class="sg-matrix-grid" aria-labelledby="sg-matrix-caption">
            <thead>\n
            """
        html += headerRows()
        html += "</thead>\n"
        for (previewIndex, definition) in previews.enumerated() {
            html += "<tbody>\n"
            for row in rows.indices {
                html += "<tr>"
                if row == 0 {
                    let scope = rowAxes.isEmpty ? "row" : "rowgroup"
                    html +=
                        "<th class=\"sg-matrix-style\" scope=\"\(scope)\" rowspan=\"\(rows.count)\">"
                        + "<a href=\"\(IndexPage.escape(link(definition)))\">\(IndexPage.escape(definition.title))</a></th>"
                }
                if !rowAxes.isEmpty {
                    html += "<th class=\"sg-matrix-value\" scope=\"row\">\(IndexPage.escape(label(rows[row], rowAxes)))</th>"
                }
                html += "\n"
                for column in columns.indices {
                    guard let variant = variantIndex(in: variants, row: row, column: column) else {
                        html += "<td></td>\n"
                        continue
                    }
                    let scheme = variants[variant].colorScheme.map { " data-color-scheme=\"\($0.rawValue)\"" } ?? ""
                    let width = Int(definition.width.rounded(.up))
                    html += "<td class=\"sg-matrix-cell\"\(scheme) style=\"--sg-width:\(width)px\">"
                    html += cell(previewIndex, variant) + "</td>\n"
                }
                html += "</tr>\n"
            }
            html += "</tbody>\n"
        }
        return html + "</table></div>\n"
    }

    /// The header rows: one per column axis, above the headers of the style and row axes columns.
    private func headerRows() -> String {
        var html = "<tr><th class=\"sg-matrix-style\" scope=\"col\" rowspan=\"\(columnAxes.count)\">Style</th>"
        if !rowAxes.isEmpty {
            let names = rowAxes.map(Self.name(of:)).joined(separator: " · ")
            html += "<th class=\"sg-matrix-value\" scope=\"col\" rowspan=\"\(columnAxes.count)\">\(IndexPage.escape(names))</th>"
        }
        var repeats = 1
        for (level, axis) in columnAxes.enumerated() {
            let values = PreviewEnvironment.values(of: axis)
            let span = columns.count / (repeats * values.count)
            let scope = level == columnAxes.count - 1 ? "col" : "colgroup"
            if level > 0 { html += "<tr>" }
            for _ in 0..<repeats {
                for value in values {
                    let colspan = span > 1 ? " colspan=\"\(span)\"" : ""
                    html += "<th scope=\"\(scope)\"\(colspan)>\(IndexPage.escape(Self.label(value, of: axis)))</th>"
                }
            }
            html += "</tr>\n"
            repeats *= values.count
        }
        return html
    }

    /// The values of `axes` for people, joined: `Dark · Right to left`.
    private func label(_ values: [String], _ axes: [String]) -> String {
        zip(axes, values).map { Self.label($0.1, of: $0.0) }.joined(separator: " · ")
    }

    /// What a cell shows, for people: its preview's title and its column and row values
    /// (`Default slider: dark, right to left, enabled`).
    func cellLabel(_ definition: PreviewDefinition, _ variant: PreviewEnvironment) -> String {
        let values = (columnAxes + rowAxes).map { axis in Self.label(variant.value(of: axis) ?? "", of: axis).lowercased() }
        return definition.title + ": " + values.joined(separator: ", ")
    }

    /// An axis's name for people (`Colour scheme`).
    static func name(of axis: String) -> String {
        switch axis {
        case "colorScheme": "Colour scheme"
        case "disabled": "Enabled or disabled"
        case "dynamicTypeSize": "Dynamic Type size"
        default: words(axis)
        }
    }

    /// An axis's value for people: `Dark`, `Right to left`, `Disabled`, `Reduced motion`,
    /// `Extra large`, `XX-large`, `Accessibility 3`.
    static func label(_ value: String, of axis: String) -> String {
        switch (axis, value) {
        case ("disabled", "1"): return "Disabled"
        case ("disabled", _): return "Enabled"
        case ("reduceMotion", "1"): return "Reduced motion"
        case ("reduceMotion", _): return "Motion"
        default: break
        }
        let exes = value.prefix { $0 == "x" }
        if !exes.isEmpty, value.dropFirst(exes.count).first?.isUppercase == true {
            return exes.uppercased() + "-" + value.dropFirst(exes.count).lowercased()
        }
        return words(value)
    }

    /// `camelCase1` as words, the first capitalised: `Camel case 1`.
    private static func words(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isUppercase || (character.isNumber && result.last?.isLetter == true) {
                result += " " + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result.prefix(1).uppercased() + result.dropFirst()
    }
}
