/// Swift source as highlighted HTML: each token of ``SwiftLexer`` in a `<span class="sw-…">`.
///
/// Every byte of the source appears in the output exactly once, in order, escaped for HTML text
/// (`&`, `<`, `>`; NUL, which HTML does not allow, becomes U+FFFD); plain tokens carry no span.
/// `Public/source.css` colours the classes.
///
/// ```swift
/// SwiftHighlighter.html("@State var on = true")
/// // <span class="sw-attribute">@State</span> <span class="sw-keyword">var</span> on = <span class="sw-keyword">true</span>
/// ```
enum SwiftHighlighter {
    /// The CSS class of each kind of token (none for `.plain`).
    static func cssClass(_ kind: SwiftToken.Kind) -> String? {
        switch kind {
        case .plain: nil
        case .keyword: "sw-keyword"
        case .attribute: "sw-attribute"
        case .string: "sw-string"
        case .escape: "sw-escape"
        case .number: "sw-number"
        case .comment: "sw-comment"
        case .docComment: "sw-doc"
        case .type: "sw-type"
        case .directive: "sw-directive"
        }
    }

    /// `source` highlighted, as the content of a `<code>` element.
    static func html(_ source: String) -> String {
        html(Array(source.utf8))
    }

    /// The UTF-8 `bytes` highlighted, as the content of a `<code>` element.
    static func html(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        for token in SwiftLexer.tokens(of: bytes) {
            let cssClass = cssClass(token.kind)
            if let cssClass { output += Array("<span class=\"\(cssClass)\">".utf8) }
            for byte in bytes[token.range] { appendEscaped(byte, to: &output) }
            if cssClass != nil { output += Array("</span>".utf8) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func appendEscaped(_ byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "&"): output += Array("&amp;".utf8)
        case UInt8(ascii: "<"): output += Array("&lt;".utf8)
        case UInt8(ascii: ">"): output += Array("&gt;".utf8)
        case 0: output += Array("\u{FFFD}".utf8)
        default: output.append(byte)
        }
    }
}
