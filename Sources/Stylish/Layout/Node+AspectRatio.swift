import Foundation

/// The layout of `aspectRatio(_:contentMode:)`.
extension Node {
    /// The proposal an aspect ratio node makes its child for `proposal`: the largest size of
    /// `ratio` (width / height; the child's ideal size's when nil) that fits in it (`.fit`), or
    /// the smallest that covers it (`.fill`); a dimension left unspecified follows the other, and
    /// with neither the child is asked for its ideal size.
    static func aspectProposal(
        _ proposal: ProposedViewSize, ratio: CGFloat?, mode: ContentMode, child: Node
    ) -> ProposedViewSize {
        let ratio =
            ratio
            ?? {
                let ideal = child.sizeThatFits(.unspecified)
                return ideal.height > 0 ? ideal.width / ideal.height : 1
            }()
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return proposal
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let widthLimited = width / ratio <= height
            if widthLimited == (mode == .fit) {
                return ProposedViewSize(width: width, height: width / ratio)
            }
            return ProposedViewSize(width: height * ratio, height: height)
        }
    }
}
