/// The environment toolbar above the previews: a GET form whose fields are the query keys of
/// ``PreviewEnvironment``, so that it works without JavaScript and a link reproduces the view.
///
/// `toolbar.js` applies a change at once (no reload) and keeps the URL in step. The form is a
/// landmark of its own (named "Environment"), and each option reads as a person would say it
/// ("Right to left") while it submits the API's value (`rightToLeft`).
enum Toolbar {
    /// One control of the toolbar: a query key, its label, and what its empty value means.
    private struct Field {
        let key: String
        let label: String
        let automatic: String
    }

    private static let fields = [
        Field(key: "colorScheme", label: "Colour scheme", automatic: "Automatic (system)"),
        Field(key: "layoutDirection", label: "Layout direction", automatic: "Default (left to right)"),
        Field(key: "controlSize", label: "Control size", automatic: "Default (regular)"),
        Field(key: "tint", label: "Tint", automatic: "Default (accent colour)"),
        Field(key: "reduceMotion", label: "Reduce motion", automatic: "Automatic (system)"),
        Field(key: "dynamicTypeSize", label: "Dynamic Type size", automatic: "Default (large)"),
    ]

    /// A link to the matrix of one kind of control: the kind, and the URL (unescaped).
    typealias MatrixLink = (kind: ControlKind, href: String)

    /// The toolbar showing `environment`, submitting to `action`; `keeping` are the other query
    /// items of the page (`q`, a matrix's `control`), carried along as hidden fields.
    /// `reloads` marks a page whose previews must be drawn again on a change (the matrix), and
    /// `omitting` the keys the page fixes itself (a matrix's axes), which get no control.
    /// `matrices` are the links to the matrices of the page's kinds of control: one names its
    /// kind ("Matrix of every button style"), several make a small list.
    static func html(
        environment: PreviewEnvironment, action: String = "/", keeping: [(name: String, value: String)] = [],
        reloads: Bool = false, omitting: [String] = [], matrices: [MatrixLink] = []
    ) -> String {
        var html = """
            <form class="sg-toolbar" method="get" action="\(IndexPage.escape(action))" aria-label="Environment" \
            data-toolbar\(reloads ? " data-reload" : "")>
            <fieldset><legend>Environment</legend>

            """
        for field in fields where !omitting.contains(field.key) {
            let chosen = environment.value(of: field.key)
            html += "<label><span>\(field.label)</span> <select name=\"\(field.key)\">"
            html += option("", field.automatic, chosen == nil)
            for value in PreviewEnvironment.values(of: field.key) {
                html += option(value, label(value, of: field.key), chosen == value)
            }
            html += "</select></label>\n"
        }
        if !omitting.contains("disabled") {
            let checked = environment.disabled == true ? " checked" : ""
            html +=
                "<label class=\"sg-toggle\"><input type=\"checkbox\" name=\"disabled\" value=\"1\"\(checked)> Disabled</label>\n"
        }
        for item in keeping {
            html += "<input type=\"hidden\" name=\"\(IndexPage.escape(item.name))\" value=\"\(IndexPage.escape(item.value))\">\n"
        }
        html += """
            <button type="submit">Apply</button>
            \(matrixHTML(matrices))</fieldset></form>

            """
        return html
    }

    /// The links to the matrices of `kinds`, each URL carrying `kept` (the toolbar's query keys,
    /// as the page's other links do).
    static func matrixLinks(_ kinds: [ControlKind], kept: [PageLink.Item]) -> [MatrixLink] {
        kinds.map { ($0, "/matrix" + PageLink.query([("control", $0.rawValue)] + kept)) }
    }

    /// The markup of `links`: nothing, one link naming its kind, or a list of every kind.
    private static func matrixHTML(_ links: [MatrixLink]) -> String {
        let anchor = { (link: MatrixLink, text: String) in "<a href=\"\(IndexPage.escape(link.href))\">\(text)</a>" }
        switch links.count {
        case 0: return ""
        case 1:
            let text = "Matrix of every \(links[0].kind.name) style"
            return "<a class=\"sg-matrix-link\" href=\"\(IndexPage.escape(links[0].href))\">\(text)</a>\n"
        default:
            let list = links.map { "<li>" + anchor($0, IndexPage.escape($0.kind.title)) + "</li>" }.joined()
            return "<nav class=\"sg-matrix-link\" aria-label=\"Style matrices\">Matrix of every style: <ul>\(list)</ul></nav>\n"
        }
    }

    private static func option(_ value: String, _ label: String, _ selected: Bool) -> String {
        "<option value=\"\(IndexPage.escape(value))\"\(selected ? " selected" : "")>\(IndexPage.escape(label))</option>"
    }

    /// How an option reads: `value` of query key `key` in words, capitalised ("Right to left",
    /// "Extra large", "Accessibility 3").
    private static func label(_ value: String, of key: String) -> String {
        if key == "reduceMotion" { return value == "1" ? "On" : "Off" }
        let words: String
        switch value {
        case "xSmall": words = "extra small"
        case "xLarge": words = "extra large"
        case "xxLarge": words = "extra extra large"
        case "xxxLarge": words = "extra extra extra large"
        default: words = spaced(value)
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// A camel-case identifier as lower-case words, a number apart (`accessibility3` is
    /// "accessibility 3", `leftToRight` "left to right").
    private static func spaced(_ identifier: String) -> String {
        var words = ""
        var previous: Character?
        for character in identifier {
            if let previous, character.isUppercase || (character.isNumber && !previous.isNumber) { words += " " }
            words += character.lowercased()
            previous = character
        }
        return words
    }
}
