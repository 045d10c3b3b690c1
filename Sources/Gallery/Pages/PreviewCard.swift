import Foundation

/// One preview's card on a page: its title, the live stage, and what sits beside it.
struct PreviewCard {
    /// The preview shown.
    let definition: PreviewDefinition
    /// The instance's `seq` when the page was rendered.
    let seq: Int
    /// The public model as JSON (`state` in the API), its numbers as a person reads them, for the
    /// inspector's state panel.
    let state: String
    /// The rendered stage (the engine's HTML + SVG).
    let html: String
    /// The instance's variant, for an instance other than the preview's main one (a matrix cell).
    var variant: String? = nil
    /// What the preview's views asked of the gallery that it does not have (an unknown colour
    /// name), shown as the card's error.
    var problems: [String] = []
    /// The query keys the title's link carries (the toolbar's), so that following it keeps the view.
    var kept: [PageLink.Item] = []
    /// Whether the card stands alone in a frame (embed mode): the stage without the header or the
    /// inspector. Having no toolbar, it carries the environment its URL pins (``kept``) as
    /// `data-environment`, a query that `gallery.js` keeps pinned.
    var isEmbedded = false
    /// The inspector's Accessibility panel (``AccessibilityPanel``), on a preview's own page.
    var accessibilityPanel: String? = nil

    /// ` data-variant="…"` for a variant's instance, else nothing.
    var variantAttribute: String {
        variant.map { " data-variant=\"\(IndexPage.escape($0))\"" } ?? ""
    }

    /// The section's element id: the preview's, made unique per variant (`checkout-slider--colorScheme-dark`).
    var elementID: String {
        definition.id
            + (variant.map { "--" + $0.replacingOccurrences(of: "=", with: "-").replacingOccurrences(of: "&", with: "-") } ?? "")
    }

    /// The problems, escaped, as the error paragraph's text.
    var problemsText: String { IndexPage.escape(problems.joined(separator: " ")) }

    /// The card's markup: a `<section data-preview>` that `gallery.js` makes live.
    ///
    /// It carries the preview's search terms (`data-search`), by which `Public/search.js` filters.
    var markup: String {
        let id = IndexPage.escape(elementID)
        let preview = IndexPage.escape(definition.id)
        let terms = IndexPage.escape(PreviewSearch.terms(of: definition).joined(separator: " "))
        if isEmbedded {
            return """
                <section class="sg-preview sg-embedded" id="\(id)" data-preview="\(preview)" data-seq="\(seq)"\(variantAttribute) \
                data-environment="\(IndexPage.escape(PageLink.query(kept)))" aria-label="\(IndexPage.escape(definition.title))">
                <div class="sg-stage">\(html)</div>
                \(NoScriptControls.html(self))
                <p class="sg-error" data-error role="status">\(problemsText)</p>
                </section>

                """
        }
        return """
            <section class="sg-preview" id="\(id)" data-preview="\(preview)" data-seq="\(seq)"\(variantAttribute) \
            data-search="\(terms)" aria-labelledby="\(id)-title">
            <header><h2 id="\(id)-title"><a href="\(IndexPage.escape(PageLink.preview(definition.id, kept)))">\
            \(IndexPage.escape(definition.title))</a></h2>
            <span class="sg-section-tag" title="\(IndexPage.escape(definition.section.heading))">\
            \(IndexPage.escape(definition.section.tag ?? definition.section.title))</span>
            <button class="sg-reset" type="button" data-reset hidden>Reset</button></header>
            <div class="sg-stage">\(html)</div>
            \(PreviewInspector.html(self))
            \(NoScriptControls.html(self))
            <p class="sg-error" data-error role="status">\(problemsText)</p>
            </section>

            """
    }
}
