import Foundation
import Testing

@testable import Stylish

/// The writer's own storage: its growth, its keys and the number rounding it relies on, each
/// against the plain path it replaced.
@Suite("HTML writer storage")
struct WriterStorageTests {
    /// Keys as a render makes them: structural paths, many alike, some repeated.
    static func keys(_ count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            let depth = Int.random(in: 0...6, using: &generator)
            let path = (0..<depth).map { _ in String(Int.random(in: 0...3, using: &generator)) }.joined(separator: ".")
            return Bool.random(using: &generator) ? path : path + "'"
        }
    }

    @Test("writeUniqueKey writes the first of each key as it is and a ' per earlier element of the key")
    func uniqueKeys() {
        var writer = HTMLWriter(capacity: 16)
        var reference: Set<String> = []
        var expected: [UInt8] = []
        // Keys that escaping changes, or makes alike (NUL and U+FFFD), stay apart as keys.
        for key in Self.keys(300) + ["a&b", "a\u{0}", "a\u{FFFD}", "a\u{0}", "", "", "é", "é"] {
            var candidate = key
            while !reference.insert(candidate).inserted { candidate += "'" }
            var primes: Int8 = -2
            writer.writeUniqueKey(key, primes: &primes)
            #expect(Int(primes) == candidate.count - key.count)
            var escaped = HTMLWriter()
            escaped.writeAttributeValue(candidate)
            expected += escaped.bytes
            #expect(writer.bytes == expected, "\(key.debugDescription)")
        }
    }

    @Test("Keys kept from an earlier writing come out with its primes; an element not written before breaks them")
    func keptKeys() {
        let keys = Self.keys(200) + ["a&b", "a&b", "é"]
        var unique = HTMLWriter()
        var primes = [Int8](repeating: -2, count: keys.count)
        for index in keys.indices { unique.writeUniqueKey(keys[index], primes: &primes[index]) }
        var kept = HTMLWriter(keepingKeys: true)
        for index in keys.indices { kept.writeUniqueKey(keys[index], primes: &primes[index]) }
        let (bytes, expected) = (kept.bytes, unique.bytes)
        #expect(bytes == expected)
        let keptAll = kept.keptAllKeys
        #expect(keptAll)

        var new = HTMLWriter(keepingKeys: true)
        var unwritten: Int8 = -2
        new.writeUniqueKey("new", primes: &unwritten)
        let newKept = new.keptAllKeys
        #expect(!newKept, "an element not written before")
        var gained = HTMLWriter(keepingKeys: true)
        var noElement: Int8 = -1
        gained.writeUniqueKey("gained", primes: &noElement)
        let gainedKept = gained.keptAllKeys
        #expect(!gainedKept, "an element where there was none")
        var lost = HTMLWriter(keepingKeys: true)
        lost.noteNoElement(&primes[0])
        let lostKept = lost.keptAllKeys
        #expect(!lostKept, "no element where there was one")
    }

    @Test("A writer that outgrows its room keeps every byte, in order")
    func growth() {
        var writer = HTMLWriter(capacity: 1)
        var expected: [UInt8] = []
        for index in 0..<2000 {
            let piece = index % 3 == 0 ? "<div class=\"sg-n\">" : "t\(index) & é"
            if index % 2 == 0 {
                writer.writeRaw(string: piece)
                expected += Array(piece.utf8)
            } else {
                writer.writeText(piece)
                expected += HTMLWriterTests.reference(piece, HTMLWriterTests.text)
            }
            writer.writeNumber(Double(index) / 8)
            expected += Array(CSS.number(Double(index) / 8).utf8)
        }
        #expect(writer.bytes == expected, "\(writer.count) bytes against \(expected.count)")
        #expect(writer.count == expected.count)
        #expect(writer.string == String(decoding: expected, as: UTF8.self))
    }

    @Test("NumberForm rounds as (value * 1000).rounded() does, halves away from zero")
    func numberFormRounding() {
        var values: [Double] = [0, -0.0, 0.0005, -0.0005, 0.0015, -0.0015, 2.5005, 0.49999999999999994 / 1000, 4503599627.3705]
        values += [0x1p52 / 1000, -0x1p52 / 1000, 0x1p52 / 1000 - 0.001, 1e15, 0.1 + 0.2, 12.3455, -12.3455]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5000 {
            values.append(Double(Int.random(in: -10_000_000...10_000_000, using: &generator)) / 2000)
            values.append(Double.random(in: -5e12...5e12, using: &generator) / 1000)
            values.append(Double.random(in: -3...3, using: &generator))
        }
        for value in values {
            let rounded = (value * 1000).rounded() / 1000
            let isInteger = rounded == rounded.rounded() && abs(rounded) < 1e15
            switch CSS.NumberForm(value) {
            case .integer(let integer):
                #expect(isInteger && integer == Int(rounded), "\(value)")
            case .decimal(let decimal):
                #expect(!isInteger && decimal == rounded, "\(value)")
            }
        }
    }

    @Test("An opaque system colour's CSS is what the writer writes for it")
    func systemColorCSS() {
        let colors: [Color] = [
            .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .black,
            .white, .primary, .secondary, .accentColor, .clear, Color(.system("a&b")), Color(.system("x\"y")),
        ]
        for color in colors + colors.map({ $0.opacity(0.5) }) {
            var writer = HTMLWriter()
            color.writeCSS(to: &writer)
            #expect(color.css == writer.string)
        }
        #expect(Color.accentColor.css == "var(--sg-accent)")
    }
}
