/// The state a control's style gives the buttons it draws, for assistive technology: a
/// disclosure group's `aria-expanded` on the button that opens it. Each `Button` and tap gesture
/// inside the style's drawing carries it (a tap gesture's element is then a `button`); the
/// control resets it for its content.
struct StyledButtonState: Equatable, Sendable {
    /// The attribute (`aria-expanded`).
    let name: String
    /// Its value.
    let value: String
}

extension EnvironmentValues {
    /// The state the buttons drawn here carry; `nil` outside a control's style.
    var styledButtonState: StyledButtonState? {
        get { self[StyledButtonStateKey.self] }
        set { self[StyledButtonStateKey.self] = newValue }
    }
}

private struct StyledButtonStateKey: EnvironmentKey {
    static var defaultValue: StyledButtonState? { nil }
}
