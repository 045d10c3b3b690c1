import Foundation

/// The sizes a node chose during one render's layout, by proposal.
///
/// A node is offered a handful of proposals in a render, so a short list searched in order beats
/// a dictionary: no hashing, and no allocation for the first proposal. It finds a size exactly
/// when a dictionary would (an equal proposal was stored).
struct SizeCache {
    private var first: (proposal: ProposedViewSize, size: CGSize)?
    private var others: [(proposal: ProposedViewSize, size: CGSize)] = []

    /// The size stored for `proposal`, if any.
    subscript(proposal: ProposedViewSize) -> CGSize? {
        guard let first else { return nil }
        if first.proposal == proposal { return first.size }
        for entry in others where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Stores `size` for `proposal` (which is not stored yet).
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        if first == nil {
            first = (proposal, size)
        } else {
            others.append((proposal, size))
        }
    }
}
