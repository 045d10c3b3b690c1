/// The modifiers previews use, as SwiftUI's: the traits a gallery reads (`previewDisplayName`,
/// `previewLayout`) and the ones that mean nothing on the web, which compile and change nothing.
///
/// None changes how the view itself renders: a gallery reads the traits from the outside of each
/// preview (``PreviewEntry``).
extension View {
    /// Names this preview in the gallery (instead of its provider's type name and index).
    public consuming func previewDisplayName(_ name: String?) -> some View {
        modifier(PreviewTraitModifier(trait: .displayName(name)))
    }

    /// Sizes this preview in the gallery: `.fixed(width:height:)` gives it a canvas of that size,
    /// `.sizeThatFits` and `.device` the gallery's canvas width.
    public consuming func previewLayout(_ layout: PreviewLayout) -> some View {
        modifier(PreviewTraitModifier(trait: .layout(layout)))
    }

    /// The device to preview on. A no-op: the web has no device to simulate.
    public consuming func previewDevice(_ device: PreviewDevice?) -> some View {
        modifier(PreviewTraitModifier(trait: .ignored))
    }

    /// The screen orientation to preview in. A no-op: a web canvas has no orientation.
    public consuming func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        modifier(PreviewTraitModifier(trait: .ignored))
    }
}

/// A trait of a preview, for the gallery: its content renders as it would without it.
struct PreviewTraitModifier: PrimitiveViewModifier {
    /// What the modifier says of the preview.
    enum Trait {
        case displayName(String?)
        case layout(PreviewLayout)
        /// A trait with no meaning on the web (device, orientation).
        case ignored
    }

    let trait: Trait

    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        content(&context)
    }
}
