/// Dismisses the presentation that the view is in, as SwiftUI's `DismissAction`: read it from the
/// environment and call it.
///
/// Inside a sheet it sets the presenting binding to `false` (the sheet's `onDismiss` then runs);
/// outside any presentation it does nothing.
///
/// ```swift
/// struct Details: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
public struct DismissAction {
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Dismisses the presentation, if the view is in one.
    public func callAsFunction() {
        action()
    }
}

extension EnvironmentValues {
    /// The action that dismisses the presentation this view is in (a no-op outside one).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether this view is inside a presentation (a sheet) that is showing.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// Whether a view is presented, and how to dismiss it, as SwiftUI's older `PresentationMode`
/// (read through `@Environment(\.presentationMode)`; `dismiss` is the newer way).
public struct PresentationMode {
    /// Whether the view is in a presented sheet.
    public let isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the sheet the view is in (nothing outside one).
    public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// The presentation of the view, as SwiftUI's `presentationMode`: a binding whose value says
    /// whether the view is presented and dismisses it
    /// (`presentationMode.wrappedValue.dismiss()`).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
