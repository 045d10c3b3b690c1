/// A run of Swift source of one kind, as ``SwiftLexer`` finds it: a byte range of the source.
struct SwiftToken: Equatable, Sendable {
    /// What a run of source is, for highlighting and for finding declarations.
    enum Kind: String, Sendable {
        /// Identifiers, operators, punctuation and white space: written without a span.
        case plain
        /// A keyword (`struct`, `let`, `Self`).
        case keyword
        /// An attribute (`@State`, `@MainActor`).
        case attribute
        /// A string literal's text, quotes included.
        case string
        /// An escape in a string literal (`\n`, `\u{2192}`) or an interpolation's `\(` and `)`.
        case escape
        /// A number literal.
        case number
        /// A line or block comment.
        case comment
        /// A documentation comment (`///`, `/** */`).
        case docComment
        /// A capitalised identifier: a type's name, by Swift's naming convention.
        case type
        /// A compiler directive or macro (`#if`, `#Preview`, `#fileID`).
        case directive
    }

    /// What the run is.
    let kind: Kind
    /// Where it is in the source, in UTF-8 bytes.
    let range: Range<Int>
}
