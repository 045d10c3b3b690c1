/// One option of a ``MultipleChoice``: a stable id (what the selection holds) and its title.
public struct MultipleChoiceOption: Identifiable, Hashable, Sendable {
    /// The id the selection holds when this option is chosen.
    public let id: String
    /// What people read.
    public let title: String

    /// An option called `title`, chosen as `id`.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
