/// A type that gives the gallery views to preview: SwiftUI's older preview form, so that a file
/// ending in `struct X_Previews: PreviewProvider` pastes unchanged.
///
/// Each view of ``previews`` is a preview of its own, as Xcode shows them: a `Group` or a block of
/// several views gives several, named by `previewDisplayName(_:)` (see ``PreviewEntry``).
///
/// ```swift
/// struct CapsuleButton_Previews: PreviewProvider {
///     static var previews: some View {
///         Button("Buy") {}.buttonStyle(CapsuleButtonStyle())
///             .previewDisplayName("Light")
///         Button("Buy") {}.buttonStyle(CapsuleButtonStyle())
///             .preferredColorScheme(.dark)
///             .previewDisplayName("Dark")
///     }
/// }
/// ```
///
/// A provider's type may be used from any thread (`SendableMetatype`): a gallery makes its
/// previews afresh for each session.
public protocol PreviewProvider: SendableMetatype {
    /// The type of view ``previews`` builds.
    associatedtype Previews: View

    /// The views to preview, each a preview of its own.
    @ViewBuilder static var previews: Previews { get }

    /// The platform to preview on; nil (the default) lets the tool choose. A no-op on the web:
    /// every preview renders to HTML and SVG.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform: the tool chooses (on the web there is one).
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms SwiftUI previews on. Compiles so that providers paste; the web has one platform,
/// so the value changes nothing.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS
}
