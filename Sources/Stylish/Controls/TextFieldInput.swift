import Foundation

extension TextField where Label == _TextFieldStyleLabel {
    /// The `<input>` of the field a style is given: its value the binding's text, its target
    /// taking `input` (and, with `onSubmit` actions around it, `submit`) events.
    func makeInputNodes(in context: inout ResolveContext) -> [Node] {
        let environment = context.environment
        let setting = environment.textEnvironment
        let font = setting.apply(
            to: (environment.font ?? Self.font(for: environment.controlSize)).scaled(to: environment.dynamicTypeSize))
        let color = environment.foregroundColor ?? .primary
        context.noteUnknownColor(color)
        let isEnabled = environment.isEnabled
        let value = text.wrappedValue
        let placeholder = prompt?.content ?? label.title
        let drawing = TextInputDrawing(
            font: font, color: isEnabled ? color : color.opacity(0.35), alignment: setting.multilineTextAlignment,
            idealWidth: max(Self.width(of: value, font: font), Self.width(of: placeholder, font: font)))
        let node = context.node(.textInput(drawing))
        var attributes: [(name: String, value: String)] = [("type", isSecure ? "password" : "text"), ("value", value)]
        defer { node.attributes = attributes }
        if !placeholder.isEmpty { attributes.append(("placeholder", placeholder)) }
        if !label.title.isEmpty { attributes.append(("aria-label", label.title)) }
        attributes += environment.textInputTraits.attributes
        guard isEnabled else {
            attributes.append(("disabled", ""))
            attributes.append(("aria-disabled", "true"))
            return [node]
        }
        let id = context.key
        let binding = text
        let actions = environment.submitActions
        let submit: (() -> Void)? =
            actions.isEmpty
            ? nil
            : {
                for action in actions.reversed() { action.run() }
            }
        context.register(
            TargetHandlers(
                input: { typed in if binding.wrappedValue != typed { binding.wrappedValue = typed } }, submit: submit),
            at: id)
        Node.markTarget(id, gesture: "input", in: &attributes, isDisabled: node.isDisabled)
        if submit != nil { Node.markTarget(id, gesture: "submit", in: &attributes, isDisabled: node.isDisabled) }
        return [node]
    }

    /// The font of a field whose environment sets none: the body size, a size smaller or larger
    /// with the control size.
    static func font(for controlSize: ControlSize) -> Font {
        switch controlSize {
        case .mini: .footnote
        case .small: .subheadline
        case .regular, .large: .body
        case .extraLarge: .title3
        }
    }

    /// The width of `string` on one line in `font`.
    private static func width(of string: String, font: Font) -> CGFloat {
        string.isEmpty ? 0 : ceil(TextMetrics.width(of: string[...], font: font))
    }
}

/// What a text field's `<input>` draws: its text's font, colour and alignment, and the width it
/// takes when none is offered (its text's or its placeholder's, whichever is wider).
struct TextInputDrawing {
    let font: Font
    let color: Color
    let alignment: TextAlignment
    let idealWidth: CGFloat

    /// The width offered (the ideal width when none is, or an unbounded one), one line high.
    func size(for proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth
        return CGSize(width: width, height: font.lineHeight)
    }

    /// Whether `other` draws as this does.
    func isSame(as other: TextInputDrawing) -> Bool {
        font == other.font && color == other.color && alignment == other.alignment
            && idealWidth.bitPattern == other.idealWidth.bitPattern
    }

    /// Writes the text's font, colour and alignment into the `style` attribute being written;
    /// `isRightToLeft` turns leading and trailing into right and left.
    func writeCSSStyle(isRightToLeft: Bool, to writer: inout HTMLWriter) {
        writer.writeDeclaration(";font-size:", px: font.size)
        writer.writeDeclaration(";line-height:", px: font.lineHeight)
        writer.writeRaw(";color:")
        color.writeCSS(to: &writer)
        font.writeFaceDeclarations(to: &writer)
        switch (alignment, isRightToLeft) {
        case (.leading, false), (.trailing, true): break
        case (.center, _): writer.writeRaw(";text-align:center")
        case (.leading, true), (.trailing, false): writer.writeRaw(";text-align:right")
        }
    }
}
