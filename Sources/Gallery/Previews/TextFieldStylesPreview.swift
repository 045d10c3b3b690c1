import Stylish

extension PreviewDefinition {
    /// Issue 28: `TextField` in the built-in `TextFieldStyle`s and in one of our own, its text
    /// decided by the model.
    static let textFieldStyles = PreviewDefinition(
        id: "text-field-styles", title: "Text field styles", section: .seed("027"),
        summary:
            "SwiftUI's `TextField` in `.roundedBorder`, `.plain` and a `TextFieldStyle` of our own that underlines the field. What you type goes to the Swift model, which lower-cases the username, strips its spaces and keeps 20 characters; Return submits it through `.onSubmit`.",
        controls: [.textField], sourceSymbols: ["UnderlinedTextFieldStyle", "TextFieldStylesPreview"], width: 320,
        stateKeys: ["username", "displayName", "note", "submitted"]
    ) {
        TextFieldStylesPreview()
    }
}

/// A username the model cleans as it is typed (a character count below it), a display name and
/// a note, and the username last submitted with Return.
struct TextFieldStylesPreview: View {
    /// The most characters a username keeps.
    static let usernameLimit = 20

    @State var username = ""
    @State var displayName = "Ada"
    @State var note = ""
    @State var submitted = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Username", text: $username)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .onChange(of: username) { _, typed in
                    let cleaned = String(typed.lowercased().filter { !$0.isWhitespace }.prefix(Self.usernameLimit))
                    if cleaned != typed { username = cleaned }
                }
                .onSubmit { submitted = username }
            Text("\(username.count)/\(Self.usernameLimit) characters")
                .font(.caption)
                .foregroundStyle(.secondary)
            TextField("Display name", text: $displayName)
                .textFieldStyle(.plain)
            TextField("Note", text: $note, prompt: Text("Add a note"))
                .textFieldStyle(UnderlinedTextFieldStyle())
            Text(submitted.isEmpty ? "Nothing submitted yet" : "Submitted: \(submitted)")
        }
        .padding()
    }
}
