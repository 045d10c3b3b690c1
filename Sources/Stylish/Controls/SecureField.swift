import Foundation

/// A field whose text is hidden as it is typed, as SwiftUI's `SecureField`: a ``TextField`` drawn
/// as an `<input type="password">`, styled by the same `textFieldStyle(_:)`.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A hidden field editing `text`, labelled by `label`, with `prompt` as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, label: label(), isSecure: true)
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A hidden field editing `text`, titled `title` (its placeholder and accessible name).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, label: Text(title), isSecure: true)
    }

    /// A hidden field editing `text`, titled `title`, with `prompt` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt, label: Text(title), isSecure: true)
    }
}
