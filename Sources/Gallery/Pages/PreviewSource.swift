/// The Swift source a preview's page shows, read from the package's sources and highlighted.
enum PreviewSource {
    /// The highlighted source of `definition`'s symbols and of its own file (none yet).
    static func html(for definition: PreviewDefinition, sourcesDirectory: String?) -> String { "" }
}
