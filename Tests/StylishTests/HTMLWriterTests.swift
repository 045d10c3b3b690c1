import Testing

@testable import Stylish

/// The writer's escaping, which copies the runs between special bytes whole, against escaping
/// byte by byte.
@Suite("HTML writer")
struct HTMLWriterTests {
    /// Escapes byte by byte, the reference.
    static func reference(_ string: String, _ table: [UInt8: String]) -> [UInt8] {
        string.utf8.flatMap { byte in table[byte].map { Array($0.utf8) } ?? [byte] }
    }

    static let text: [UInt8: String] = [38: "&amp;", 60: "&lt;", 62: "&gt;", 0: "\u{FFFD}"]
    static let attribute: [UInt8: String] = [38: "&amp;", 34: "&quot;", 60: "&lt;", 0: "\u{FFFD}"]

    static let strings: [String] = {
        let pieces = ["a", "&", "<", ">", "\"", "'", "\u{0}", "é", "🙂", "plain text", "", "&amp;"]
        var generator = SystemRandomNumberGenerator()
        var strings = ["", "&", "\u{0}", "no escapes at all", "<b>\"x\" & 'y'</b>"]
        for _ in 0..<300 {
            let count = Int.random(in: 1...10, using: &generator)
            strings.append((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        return strings
    }()

    @Test("Text is escaped for & < > and NUL, byte for byte as the reference")
    func text() {
        for string in Self.strings {
            var writer = HTMLWriter()
            writer.writeRaw("<p>")
            writer.writeText(string)
            #expect(writer.bytes == Array("<p>".utf8) + Self.reference(string, Self.text), "\(string.debugDescription)")
        }
    }

    @Test("Attribute values are escaped for & \" < and NUL, byte for byte as the reference")
    func attribute() {
        for string in Self.strings {
            var writer = HTMLWriter()
            writer.writeAttribute("title", string)
            let expected = Array(" title=\"".utf8) + Self.reference(string, Self.attribute) + [34]
            #expect(writer.bytes == expected, "\(string.debugDescription)")
        }
    }
}
