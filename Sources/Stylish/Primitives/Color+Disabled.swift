/// The colours of a disabled control.
///
/// SwiftUI draws a disabled control's tint in grey: a disabled slider's filled track and a
/// disabled button's label turn grey, the slider's thumb stays a white knob. Other content under
/// `.disabled(true)` fades to 35 % opacity.
extension Color {
    /// The opacity of content under `.disabled(true)` that is not drawn in ``disabledTint``.
    static let disabledContentOpacity = 0.35

    /// This tint as a disabled control draws it: system grey at this colour's opacity (so a clear
    /// tint stays clear).
    var disabledTint: Color { Color(Color.gray.storage, alpha: alpha) }

    /// This colour as content under `.disabled(true)` draws it: a colour already in the disabled
    /// tint's grey as it is (a disabled control's label keeps the grey's contrast), any other
    /// faded to ``disabledContentOpacity``.
    var disabledContent: Color {
        storage == Color.gray.storage ? self : opacity(Self.disabledContentOpacity)
    }
}
