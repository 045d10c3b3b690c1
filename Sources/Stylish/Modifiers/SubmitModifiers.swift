import Foundation

/// What submits a value to an `onSubmit` action, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt

    /// Creates a set of triggers.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Return in a ``TextField`` or ``SecureField``.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a search field (there is none here: such an action never runs).
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the Return key while a text field is edited, as SwiftUI's `SubmitLabel`: the
/// field's HTML `enterkeyhint`, which on-screen keyboards follow.
public struct SubmitLabel: Hashable, Sendable {
    /// The value of `enterkeyhint`.
    let enterKeyHint: String

    /// "Done".
    public static let done = SubmitLabel(enterKeyHint: "done")
    /// "Go".
    public static let go = SubmitLabel(enterKeyHint: "go")
    /// "Send".
    public static let send = SubmitLabel(enterKeyHint: "send")
    /// "Join" (a browser's nearest: go).
    public static let join = SubmitLabel(enterKeyHint: "go")
    /// "Route" (a browser's nearest: go).
    public static let route = SubmitLabel(enterKeyHint: "go")
    /// "Search".
    public static let search = SubmitLabel(enterKeyHint: "search")
    /// "Return".
    public static let `return` = SubmitLabel(enterKeyHint: "enter")
    /// "Next".
    public static let next = SubmitLabel(enterKeyHint: "next")
    /// "Continue" (a browser's nearest: next).
    public static let `continue` = SubmitLabel(enterKeyHint: "next")
}

extension View {
    /// Adds an action to run when the user presses Return in a text field inside this view, as
    /// SwiftUI's `onSubmit(of:_:)`: every action around the field runs, the innermost first. A
    /// field with none takes no `submit` event.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Username", text: $username)
    ///     SecureField("Password", text: $password)
    /// }
    /// .onSubmit { signIn() }
    /// ```
    public consuming func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(
            _EnvironmentModifier(change: { environment in
                if triggers.contains(.text) { environment.submitActions.append(SubmitAction(run: action)) }
            }))
    }

    /// Keeps Return in the text fields inside this view from running the `onSubmit` actions
    /// around this view (`isBlocking`); those inside it still run.
    public consuming func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(
            _EnvironmentModifier(change: { environment in
                if isBlocking { environment.submitActions = [] }
            }))
    }
}

/// An `onSubmit` action.
struct SubmitAction {
    let run: () -> Void
}

extension EnvironmentValues {
    /// The `onSubmit` actions around this view, outermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}
