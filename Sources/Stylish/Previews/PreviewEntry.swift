import Foundation

/// One preview of a ``PreviewProvider``, as a gallery lists it: a Stylish addition (Xcode reads
/// these itself).
///
/// A provider's ``PreviewProvider/previews`` gives one entry per view: the views of a `Group`, of a
/// block of several views, of a `ForEach` and of the branch an `if` takes are entries of their own,
/// nested ones flattened; `EmptyView` gives none. Every other view, stacks included, is one entry.
public struct PreviewEntry {
    /// The name given with `previewDisplayName(_:)` (or `Preview("name")`), if any.
    public let displayName: String?
    /// The layout given with `previewLayout(_:)`; `.sizeThatFits` when none is.
    public let layout: PreviewLayout
    /// The view as the provider wrote it.
    public let content: any View

    /// The view to host: ``content``, in a frame of the layout's size when it is `.fixed`.
    public func makeView() -> any View {
        guard case .fixed(let width, let height) = layout else { return content }
        func framed<V: View>(_ view: V) -> any View { view.frame(width: width, height: height) }
        return framed(content)
    }
}

extension PreviewProvider {
    /// The previews of ``previews``, one entry per view, in order (see ``PreviewEntry``).
    public static var previewEntries: [PreviewEntry] {
        previewParts(of: previews).map { view in
            var traits = PreviewTraits()
            (view as? any PreviewTraitCarrier)?.collectPreviewTraits(into: &traits)
            return PreviewEntry(displayName: traits.displayName, layout: traits.layout ?? .sizeThatFits, content: view)
        }
    }
}

/// The traits a preview's modifiers set.
struct PreviewTraits {
    var displayName: String?
    var layout: PreviewLayout?
}

/// A view that may carry preview traits on its outside.
protocol PreviewTraitCarrier {
    /// Sets in `traits` what this view says; a trait set further out wins over one set inside.
    func collectPreviewTraits(into traits: inout PreviewTraits)
}

extension ModifiedContent: PreviewTraitCarrier {
    func collectPreviewTraits(into traits: inout PreviewTraits) {
        (content as? any PreviewTraitCarrier)?.collectPreviewTraits(into: &traits)
        guard let trait = (modifier as? PreviewTraitModifier)?.trait else { return }
        switch trait {
        case .displayName(let name): traits.displayName = name
        case .layout(let layout): traits.layout = layout
        case .ignored: break
        }
    }
}

extension Preview: PreviewTraitCarrier {
    func collectPreviewTraits(into traits: inout PreviewTraits) {
        if let name { traits.displayName = name }
    }
}
