import Foundation
import Testing

@testable import Gallery

/// Markup characters in text a user controls come back escaped, over the loopback: in the page, in
/// an event's whole reply and in a minimal reply's patch, in attribute values and in text. Each
/// value or text that carries the marker must be escaped (no raw `<` in a value, no raw `<` or `>`
/// in text, every `&` a character reference), and one of them must decode to exactly what was
/// sent: so a writer that leaves `&`, `"`, `<` or `>` raw fails here, not only in its unit tests.
@Suite("Hostile text comes back escaped, end to end", .serialized)
struct HostileEscapingTests {
    /// Payloads that start with the marker `ZQ`, so that what they became can be found.
    static let payloads = [
        #"ZQ"><img src=x onerror=alert(1)>"#, "ZQ' onmouseover='alert(1)' x='", "ZQ&lt;b&gt;&amp;&#39;&quot;",
        "ZQ<script>alert(1)</script>", "ZQjavascript:alert(1)", #"ZQ a & b < c > d "e" 'f'"#,
    ]

    /// The markup after `reply`: its html when it is whole, else its patch applied to `base`.
    private static func markup(after reply: Reply, base: String) throws -> String {
        if let html = reply.json["html"] as? String { return html }
        return try #require(try unpatched(reply, base: base))
    }

    @Test("An accessibility label and a Text: escaped in the page, the whole reply and the patch", arguments: payloads)
    func labelAndText(_ payload: String) async throws {
        try await withGallery(catalogue: .hostile(HostilePayload("markup", payload))) { port in
            let client = GalleryClient(port: port)
            let page = try await client.get("/previews/hostile").text
            EscapedMarkup.expect(page, attribute: payload, text: payload, "the page")
            let snapshot = try await client.get("/api/v1/previews/hostile")
            let targets = snapshot.json["targets"] as? [[String: Any]] ?? []
            let button = try #require(targets.first { $0["gesture"] as? String == "tap" }?["id"] as? String)
            let minimal = ["Prefer": "return=minimal"]
            let tap = { (seq: Int) in #"{"seq": \#(seq), "type": "tap", "target": "\#(button)"}"# }
            let first = try await client.post("/api/v1/previews/hostile/events", tap(1), headers: minimal)
            #expect(first.status == 200)
            InertOutput.expectInertJSON(first.body, "the first reply")
            let firstMarkup = try Self.markup(after: first, base: snapshot.html)
            EscapedMarkup.expect(firstMarkup, attribute: payload + "!", text: payload + "!", "the first reply's markup")
            let second = try await client.post("/api/v1/previews/hostile/events", tap(2), headers: minimal)
            #expect(second.json["html"] == nil, "the second reply is a patch")
            InertOutput.expectInertJSON(second.body, "the patch")
            let patched = try Self.markup(after: second, base: firstMarkup)
            EscapedMarkup.expect(patched, attribute: payload + "!!", text: payload + "!!", "the patched markup")
            #expect(second.state["note"] as? String == payload + "!!")
        }
    }

    @Test(
        "Typed into a TextField: escaped in its value, in the text the model shows, in the page and the patch",
        arguments: payloads)
    func typedText(_ payload: String) async throws {
        try await withGallery { port in
            let client = GalleryClient(port: port)
            let events = "/api/v1/previews/text-field-styles/events"
            let rest = try await client.get("/api/v1/previews/text-field-styles")
            let fields = StageControl.all(in: rest.html).filter { $0.gestures.contains("input") }
            let displayName = try #require(fields.first { $0.name == "Display name" }?.target)
            let username = try #require(fields.first { $0.name == "Username" }?.target)
            func input(_ target: String, _ value: String, seq: Int) throws -> String {
                let event: [String: Any] = ["seq": seq, "type": "input", "target": target, "value": value]
                return String(decoding: try JSONSerialization.data(withJSONObject: event), as: UTF8.self)
            }
            let minimal = ["Prefer": "return=minimal"]
            let typed = try await client.post(events, try input(displayName, payload, seq: 1), headers: minimal)
            #expect(typed.status == 200 && typed.state["displayName"] as? String == payload)
            InertOutput.expectInertJSON(typed.body, "the reply to the typed name")
            let typedMarkup = try Self.markup(after: typed, base: rest.html)
            EscapedMarkup.expect(typedMarkup, attribute: payload, text: nil, "the reply to the typed name")
            let more = try await client.post(events, try input(displayName, payload + "&", seq: 2), headers: minimal)
            #expect(more.json["html"] == nil, "the second reply is a patch")
            InertOutput.expectInertJSON(more.body, "the patch")
            let patched = try Self.markup(after: more, base: typedMarkup)
            EscapedMarkup.expect(patched, attribute: payload + "&", text: nil, "the patched markup")
            // The username's model keeps it lower-cased, without spaces, 20 characters at most,
            // and Return shows it in a Text.
            let cleaned = String(payload.lowercased().filter { !$0.isWhitespace }.prefix(20))
            _ = try await client.post(events, try input(username, payload, seq: 3))
            let submitted = try await client.post(events, #"{"seq": 4, "type": "submit", "target": "\#(username)"}"#)
            #expect(submitted.state["submitted"] as? String == cleaned)
            EscapedMarkup.expect(submitted.html, attribute: cleaned, text: "Submitted: " + cleaned, "the submitted reply")
            let page = try await client.get("/previews/text-field-styles").text
            EscapedMarkup.expect(page, attribute: payload + "&", text: "Submitted: " + cleaned, "the page")
        }
    }
}

/// Attribute values and texts in markup, as a browser decodes them.
enum EscapedMarkup {
    /// Expects every attribute value and text of `html` that holds the marker `ZQ` to be escaped,
    /// and one value to decode to `attribute` and one text to `text` (when not nil).
    static func expect(
        _ html: String, attribute: String?, text: String?, _ where: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (values, texts) = valuesAndTexts(html)
        for value in values {
            #expect(
                !value.contains("<") && decoded(value) != nil, "\(`where`): a raw < or & in the value \(value)",
                sourceLocation: sourceLocation)
        }
        for text in texts {
            #expect(
                !text.contains(">") && decoded(text) != nil, "\(`where`): a raw > or & in the text \(text)",
                sourceLocation: sourceLocation)
        }
        if let attribute {
            #expect(
                values.contains { decoded($0) == attribute }, "\(`where`): no value is \(attribute) in \(values)",
                sourceLocation: sourceLocation)
        }
        if let text {
            #expect(
                texts.contains { decoded($0) == text }, "\(`where`): no text is \(text) in \(texts)",
                sourceLocation: sourceLocation)
        }
    }

    /// The quoted attribute values and the texts between tags of `html` that hold the marker (in
    /// any case), as they stand in it: a tag ends at the first `>` outside its quoted values.
    static func valuesAndTexts(_ html: String) -> (values: [String], texts: [String]) {
        var values: [String] = []
        var texts: [String] = []
        var text = ""
        var characters = html.makeIterator()
        while let character = characters.next() {
            guard character == "<" else {
                text.append(character)
                continue
            }
            texts.append(text)
            text = ""
            while let inTag = characters.next(), inTag != ">" {
                guard inTag == "\"" else { continue }
                var value = ""
                while let inValue = characters.next(), inValue != "\"" { value.append(inValue) }
                values.append(value)
            }
        }
        texts.append(text)
        let marked = { (piece: String) in piece.lowercased().contains("zq") }
        return (values.filter(marked), texts.filter(marked))
    }

    /// `escaped` with its character references replaced by their characters; nil when an `&`
    /// starts no reference a browser knows for sure (`&amp; &lt; &gt; &quot; &apos;` and numeric).
    static func decoded(_ escaped: String) -> String? {
        var result = ""
        var rest = escaped[...]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { return nil }
            let name = rest[rest.index(after: amp)..<semicolon]
            let named: [Substring: Character] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let character = named[name] {
                result.append(character)
            } else if name.hasPrefix("#x"), let code = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                return nil
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
