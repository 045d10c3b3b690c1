/// The gallery's pages: every preview live on one page, or one preview alone.
enum IndexPage {
    /// A page titled `title` with `cards`; `catalogue` feeds the sidebar, `environment` the
    /// toolbar and the page's colour scheme, `keeping` the query items the toolbar carries along.
    static func html(
        title: String, catalogue: [PreviewDefinition], cards: [PreviewCard],
        environment: PreviewEnvironment = PreviewEnvironment(), keeping: [(name: String, value: String)] = []
    ) -> String {
        var body = """
            <header class="sg-header"><h1><a href="/">StyleGallery</a></h1>
            <p>Styleable SwiftUI controls, rendered by Swift on the server. Every preview is live.</p></header>
            \(Sidebar.html(catalogue))
            \(Toolbar.html(environment: environment, keeping: keeping))
            <main class="sg-grid">

            """
        for card in cards { body += card.markup }
        body += "</main>\n"
        return PageShell.html(title: title, colorScheme: environment.colorScheme, body: body)
    }

    /// `text` with `& < > "` escaped, for text and attribute values, and NUL (not allowed in
    /// HTML) as U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\0": result += "\u{FFFD}"
            default: result.append(character)
            }
        }
        return result
    }
}
