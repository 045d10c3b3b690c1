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
        let frame = frame(
            title: title, catalogue: catalogue, matches: cards.count, search: search, kept: kept, environment: environment,
            keeping: keeping)
        var page = frame.before
        for card in cards { page += card.markup }
        return page + frame.after
    }

    /// The index around its cards: the page is `before`, each card's markup, then `after`. Nothing
    /// in it depends on the cards but their number, `matches`; the arguments are those of
    /// ``html(title:catalogue:cards:search:kept:environment:keeping:)``.
    static func frame(
        title: String, catalogue: [PreviewDefinition], matches: Int, search: PreviewSearch = PreviewSearch(nil),
        kept: [PageLink.Item] = [], environment: PreviewEnvironment = PreviewEnvironment(),
        keeping: [PageLink.Item] = []
    ) -> (before: String, after: String) {
        let form = SearchForm.html(search, kept: kept, matches: matches, total: catalogue.count)
        let content =
            Toolbar.html(
                environment: environment, keeping: keeping, matrices: Toolbar.matrixLinks(ControlKind.allCases, kept: kept))
            + "\n" + "<main class=\"sg-grid\" id=\"sg-main\">\n"
        let chrome = PageShell.chromeOpening(
            isIndex: true, home: PageLink.index(kept), search: form, sidebar: Sidebar.html(catalogue, search: search, kept: kept))
        let before = PageShell.opening(title: title, colorScheme: environment.colorScheme) + chrome + content
        let after =
            SearchForm.emptyMessage(search, kept: kept, isShown: matches == 0) + "</main>\n" + PageShell.chromeClosing
            + PageShell.closing
        return (before, after)
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
