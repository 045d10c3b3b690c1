/// The sidebar's navigation: every preview of the catalogue, grouped by section and by the
/// kind of control it shows, each entry a link to the preview's page.
///
/// A preview with several kinds of control is listed under each. Every entry carries its search
/// terms (`data-search`) so that `Public/search.js` can hide the ones a query does not match; the
/// server marks those `hidden` itself when the page is rendered for a query.
enum Sidebar {
    /// The `<nav aria-label="Previews">` for `previews`; `search` hides the entries it does not
    /// match, `current` (a preview's id) is marked `aria-current="page"`, and the links carry
    /// `kept` (the toolbar's query keys).
    static func html(
        _ previews: [PreviewDefinition], search: PreviewSearch = PreviewSearch(nil), current: String? = nil,
        kept: [PageLink.Item] = []
    ) -> String {
        var html = "<nav class=\"sg-sidebar-nav\" aria-label=\"Previews\">\n"
        html += "<div class=\"sg-nav-part\">\n<h2 class=\"sg-nav-heading\">By section</h2>\n"
        for section in Catalogue(previews).sections {
            let members = previews.filter { $0.section == section }
            let tag = section.tag.map { "<span class=\"sg-section-tag\">\(IndexPage.escape($0))</span> " } ?? ""
            html += group(tag + IndexPage.escape(section.title), members, search: search, current: current, kept: kept)
        }
        html += "</div>\n<div class=\"sg-nav-part\">\n<h2 class=\"sg-nav-heading\">By control</h2>\n"
        for kind in ControlKind.allCases {
            let members = previews.filter { $0.controls.contains(kind) }
            guard !members.isEmpty else { continue }
            html += group(IndexPage.escape(kind.title), members, search: search, current: current, kept: kept)
        }
        return html + "</div>\n</nav>\n"
    }

    /// One group: a heading (markup) over the list of `members`.
    private static func group(
        _ heading: String, _ members: [PreviewDefinition], search: PreviewSearch, current: String?,
        kept: [PageLink.Item]
    ) -> String {
        let hidden = members.contains(where: search.matches) ? "" : " hidden"
        var html = "<div class=\"sg-nav-group\" data-search-group\(hidden)>\n<h3>\(heading)</h3>\n<ul>\n"
        for preview in members {
            let id = IndexPage.escape(preview.id)
            let terms = PreviewSearch.terms(of: preview)
            let isHidden = search.matches(terms: terms) ? "" : " hidden"
            let isCurrent = preview.id == current ? " aria-current=\"page\"" : ""
            html += "<li data-search=\"\(IndexPage.escape(terms.joined(separator: " ")))\" data-search-for=\"\(id)\"\(isHidden)>"
            let link = IndexPage.escape(PageLink.preview(preview.id, kept))
            html += "<a href=\"\(link)\"\(isCurrent)>\(IndexPage.escape(preview.title))</a></li>\n"
        }
        return html + "</ul>\n</div>\n"
    }
}
