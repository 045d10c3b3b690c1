/// Why a catalogue cannot be served: previews that share an id.
public struct CatalogueError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the previews.
    public let description: String

    /// An error that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}
