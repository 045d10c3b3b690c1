/// The small view that holds a preview's `@State` (what `@Previewable @State` declares).
public struct PreviewState<Value, Content: View>: View {
    @State private var value: Value
    private let content: (Binding<Value>) -> Content

    /// A view whose state starts at `initialValue`, passing a binding to it to `content`.
    public init(initialValue: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(wrappedValue: initialValue)
        self.content = content
    }

    public var body: some View { content($value) }
}
