/// What a preview offers a browser without JavaScript.
enum NoScriptControls {
    /// The no-JS markup for `card` (none yet).
    static func html(_ card: PreviewCard) -> String { "" }
}
