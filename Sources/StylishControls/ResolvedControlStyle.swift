import Stylish

/// A control's style and its configuration as a view of their own, so that the style's own
/// `@Environment` properties are filled in before its body is made (the technique of "Styling
/// Components in SwiftUI"). Every control style of this module resolves through it.
@usableFromInline
struct ResolvedControlStyle<Style: DynamicProperty, Configuration, Content: View>: View {
    @usableFromInline var configuration: Configuration
    @usableFromInline var style: Style
    /// The style's `makeBody(configuration:)`.
    @usableFromInline let makeBody: (Style, Configuration) -> Content

    @usableFromInline init(
        configuration: Configuration, style: Style, makeBody: @escaping (Style, Configuration) -> Content
    ) {
        self.configuration = configuration
        self.style = style
        self.makeBody = makeBody
    }

    @inlinable var body: some View {
        makeBody(style, configuration)
    }
}
