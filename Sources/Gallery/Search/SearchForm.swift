/// The index's search box: a GET form (`/?q=range`) that works without JavaScript, and that
/// `Public/search.js` turns into a filter as you type.
enum SearchForm {
    /// The form for `search`, keeping `kept` (the toolbar's query keys) as hidden fields so that a
    /// search does not drop them; `matches` is how many previews the query matches.
    static func html(_ search: PreviewSearch, kept: [PageLink.Item], matches: Int, total: Int) -> String {
        var html = """
            <form class="sg-search" role="search" method="get" data-search-form>
            <label for="sg-search-q">Search previews</label>
            <div class="sg-search-row"><input type="search" id="sg-search-q" name="q" value="\(IndexPage.escape(search.text))" \
            placeholder="slider, checkout, 002…" autocomplete="off" spellcheck="false" aria-keyshortcuts="/" data-search-input>
            <button type="submit">Search</button></div>

            """
        for item in kept {
            html += "<input type=\"hidden\" name=\"\(IndexPage.escape(item.name))\" value=\"\(IndexPage.escape(item.value))\">\n"
        }
        html += "<p class=\"sg-search-status\" role=\"status\" data-search-status>\(status(search, matches, total))</p>\n"
        return html + "</form>\n"
    }

    /// What the status line says: "3 previews match", "No previews match", or the count of all.
    static func status(_ search: PreviewSearch, _ matches: Int, _ total: Int) -> String {
        if search.isEmpty { return "\(total) previews" }
        switch matches {
        case 0: return "No previews match"
        case 1: return "1 preview matches"
        default: return "\(matches) previews match"
        }
    }

    /// The message `main` shows when nothing matches (hidden otherwise): the query, and a way back.
    static func emptyMessage(_ search: PreviewSearch, kept: [PageLink.Item], isShown: Bool) -> String {
        """
        <div class="sg-empty" data-search-empty\(isShown ? "" : " hidden")><h2>No previews match \
        “<span data-search-echo>\(IndexPage.escape(search.text))</span>”</h2>
        <p>Search looks at titles, ids, seed numbers and articles, summaries and control kinds; every word \
        must begin one of them. Try “slider”, “checkout” or “002”, or \
        <a href="\(IndexPage.escape(PageLink.index(kept)))" data-search-clear>show all previews</a>.</p></div>

        """
    }
}
