import Foundation
import Stylish
import Testing

@testable import Gallery

/// One of the usual cross-site scripting and injection payloads, as the bytes an attacker sends.
struct HostilePayload: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]

    var testDescription: String { name }

    /// The payload as a Swift string (invalid UTF-8 becomes U+FFFD, as any decoder makes it).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Every byte percent-encoded except letters and digits: a path segment or query value.
    var percentEncoded: String {
        bytes.map { byte in
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return String(scalar) }
            return String(format: "%%%02X", byte)
        }.joined()
    }

    /// Whether the payload can be a header value (visible ASCII and spaces only; RFC 9110 § 5.5).
    var fitsInHeader: Bool { bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }

    init(_ name: String, _ text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
    }

    init(_ name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    static let all: [HostilePayload] = [
        HostilePayload("script element", "<script>alert(1)</script>"),
        HostilePayload("attribute breakout to img onerror", "\"><img src=x onerror=alert(1)>"),
        HostilePayload("single-quote breakout", "' onmouseover='alert(1)' x='"),
        HostilePayload("backtick breakout", "` onfocus=`alert(1)` autofocus x=`"),
        HostilePayload("javascript URL", "javascript:alert(document.cookie)"),
        HostilePayload("script end tag", "</script><script>alert(1)</script>"),
        HostilePayload("title end tag", "</title><svg onload=alert(1)>"),
        HostilePayload("svg onload", "<svg onload=alert(1)><circle/></svg>"),
        HostilePayload("line and paragraph separators", "a\u{2028}b\u{2029}c</pre><a href=javascript:alert(1)>x</a>"),
        HostilePayload("template expression", "{{7*7}}${7*7}<%= 7*7 %>"),
        HostilePayload("null byte", bytes: Array("a\0<script>alert(1)</script>".utf8)),
        HostilePayload("overlong UTF-8 less-than", bytes: [0xC0, 0xBC] + Array("script".utf8) + [0xC0, 0xBE]),
        HostilePayload("comment and CDATA", "--><!--<![CDATA[<img src=x onerror=alert(1)>]]>"),
        HostilePayload("entity-encoded markup", "&lt;script&gt;alert(1)&lt;/script&gt;&#x3C;img&#x3E;"),
    ]
}

/// Checks that a reply's bytes are inert wherever a browser could meet them.
enum InertOutput {
    /// An HTML page or fragment: nothing in it can run.
    static func expectInertHTML(_ html: String, _ where: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = MarkupAudit(html).problems
        #expect(problems.isEmpty, "\(`where`): \(problems)", sourceLocation: sourceLocation)
    }

    /// A JSON reply: it parses, it holds no raw `<` (so it stays inert even embedded in a page or
    /// sniffed as HTML), and each `html` member in it is inert HTML.
    static func expectInertJSON(_ body: Data, _ where: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let value = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        #expect(value != nil, "\(`where`): not JSON: \(String(decoding: body, as: UTF8.self))", sourceLocation: sourceLocation)
        #expect(!body.contains(UInt8(ascii: "<")), "\(`where`): raw '<' in JSON", sourceLocation: sourceLocation)
        var fragments: [String] = []
        collectHTML(value, into: &fragments)
        for fragment in fragments { expectInertHTML(fragment, `where` + " (html member)", sourceLocation: sourceLocation) }
    }

    private static func collectHTML(_ value: Any?, into fragments: inout [String]) {
        if let object = value as? [String: Any] {
            for (key, member) in object {
                if key == "html", let html = member as? String { fragments.append(html) }
                collectHTML(member, into: &fragments)
            }
        } else if let array = value as? [Any] {
            for element in array { collectHTML(element, into: &fragments) }
        }
    }
}

extension Catalogue {
    /// A catalogue that carries `payload` everywhere outside text can reach a preview: the first
    /// preview's title, seed, `Text`, `accessibilityLabel`, symbol name, button label and public
    /// state value; the second preview's id (ids reach `id`, `data-preview` and `href`).
    static func hostile(_ payload: HostilePayload) -> Catalogue {
        let text = payload.text
        return Catalogue([
            PreviewDefinition(id: "hostile", title: text, section: CatalogueSection(text, tag: text), stateKeys: ["note"]) {
                HostilePreview(payload: text)
            },
            PreviewDefinition(id: text, title: "By id", section: .seed("000"), stateKeys: []) { Text("id") },
        ])
    }
}

/// A view made of the payload: text, labels, a symbol and a state value (shown as text and as a label).
struct HostilePreview: View {
    let payload: String
    @State var note: String

    init(payload: String) {
        self.payload = payload
        _note = State(initialValue: payload)
    }

    var body: some View {
        VStack {
            Text(payload).accessibilityLabel(payload)
            Image(systemName: payload).accessibilityValue(payload)
            Button(payload) { note += "!" }
            Text(note).accessibilityLabel(note)
        }
    }
}
