import Foundation

/// The first four sizes a node chose during one render's layout, by proposal.
///
/// Four are kept inline and searched in order; it finds a size exactly when a dictionary would
/// (an equal proposal was stored). Sizes past the fourth go in a ``SizeOverflow``.
struct SizeCache {
    private typealias Entry = (proposal: ProposedViewSize, size: CGSize)

    private var first: Entry?
    private var second: Entry?
    private var third: Entry?
    private var fourth: Entry?

    /// Whether four sizes are stored: a fifth goes elsewhere.
    var isFull: Bool { fourth != nil }

    /// The size stored for `proposal`, if any, read in place.
    @inline(__always)
    subscript(proposal: ProposedViewSize) -> CGSize? {
        guard let first else { return nil }
        if first.proposal == proposal { return first.size }
        guard let second else { return nil }
        if second.proposal == proposal { return second.size }
        guard let third else { return nil }
        if third.proposal == proposal { return third.size }
        guard let fourth else { return nil }
        if fourth.proposal == proposal { return fourth.size }
        return nil
    }

    /// The sizes stored, with their proposals.
    var entries: [(proposal: ProposedViewSize, size: CGSize)] {
        [first, second, third, fourth].compactMap { $0 }
    }

    /// Stores `size` for `proposal` (which is not stored yet); `false` when full, storing nothing.
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) -> Bool {
        if first == nil {
            first = (proposal, size)
        } else if second == nil {
            second = (proposal, size)
        } else if third == nil {
            third = (proposal, size)
        } else if fourth == nil {
            fourth = (proposal, size)
        } else {
            return false
        }
        return true
    }
}

/// The sizes a node chose past the four its ``SizeCache`` holds, by proposal, in a list.
struct SizeOverflow {

    /// The sizes stored, with their proposals.
    private(set) var entries: [(proposal: ProposedViewSize, size: CGSize)] = []

    /// The size stored for `proposal`, if any.
    subscript(proposal: ProposedViewSize) -> CGSize? {
        for entry in entries where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Stores `size` for `proposal` (which is not stored yet).
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        if entries.isEmpty { entries.reserveCapacity(8) }
        entries.append((proposal, size))
    }
}
