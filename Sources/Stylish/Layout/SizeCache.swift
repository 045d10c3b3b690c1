import Foundation

/// The sizes a node chose during one render's layout, by proposal.
///
/// A node is offered a handful of proposals in a render (a stack's child: its ideal, its least,
/// its most and its share, then its frame), so the first four are kept inline and searched in
/// order: no hashing, and no allocation for them; more go in a list. It finds a size exactly when
/// a dictionary would (an equal proposal was stored).
struct SizeCache {
    private typealias Entry = (proposal: ProposedViewSize, size: CGSize)

    private var first: Entry?
    private var second: Entry?
    private var third: Entry?
    private var fourth: Entry?
    private var others: [Entry] = []

    /// The size stored for `proposal`, if any.
    subscript(proposal: ProposedViewSize) -> CGSize? {
        guard let first else { return nil }
        if first.proposal == proposal { return first.size }
        guard let second else { return nil }
        if second.proposal == proposal { return second.size }
        guard let third else { return nil }
        if third.proposal == proposal { return third.size }
        guard let fourth else { return nil }
        if fourth.proposal == proposal { return fourth.size }
        for entry in others where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Stores `size` for `proposal` (which is not stored yet).
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        if first == nil {
            first = (proposal, size)
        } else if second == nil {
            second = (proposal, size)
        } else if third == nil {
            third = (proposal, size)
        } else if fourth == nil {
            fourth = (proposal, size)
        } else {
            // A node asked more than four proposals is usually asked several more (a stack in a
            // stack): room for eight at once rather than growing the list one, two, four.
            if others.isEmpty { others.reserveCapacity(8) }
            others.append((proposal, size))
        }
    }
}
