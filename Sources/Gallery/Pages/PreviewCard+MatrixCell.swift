extension PreviewCard {
    /// The card as a matrix cell: the live stage alone, the inspector folded under it in a
    /// `<details>` (which opens without JavaScript), and a Reset that `gallery.js` shows.
    ///
    /// The table's headers name the cell, so it has no title of its own and is no landmark;
    /// `label` (`Default slider: dark, right to left, enabled`) names its Inspect and Reset for
    /// assistive technology, and `link` (unescaped) is the preview's page in the cell's environment.
    func matrixCellMarkup(label: String, link: String) -> String {
        let id = IndexPage.escape(elementID)
        let preview = IndexPage.escape(definition.id)
        let hidden = "<span class=\"sg-matrix-hidden\">: \(IndexPage.escape(label))</span>"
        return """
            <section class="sg-preview sg-matrix-card" id="\(id)" data-preview="\(preview)" data-seq="\(seq)"\(variantAttribute)>
            <div class="sg-stage">\(html)</div>
            <div class="sg-matrix-tools"><details class="sg-matrix-inspect"><summary>Inspect\(hidden)</summary>
            <p class="sg-matrix-open"><a href="\(IndexPage.escape(link))">Open in this environment\(hidden)</a></p>
            \(PreviewInspector.html(self))
            </details>
            <button class="sg-reset" type="button" data-reset hidden>Reset\(hidden)</button></div>
            <p class="sg-error" data-error role="status">\(problemsText)</p>
            </section>

            """
    }
}
