/// The environment toolbar above the previews.
enum Toolbar {
    /// The toolbar's markup (none yet).
    static func html() -> String { "" }
}
