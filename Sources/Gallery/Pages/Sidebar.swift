/// The index's sidebar: the catalogue's previews, grouped.
enum Sidebar {
    /// The sidebar's markup for `previews` (none yet).
    static func html(_ previews: [PreviewDefinition]) -> String { "" }
}
