import Foundation

/// How a view of a given aspect ratio meets the space offered: inside it, or covering it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio that fits in the space offered.
    case fit
    /// The smallest size of the ratio that covers the space offered (it may overflow it).
    case fill
}

extension View {
    /// Proposes this view the size of `aspectRatio` (width / height; `nil`: the view's own ideal
    /// proportions) that fits in or fills what this view is offered; the view then chooses its
    /// size, so a `resizable()` image keeps its proportions.
    @inlinable
    public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_LayoutModifier.aspectRatio(aspectRatio, contentMode: contentMode))
    }

    /// Proposes this view the size of the proportions of `aspectRatio` that fits in or fills
    /// what this view is offered.
    @inlinable
    public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(
            _LayoutModifier.aspectRatio(
                aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode))
    }

    /// Scales this view to fit what it is offered, keeping its proportions (`aspectRatio(contentMode: .fit)`).
    @inlinable
    public consuming func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill what it is offered, keeping its proportions (`aspectRatio(contentMode: .fill)`).
    @inlinable
    public consuming func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

extension _LayoutModifier {
    /// `aspectRatio(_:contentMode:)`.
    @usableFromInline static func aspectRatio(_ ratio: CGFloat?, contentMode: ContentMode) -> Self {
        Self(kind: .aspectRatio(ratio, contentMode))
    }
}
