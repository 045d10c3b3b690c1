import Foundation

/// A control that shows editable text, as SwiftUI's `TextField`; its look comes from the
/// `textFieldStyle(_:)` in the environment (plain, as on iOS, when none is set).
///
/// The field is an HTML `<input>` (a textbox to assistive technology) whose value is the
/// binding's text, with the prompt (or the title, when there is no prompt) as its placeholder and
/// the title as its accessible name. What the user types reaches the model as an `input` event
/// carrying the field's new text, which sets the binding; the reply shows the text the model holds
/// afterwards, which may differ (a model that lower-cases it). Return runs the `onSubmit` actions
/// around the field. A disabled field is inert (no target) and marked `disabled`. A style only
/// draws around `configuration`, the field itself.
///
/// ```swift
/// TextField("Username", text: $username)
///     .textFieldStyle(.roundedBorder)
///     .onSubmit { signIn() }
/// ```
public struct TextField<Label: View>: PrimitiveView {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    /// Whether the text is hidden as it is typed (a ``SecureField``).
    let isSecure: Bool

    /// A field editing `text`, labelled by `label`, with `prompt` as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label(), isSecure: false)
    }

    init(text: Binding<String>, prompt: Text?, label: Label, isSecure: Bool) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.isSecure = isSecure
    }

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        // The field a style is given draws the input itself.
        if let field = view as? TextField<_TextFieldStyleLabel> { return field.makeInputNodes(in: &context) }
        let title: String
        if let text = view.label as? Text {
            title = text.content
        } else {
            let labelNodes = context.child("label") { resolve(view.label, in: &$0) }
            context.readContent(of: labelNodes)
            title = labelNodes.accessibleText
        }
        let configuration = TextField<_TextFieldStyleLabel>(
            text: view.text, prompt: view.prompt, label: _TextFieldStyleLabel(title: title), isSecure: view.isSecure)
        let style = context.environment.textFieldStyle
        return context.child(0) { style._resolve(configuration, in: &$0) }
    }
}

extension TextField where Label == Text {
    /// A field editing `text`, titled `title` (its placeholder and accessible name).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(title), isSecure: false)
    }

    /// A field editing `text`, titled `title` (its accessible name), with `prompt` as its
    /// placeholder (the title when `prompt` is nil).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(title), isSecure: false)
    }
}

/// The label of the field a ``TextFieldStyle`` is given: the field's title, as text.
///
/// A style's field does not draw it (as on iOS); it names the field for assistive technology.
public struct _TextFieldStyleLabel: PrimitiveView {
    /// The field's title: its label's text.
    let title: String

    public static func _makeNodes(_ view: Self, in context: inout ResolveContext) -> [Node] {
        Text._makeNodes(Text(view.title), in: &context)
    }
}
