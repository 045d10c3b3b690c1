/// A preview of the view `body` builds, as SwiftUI's `#Preview` macro: it expands to a
/// ``PreviewProvider`` whose `previews` is `body` (a type no code can name, as in SwiftUI), so
/// that a file with `#Preview { … }` compiles and its preview is type-checked. The gallery lists
/// the previews of the providers a catalogue names; a `#Preview`'s provider has no name to list.
///
/// ```swift
/// #Preview("Brand slider") {
///     BrandSlider(value: .constant(0.4))
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "StylishMacros", type: "PreviewMacro")

/// A `#Preview` with traits (`.sizeThatFitsLayout`, `.landscapeLeft`…), which the web ignores.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait, _ more: PreviewTrait..., @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "StylishMacros", type: "PreviewMacro")

/// A trait of a `#Preview`, as SwiftUI's `PreviewTrait`: the web draws every preview alike.
public struct PreviewTrait: Sendable {
    private init() {}

    /// The preview at the size its content chooses.
    public static let sizeThatFitsLayout = PreviewTrait()
    /// The preview in a frame of `width` × `height`.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait() }
    /// The device in portrait.
    public static let portrait = PreviewTrait()
    /// The device turned left.
    public static let landscapeLeft = PreviewTrait()
    /// The device turned right.
    public static let landscapeRight = PreviewTrait()
    /// The device upside down.
    public static let portraitUpsideDown = PreviewTrait()
}
