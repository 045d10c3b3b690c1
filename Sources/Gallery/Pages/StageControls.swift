/// The controls of a rendered stage, read back from the engine's own markup: what the no-JS forms
/// offer, and what the accessibility audit checks.
///
/// The engine writes well-formed markup (every element closed, SVG leaves self-closed, text and
/// attributes escaped), so a small reader suffices; it is not a parser for HTML from elsewhere.
struct StageControl {
    /// The element's attributes (the first of a repeated name wins, as in browsers).
    let attributes: [String: String]
    /// Its accessible name (WAI-ARIA accname, simplified: `aria-labelledby`, `aria-label`, then
    /// the content for roles named from content); empty when it has none.
    let name: String
    /// Whether it sits in an `inert` or `aria-hidden` subtree (under a presented sheet).
    let isHidden: Bool
    /// Whether it is an `<input>` (a text field), whose role, `textbox`, is implied.
    var isInput = false

    /// Its `role`, if any: the attribute's, or `textbox` for an `<input>`.
    var role: String? { attributes["role"] ?? (isInput ? "textbox" : nil) }
    /// The `data-target` events name it by, if it is live.
    var target: String? { attributes["data-target"] }
    /// Its gestures (`data-gestures`).
    var gestures: [String] { (attributes["data-gestures"] ?? "").split(separator: " ").map(String.init) }

    /// Roles whose name may come from their content (WAI-ARIA 1.2 §5.2.8.4).
    static let namedFromContent: Set<String> = ["button", "checkbox", "switch", "radio", "link", "tab", "menuitem", "option"]

    /// The elements of `html` that are controls: a `role` a user operates, a `data-target`, or a
    /// `tabindex`.
    static func all(in html: String) -> [StageControl] {
        let root = StageNode.parse(html)
        var ids: [String: StageNode] = [:]
        root.visit { node, _ in if let id = node.attributes["id"] { ids[id] = node } }
        var controls: [StageControl] = []
        root.visit { node, hidden in
            let role = node.attributes["role"] ?? ""
            guard
                node.attributes["data-target"] != nil || node.attributes["tabindex"] != nil
                    || ["button", "slider", "spinbutton", "checkbox", "switch", "radio", "link"].contains(role)
            else { return }
            controls.append(
                StageControl(
                    attributes: node.attributes, name: name(of: node, ids: ids), isHidden: hidden, isInput: node.name == "input"))
        }
        return controls
    }

    /// The controls of the engine's `markup` that events can name, by their `data-target` (the
    /// first element of a target wins): each read from its own element's markup, not the whole
    /// canvas, so that a snapshot's targets cost about what their elements weigh. (The engine
    /// writes no `aria-labelledby`, so an element's name lies within it.)
    static func byTarget(in markup: [UInt8]) -> [String: StageControl] {
        var controls: [String: StageControl] = [:]
        let needle = Array(" data-target=\"".utf8)
        var index = 0
        while let found = firstIndex(of: needle, in: markup, from: index) {
            index = found + needle.count
            guard let start = markup[..<found].lastIndex(of: UInt8(ascii: "<")) else { continue }
            let element = String(decoding: markup[start..<elementEnd(in: markup, from: start)], as: UTF8.self)
            if let control = all(in: element).first, let target = control.target, controls[target] == nil {
                controls[target] = control
            }
        }
        return controls
    }

    /// The first place at or after `start` where `needle` occurs in `bytes`.
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The end of the element whose start tag begins at `start`: after its end tag (start and
    /// end tags counted; a self-closed or void element ends with its start tag).
    private static func elementEnd(in markup: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while let open = markup[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let close = markup[open...].firstIndex(of: UInt8(ascii: ">")) else { return markup.count }
            index = close + 1
            if open + 1 < markup.count, markup[open + 1] == UInt8(ascii: "/") {
                depth -= 1
            } else if markup[close - 1] != UInt8(ascii: "/"), !markup[open...].starts(with: "<input".utf8) {
                depth += 1
            }
            if depth <= 0 { return index }
        }
        return markup.count
    }

    private static func name(of node: StageNode, ids: [String: StageNode]) -> String {
        if let labelledBy = node.attributes["aria-labelledby"] {
            let text = labelledBy.split(separator: " ").compactMap { ids[String($0)]?.textContent }.joined(separator: " ")
            if !text.isEmpty { return collapsed(text) }
        }
        if let label = node.attributes["aria-label"], !collapsed(label).isEmpty { return collapsed(label) }
        guard namedFromContent.contains(node.attributes["role"] ?? "") || node.name == "button" else { return "" }
        return collapsed(node.textContent)
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// An element of the engine's markup, with its children (text joined).
final class StageNode {
    let name: String
    let attributes: [String: String]
    private(set) var children: [StageNode] = []
    private(set) var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Elements never closed in HTML.
    private static let voidElements: Set<String> = ["br", "img", "input", "meta", "link", "hr"]

    /// The text a name is computed from: text nodes, and the labels of images (not of hidden parts).
    var textContent: String {
        if attributes["aria-hidden"] == "true" { return "" }
        if attributes["role"] == "img", let label = attributes["aria-label"] { return " " + label + " " }
        return text + children.map(\.textContent).joined()
    }

    /// Calls `body` on this node and every descendant, in document order, with whether it is in an
    /// `inert` or `aria-hidden="true"` subtree.
    func visit(hidden: Bool = false, _ body: (StageNode, Bool) -> Void) {
        let isHidden = hidden || attributes["inert"] != nil || attributes["aria-hidden"] == "true"
        body(self, isHidden)
        for child in children { child.visit(hidden: isHidden, body) }
    }

    /// The tree of `html` under a nameless root.
    static func parse(_ html: String) -> StageNode {
        let root = StageNode(name: "", attributes: [:])
        var stack = [root]
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            stack[stack.count - 1].text += decoded(rest[..<open])
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().lowercased()
                if let index = stack.lastIndex(where: { $0.name == name }), index > 0 { stack.removeLast(stack.count - index) }
            } else if tag.hasPrefix("!") {
                continue
            } else {
                let node = element(tag)
                stack[stack.count - 1].children.append(node)
                if !tag.hasSuffix("/"), !voidElements.contains(node.name) { stack.append(node) }
            }
        }
        stack[stack.count - 1].text += decoded(rest)
        return root
    }

    private static func element(_ tag: Substring) -> StageNode {
        let name = tag.prefix { !$0.isWhitespace && $0 != "/" }.lowercased()
        var attributes: [String: String] = [:]
        for (key, value) in attributePairs(tag).dropFirst() {
            let key = key.lowercased()
            if attributes[key] == nil { attributes[key] = decoded(value ?? "") }
        }
        return StageNode(name: name, attributes: attributes)
    }

    /// Every name in `tag`, with its value when `="…"` follows it, left to right: the matches of
    /// `([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?`, found byte by byte (the first is the
    /// element's own name). A value is skipped whole, so names inside it are not found.
    static func attributePairs(_ tag: Substring) -> [(name: Substring, value: Substring?)] {
        let bytes = tag.utf8
        var pairs: [(name: Substring, value: Substring?)] = []
        var index = bytes.startIndex
        while index != bytes.endIndex {
            guard isNameStart(bytes[index]) else {
                bytes.formIndex(after: &index)
                continue
            }
            let start = index
            bytes.formIndex(after: &index)
            while index != bytes.endIndex, isNameByte(bytes[index]) { bytes.formIndex(after: &index) }
            let name = tag[start..<index]
            var value: Substring?
            if index != bytes.endIndex, bytes[index] == UInt8(ascii: "=") {
                let quote = bytes.index(after: index)
                if quote != bytes.endIndex, bytes[quote] == UInt8(ascii: "\""),
                    let close = bytes[bytes.index(after: quote)...].firstIndex(of: UInt8(ascii: "\""))
                {
                    value = tag[bytes.index(after: quote)..<close]
                    index = bytes.index(after: close)
                }
            }
            pairs.append((name, value))
        }
        return pairs
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    private static func decoded(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
