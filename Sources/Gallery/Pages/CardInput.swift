import Stylish

/// What a preview's card shows of the instance behind it: the preview, its `seq` and its current
/// rendering. Two inputs that show the same (``showsSame(as:)``) give byte-identical cards, which
/// is what lets the index's caches share a card between sessions at the same state.
struct CardInput: Sendable {
    /// The preview shown.
    let definition: PreviewDefinition
    /// The instance's `seq`.
    let seq: Int
    /// The instance's current rendering (markup and model).
    let rendering: Rendering

    /// The card, its public model written as JSON (`state` in the API) with its numbers as a person
    /// reads them (``Snapshot/readable(_:)``).
    var card: PreviewCard {
        var state = JSONWriter()
        Snapshot.writeModel(of: definition, rendering, to: &state, readable: true)
        return PreviewCard(
            definition: definition, seq: seq, state: String(decoding: state.finish(), as: UTF8.self), html: rendering.html,
            problems: rendering.problems)
    }

    /// Whether `other` gives the same card: the same preview at the same `seq`, with the same markup
    /// and the same `@State` values. The markup is usually the very same array (an instance's
    /// rendering is kept until its next event), which compares without reading it.
    func showsSame(as other: CardInput) -> Bool {
        seq == other.seq && definition.id == other.definition.id && rendering.markup == other.rendering.markup
            && rendering.state.elementsEqual(other.rendering.state) { $0.name == $1.name && $0.value == $1.value }
    }
}
