/// A named preview, the plain-Swift form of `#Preview` (macros cannot be built here without
/// outside packages).
///
/// `#Preview("Stepper") { … }` becomes `var stepperPreview: some View { Preview("Stepper") { … } }`;
/// a `@Previewable @State var x = 0` becomes the `state:` argument and a `$x in` parameter:
///
/// ```swift
/// var checkoutPreview: some View {
///     Preview("Checkout", state: false) { $didCheckout in
///         if didCheckout { Text("Thank you!") } else { Button("Buy") { didCheckout = true } }
///     }
/// }
/// ```
public struct Preview<Content: View>: View {
    /// The preview's name, if it has one.
    public let name: String?
    private let content: Content

    /// A preview of the views that `content` builds.
    public init(_ name: String? = nil, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A preview holding one `@State` value, starting at `state`, that `content` binds to.
    public init<Value, Inner: View>(
        _ name: String? = nil, state: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Inner
    ) where Content == PreviewState<Value, Inner> {
        self.name = name
        self.content = PreviewState(initialValue: state, content: content)
    }

    public var body: some View { content }
}
