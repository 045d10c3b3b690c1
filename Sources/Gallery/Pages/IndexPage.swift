/// The index page: the sidebar with the search box, the toolbar, and every preview that the
/// search matches, live.
enum IndexPage {
    /// The index titled `title` with `cards` (the previews `search` matches); `catalogue` feeds the
    /// sidebar, and `kept` (the toolbar's query keys) rides along in the search form and the links;
    /// `environment` sets the toolbar and the page's colour scheme, `keeping` (`q`) rides in the toolbar.
    static func html(
        title: String, catalogue: [PreviewDefinition], cards: [PreviewCard], search: PreviewSearch = PreviewSearch(nil),
        kept: [PageLink.Item] = [], environment: PreviewEnvironment = PreviewEnvironment(),
        keeping: [PageLink.Item] = []
    ) -> String {
        let form = SearchForm.html(search, kept: kept, matches: cards.count, total: catalogue.count)
        var main = "<main class=\"sg-grid\" id=\"sg-main\">\n"
        for card in cards { main += card.markup }
        main += SearchForm.emptyMessage(search, kept: kept, isShown: cards.isEmpty) + "</main>\n"
        let body = PageShell.chrome(
            isIndex: true, home: PageLink.index(kept),
            search: form, sidebar: Sidebar.html(catalogue, search: search, kept: kept),
            content: Toolbar.html(
                environment: environment, keeping: keeping, matrices: Toolbar.matrixLinks(ControlKind.allCases, kept: kept))
                + "\n" + main)
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
