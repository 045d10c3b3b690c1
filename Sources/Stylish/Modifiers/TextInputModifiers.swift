import Foundation

/// How a text field's keyboard capitalises what is typed, as SwiftUI's
/// `TextInputAutocapitalization`: the field's HTML `autocapitalize` attribute, which on-screen
/// keyboards follow (a desktop browser ignores it).
public struct TextInputAutocapitalization: Hashable, Sendable {
    /// The value of `autocapitalize`.
    let html: String

    /// No capitalisation (`autocapitalize="none"`).
    public static let never = TextInputAutocapitalization(html: "none")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(html: "words")
    /// The first letter of each sentence (the default of most keyboards).
    public static let sentences = TextInputAutocapitalization(html: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(html: "characters")
}

/// The kinds of on-screen keyboard, as UIKit's `UIKeyboardType` (which SwiftUI's
/// `keyboardType(_:)` takes): the field's HTML `inputmode`, which on-screen keyboards follow.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// The value of `inputmode`, nil for the default keyboard.
    var inputMode: String? {
        switch self {
        case .default, .asciiCapable, .namePhonePad, .twitter: nil
        case .numbersAndPunctuation, .numberPad, .asciiCapableNumberPad: "numeric"
        case .decimalPad: "decimal"
        case .phonePad: "tel"
        case .URL: "url"
        case .emailAddress: "email"
        case .webSearch: "search"
        }
    }
}

/// What a text field's text is, as UIKit's `UITextContentType` (which SwiftUI's
/// `textContentType(_:)` takes): the field's HTML `autocomplete`, which browsers and password
/// managers fill from.
public struct UITextContentType: Hashable, Sendable {
    /// The value of `autocomplete`.
    let autocomplete: String

    /// A person's full name.
    public static let name = UITextContentType(autocomplete: "name")
    /// An email address.
    public static let emailAddress = UITextContentType(autocomplete: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(autocomplete: "tel")
    /// A user name or account name.
    public static let username = UITextContentType(autocomplete: "username")
    /// The account's current password.
    public static let password = UITextContentType(autocomplete: "current-password")
    /// A new password being chosen.
    public static let newPassword = UITextContentType(autocomplete: "new-password")
    /// A one-time code sent to the user.
    public static let oneTimeCode = UITextContentType(autocomplete: "one-time-code")
    /// A URL.
    public static let URL = UITextContentType(autocomplete: "url")
    /// A postal code.
    public static let postalCode = UITextContentType(autocomplete: "postal-code")
}

/// What the text fields inside a view tell the browser of the keyboard they want.
struct TextInputTraits: Hashable, Sendable {
    var autocapitalization: TextInputAutocapitalization?
    var autocorrectionDisabled = false
    var keyboardType = UIKeyboardType.default
    /// The Return key's label (`enterkeyhint`), from `submitLabel(_:)`.
    var submitLabel: SubmitLabel?
    /// What the text is (`autocomplete`), from `textContentType(_:)`.
    var contentType: UITextContentType?

    /// The attributes of a field's `<input>` that say these traits.
    var attributes: [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = []
        if let autocapitalization { attributes.append(("autocapitalize", autocapitalization.html)) }
        if autocorrectionDisabled {
            attributes.append(("autocorrect", "off"))
            attributes.append(("spellcheck", "false"))
        }
        if let mode = keyboardType.inputMode { attributes.append(("inputmode", mode)) }
        if let submitLabel { attributes.append(("enterkeyhint", submitLabel.enterKeyHint)) }
        if let contentType { attributes.append(("autocomplete", contentType.autocomplete)) }
        return attributes
    }
}

extension EnvironmentValues {
    /// Whether the text fields inside this view turn off autocorrection.
    public var autocorrectionDisabled: Bool {
        get { textInputTraits.autocorrectionDisabled }
        set { textInputTraits.autocorrectionDisabled = newValue }
    }

    /// The keyboard traits of the text fields inside this view.
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }
}

private struct TextInputTraitsKey: EnvironmentKey {
    static var defaultValue: TextInputTraits { TextInputTraits() }
}

extension View {
    /// Sets how the keyboard capitalises what is typed in the text fields inside this view (nil:
    /// the keyboard's default); written as the field's `autocapitalize`.
    public consuming func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(_EnvironmentModifier(change: { $0.textInputTraits.autocapitalization = autocapitalization }))
    }

    /// Turns autocorrection off (or on again) in the text fields inside this view; written as the
    /// field's `autocorrect="off" spellcheck="false"`.
    public consuming func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(_EnvironmentModifier(change: { $0.textInputTraits.autocorrectionDisabled = disable }))
    }

    /// Sets the keyboard the text fields inside this view ask for; written as the field's
    /// `inputmode` (`emailAddress` is `email`, `numberPad` is `numeric`…).
    public consuming func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(_EnvironmentModifier(change: { $0.textInputTraits.keyboardType = type }))
    }

    /// Says what the text of the text fields inside this view is (nil: nothing in particular);
    /// written as the field's `autocomplete`, which browsers and password managers fill from.
    public consuming func textContentType(_ textContentType: UITextContentType?) -> some View {
        modifier(_EnvironmentModifier(change: { $0.textInputTraits.contentType = textContentType }))
    }

    /// Sets the label of the Return key of the text fields inside this view; written as the
    /// field's `enterkeyhint`.
    public consuming func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(_EnvironmentModifier(change: { $0.textInputTraits.submitLabel = submitLabel }))
    }
}
