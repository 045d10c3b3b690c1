extension View {
    /// Presents `content` as a modal sheet over the canvas while `isPresented` is true, as
    /// SwiftUI's `sheet(isPresented:onDismiss:content:)`.
    ///
    /// Unlike SwiftUI, the sheet's content inherits the whole environment of this view, so the
    /// styles set above it (`buttonStyle`, `tint`, a control's custom style) reach the sheet
    /// without the `preserveStylesInSheets()` workaround. Inside, `\.isPresented` is true and
    /// `\.dismiss` closes the sheet; a tap on the dimmed backdrop closes it too, unless the content
    /// says `.interactiveDismissDisabled()`. While the sheet shows, only its own elements (and the
    /// backdrop) respond; the sheet's `@State` starts afresh each time it is presented, and
    /// `onDismiss` runs once each time it goes away while this view stays. Sheets nest: a sheet's
    /// content can present a sheet of its own, drawn over it.
    ///
    /// ```swift
    /// Button("Show settings") { showSettings = true }
    ///     .sheet(isPresented: $showSettings) { SettingsView() }
    /// ```
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }
}

/// Resolves the modified view as it is and, while the sheet is presented, its content in a layer
/// of its own (``PresentationStack``) that the host draws over the canvas.
@usableFromInline
struct _SheetModifier<SheetContent: View>: PrimitiveViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> SheetContent

    @usableFromInline static func _makeNodes(
        modifier: Self, content: (inout ResolveContext) -> [Node], in context: inout ResolveContext
    ) -> [Node] {
        let nodes = content(&context)
        let graph = context.graph
        // The first sheet of a view is `K.sheet`, the next `K.sheet1`… so several never share state.
        let index = context.slotIndex(context.key + "/sheet")
        let component = index == 0 ? "sheet" : "sheet" + String(index)
        let key = context.key + "." + component
        let isPresented = modifier.isPresented.wrappedValue
        noteDismissal(of: modifier, at: key, isPresented: isPresented, in: context)
        guard isPresented else { return nodes }

        let binding = modifier.isPresented
        let dismiss = { binding.wrappedValue = false }
        let slot = graph.presentations.begin(key: key, colorScheme: context.environment.colorScheme)
        let sheetNodes = context.child(component) { context in
            context.withEnvironment({
                $0.isPresented = true
                $0.dismiss = DismissAction(dismiss)
            }) { context in
                context.child(0) { resolve(modifier.content(), in: &$0) }
            }
        }
        let sheet = graph.presentations.end(slot, content: sheetNodes)
        if sheet.isInteractiveDismissEnabled { sheet.enableBackdropDismissal(in: context, dismiss: dismiss) }
        return nodes
    }

    /// Runs `onDismiss` once, after layout, when the sheet at `key` was presented and no longer is.
    private static func noteDismissal(of modifier: Self, at key: String, isPresented: Bool, in context: ResolveContext) {
        let box = context.record.memory.observedBox(at: key + "/presented", as: Bool.self)
        if isPresented {
            if box.value != true { box.value = true }
        } else if box.value == true {
            let onDismiss = modifier.onDismiss
            context.addEffect {
                box.value = false
                onDismiss?()
            }
        }
    }
}
