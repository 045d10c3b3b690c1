/// What sits beside a preview to look inside it: its model (`state`) as it changes, the log of
/// every exchange with the server, which `inspector.js` fills and can copy as a curl script, and on
/// a preview's own page its accessibility (``AccessibilityPanel``).
///
/// The log and its buttons are `hidden` until `inspector.js` runs: without JS there are no
/// exchanges to log, and the state panel alone still shows the model after each form post. The
/// list shows the latest entries only; the note above it (`data-log-note`) says how many are hidden.
/// It scrolls when they overflow it, so it takes the focus (a keyboard scrolls it too). What the
/// page sends by itself (the environment and the stage's geometry) goes to a collapsed
/// "Setup: n events" list (`data-log-setup`) above the user's own events.
enum PreviewInspector {
    /// The inspector's markup for `card`.
    static func html(_ card: PreviewCard) -> String {
        let id = IndexPage.escape(card.elementID)
        return """
            <div class="sg-inspector" role="group" aria-label="Inspector">
            <h3 class="sg-inspector-heading" id="\(id)-state-label">State</h3>
            <pre class="sg-state" data-state aria-labelledby="\(id)-state-label">\(IndexPage.escape(card.state))</pre>
            <div class="sg-log-panel" data-log-panel hidden>
            <div class="sg-log-bar"><h3 class="sg-inspector-heading" id="\(id)-log-label">Events</h3>
            <button type="button" class="sg-tool" data-log-copy>Copy as curl</button>
            <button type="button" class="sg-tool" data-log-clear>Clear</button>
            <span class="sg-log-status" data-log-status role="status"></span></div>
            <p class="sg-log-note" data-log-note hidden></p>
            <details class="sg-log-setup" data-log-setup hidden><summary data-log-setup-summary>Setup: 0 events</summary>
            <ol class="sg-log" data-log-setup-list aria-label="Setup events sent by the page"></ol></details>
            <ol class="sg-log" data-log aria-labelledby="\(id)-log-label" tabindex="0"></ol>
            <details class="sg-curl" data-curl-details><summary>curl script</summary>
            <textarea class="sg-curl-text" data-curl readonly rows="10" spellcheck="false" aria-label="curl script replaying the log"></textarea>
            </details>
            </div>
            \(card.accessibilityPanel ?? "")</div>
            """
    }
}
