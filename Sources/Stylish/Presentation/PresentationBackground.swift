import Foundation

extension View {
    /// Paints the sheet this view is in with `style` (a colour or a gradient), which replaces the
    /// system's sheet background, as SwiftUI's `presentationBackground(_:)`. Outside a sheet it
    /// does nothing.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(
            _PresentationBackgroundModifier { environment in
                var writer = HTMLWriter(capacity: 64)
                style._paint(in: environment).writeCSS(size: CGSize(width: 1, height: 1), to: &writer)
                return ["background:" + writer.string]
            })
    }

    /// Draws the sheet this view is in in `material` (a blur of what is under it).
    public func presentationBackground(_ material: Material) -> some View {
        modifier(_PresentationBackgroundModifier { _ in material.cssDeclarations.filter { !$0.hasPrefix("pointer-events") } })
    }

    /// Draws `content` behind this view in the sheet it is in, as SwiftUI's
    /// `presentationBackground(alignment:content:)`, and clears the sheet's own background.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        background(alignment: alignment, content: content)
            .modifier(_PresentationBackgroundModifier { _ in ["background:transparent"] })
    }
}

/// Tells the sheet being resolved the declarations its panel is painted with.
struct _PresentationBackgroundModifier: PrimitiveViewModifier {
    let declarations: (EnvironmentValues) -> [String]

    static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        context.graph.presentations.setBackground(modifier.declarations(context.environment))
        return content(&context)
    }
}
