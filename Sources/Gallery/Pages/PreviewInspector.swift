/// What sits beside a preview to look inside it: its model (`state`) as it changes.
enum PreviewInspector {
    /// The inspector's markup for `card`.
    static func html(_ card: PreviewCard) -> String {
        "<pre class=\"sg-state\" data-state>\(IndexPage.escape(card.state))</pre>"
    }
}
