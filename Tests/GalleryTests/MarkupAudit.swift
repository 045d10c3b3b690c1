import Foundation

@testable import Gallery

/// Reads HTML the way a browser's tokenizer does (HTML § 13.2.5, simplified: tags, attributes
/// quoted or not, comments, doctype, raw text of `script` and `style`) and lists what could run.
///
/// A check by parsing rather than by `contains`: an escaped payload is harmless text, the same
/// payload unescaped becomes an element or an attribute, and that is what the audit reports.
struct MarkupAudit {
    /// The scripts the gallery's pages load, and the only ones allowed.
    static let scripts = PageShell.scripts.map { "/assets/" + $0 }

    /// The elements the engine and the pages write; anything else came from outside.
    static let knownElements: Set<String> = [
        "html", "head", "meta", "title", "link", "script", "body", "header", "h1", "h2", "a", "p", "main", "section",
        "span", "button", "div", "pre", "svg", "path", "rect", "circle", "text", "g",
        "aside", "nav", "details", "summary", "form", "label", "input", "ul", "ol", "li", "h3", "code", "cite",
        "textarea", "noscript", "fieldset", "legend", "select", "option", "table", "caption",
        "thead", "tbody", "tr", "th", "td", "figure", "figcaption", "h4", "strong",
    ]

    /// One start tag: its name and attributes, in order.
    struct Tag {
        let name: String
        let attributes: [(name: String, value: String)]
    }

    private(set) var tags: [Tag] = []
    private(set) var scriptBodies: [String] = []

    /// Tokenizes `html`.
    init(_ html: String) {
        let scalars = Array(html.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else {
                index += 1
                continue
            }
            if Self.starts(scalars, at: index, with: "<!--") {
                index = Self.find(scalars, "-->", from: index + 4).map { $0 + 3 } ?? scalars.count
            } else if index + 1 < scalars.count, scalars[index + 1] == "!" || scalars[index + 1] == "?" {
                index = Self.find(scalars, ">", from: index).map { $0 + 1 } ?? scalars.count
            } else if index + 1 < scalars.count, scalars[index + 1] == "/" {
                index = Self.find(scalars, ">", from: index).map { $0 + 1 } ?? scalars.count
            } else if index + 1 < scalars.count, Self.isLetter(scalars[index + 1]) {
                index = readTag(scalars, from: index + 1)
            } else {
                index += 1  // a `<` not followed by a tag name is text
            }
        }
    }

    /// Reads a start tag from its name's first character; returns the index after it (and after
    /// the raw text of `script` and `style`).
    private mutating func readTag(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        var name = ""
        while index < scalars.count, !Self.isSpace(scalars[index]), scalars[index] != "/", scalars[index] != ">" {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        var attributes: [(String, String)] = []
        while index < scalars.count, scalars[index] != ">" {
            if Self.isSpace(scalars[index]) || scalars[index] == "/" {
                index += 1
                continue
            }
            var attribute = ""
            repeat {
                attribute.unicodeScalars.append(scalars[index])
                index += 1
            } while index < scalars.count && !Self.isSpace(scalars[index]) && !"/>=".unicodeScalars.contains(scalars[index])
            var value = ""
            while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
                if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                    let quote = scalars[index]
                    let end = scalars[(index + 1)...].firstIndex(of: quote) ?? scalars.count
                    value = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                    index = end + 1
                } else {
                    while index < scalars.count, !Self.isSpace(scalars[index]), scalars[index] != ">" {
                        value.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                }
            }
            attributes.append((attribute.lowercased(), Self.decodeEntities(value)))
        }
        tags.append(Tag(name: name.lowercased(), attributes: attributes))
        index += 1
        if ["script", "style"].contains(name.lowercased()) {
            let close = Self.find(scalars, "</" + name.lowercased(), from: index, caseInsensitive: true) ?? scalars.count
            if name.lowercased() == "script" { scriptBodies.append(String(String.UnicodeScalarView(scalars[index..<close]))) }
            index = close
        }
        return index
    }

    /// What could run or load: unknown elements, event-handler attributes, `javascript:` or
    /// `data:` URLs, inline or foreign scripts. Empty when the markup is inert.
    var problems: [String] {
        var found: [String] = []
        for tag in tags {
            if !Self.knownElements.contains(tag.name) { found.append("element <\(tag.name)>") }
            for (name, value) in tag.attributes {
                if name.hasPrefix("on") { found.append("event handler \(name) on <\(tag.name)>") }
                if ["srcdoc", "formaction", "xlink:href"].contains(name) { found.append("\(name) on <\(tag.name)>") }
                // A form may submit to one of the gallery's own paths, nowhere else.
                if name == "action", !value.hasPrefix("/") || value.hasPrefix("//") {
                    found.append("\(name) on <\(tag.name)>")
                }
                let url = value.unicodeScalars.filter { $0.value > 0x20 }.map(String.init).joined().lowercased()
                if ["href", "src"].contains(name), url.hasPrefix("javascript:") || url.hasPrefix("data:") {
                    found.append("\(name)=\(value) on <\(tag.name)>")
                }
            }
            if tag.name == "script", !tag.attributes.contains(where: { $0.name == "src" && Self.scripts.contains($0.value) }) {
                found.append("script other than the gallery's own (\(Self.scripts.joined(separator: ", ")))")
            }
        }
        if scriptBodies.contains(where: { !$0.isEmpty }) { found.append("inline script") }
        return found
    }

    /// The attribute value a browser sees: numeric references and the named ones the writers use.
    private static func decodeEntities(_ value: String) -> String {
        let numeric = value.replacing(/&#([xX][0-9a-fA-F]+|[0-9]+);?/) { match in
            let digits = match.output.1
            let number = digits.first?.lowercased() == "x" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return number.flatMap(Unicode.Scalar.init).map { String($0) } ?? "\u{FFFD}"
        }
        return numeric.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        [" ", "\t", "\n", "\r", "\u{0C}"].contains(scalar)
    }

    private static func starts(_ scalars: [Unicode.Scalar], at index: Int, with text: String) -> Bool {
        let needle = Array(text.unicodeScalars)
        return index + needle.count <= scalars.count && Array(scalars[index..<(index + needle.count)]) == needle
    }

    private static func find(
        _ scalars: [Unicode.Scalar], _ text: String, from start: Int, caseInsensitive: Bool = false
    ) -> Int? {
        let needle = Array((caseInsensitive ? text.lowercased() : text).unicodeScalars)
        var index = start
        while index + needle.count <= scalars.count {
            let window = String(String.UnicodeScalarView(scalars[index..<(index + needle.count)]))
            if Array((caseInsensitive ? window.lowercased() : window).unicodeScalars) == needle { return index }
            index += 1
        }
        return nil
    }
}
