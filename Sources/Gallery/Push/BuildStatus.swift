/// Where a rebuild of the gallery's code is, as a `--watch` supervisor announces it to every
/// open page (``GalleryApp/announceBuild(_:)``).
public enum BuildStatus: Sendable, Equatable {
    /// A rebuild has started: pages may show a small "Rebuilding…" indicator.
    case started
    /// The rebuild failed with these diagnostics: pages show them in an overlay, and the running
    /// code goes on serving.
    case failed([BuildDiagnostic])
    /// The rebuild succeeded: the new code is about to serve (its `hello` has a new build id).
    case succeeded
}

/// One compiler diagnostic of a failed build: where it is and what it says.
public struct BuildDiagnostic: Sendable, Equatable, Codable {
    /// The source file's path, as the compiler printed it.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1 (nil when the compiler gave none).
    public var column: Int?
    /// The message, as the compiler printed it.
    public var message: String

    /// A diagnostic at `file:line:column` saying `message`.
    public init(file: String, line: Int, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}
