extension View {
    /// Keeps the sheet this view is in from closing on a tap on its backdrop (the swipe down of
    /// iOS), as SwiftUI's `interactiveDismissDisabled(_:)`; `dismiss()` still closes it.
    ///
    /// Outside a sheet it does nothing. Any view of the sheet's content that disables it wins.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_PresentationSettingModifier { if isDisabled { $0.disableInteractiveDismiss() } })
    }
}
