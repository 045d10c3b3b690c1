import Foundation
import Testing

@testable import Stylish

/// The writer's own storage: its growth, its table of keys and the number rounding it relies on,
/// each against the plain path it replaced.
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

    @Test("KeySet answers as Set<String> does, whatever room it was made with and as it grows")
    func keySetIsASet() {
        for capacity in [0, 1, 7, 500] {
            var keys = KeySet(capacity: capacity)
            var reference: Set<String> = []
            for key in Self.keys(600) + ["", "\u{0}", "é", "🙂"] {
                #expect(keys.insert(key) == reference.insert(key).inserted, "\(key.debugDescription)")
                #expect(keys.count == reference.count)
            }
        }
    }

    @Test("writeUniqueKey writes the first of each key as it is and a ' per earlier element of the key")
    func uniqueKeys() {
        for capacity in [0, 3, 400] {
            var writer = HTMLWriter(capacity: 16, keyCapacity: capacity)
            var reference: Set<String> = []
            var expected: [UInt8] = []
            // Keys that escaping changes, or makes alike (NUL and U+FFFD), stay apart as keys.
            for key in Self.keys(300) + ["a&b", "a\u{0}", "a\u{FFFD}", "a\u{0}", "", "", "é", "é"] {
                var candidate = key
                while !reference.insert(candidate).inserted { candidate += "'" }
                writer.writeUniqueKey(key)
                var escaped = HTMLWriter()
                escaped.writeAttributeValue(candidate)
                expected += escaped.bytes
                #expect(writer.bytes == expected, "\(key.debugDescription)")
            }
            #expect(writer.keyCount == reference.count)
        }
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

    @Test("A writer writing into a lent buffer writes there while it fits, then moves its bytes, all kept")
    func lentBuffer() {
        for room in [0, 15, 16, 40, 4096] {
            var expected: [UInt8] = []
            var inPlace = false
            var grown: [UInt8]?
            let written = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
                var writer = HTMLWriter(writingInto: buffer)
                for index in 0..<60 {
                    writer.writeRaw("<b class=\"k\">")
                    expected += Array("<b class=\"k\">".utf8)
                    writer.writeNumber(Double(index) / 4)
                    expected += Array(CSS.number(Double(index) / 4).utf8)
                }
                inPlace = writer.isWritingInPlace
                #expect(!inPlace || writer.base == buffer.baseAddress)
                if inPlace { count = writer.count } else { (grown, count) = (writer.bytes, 0) }
            }
            #expect(inPlace == (room >= 16 && expected.count <= room), "room \(room)")
            #expect((grown ?? written) == expected, "room \(room)")
        }
    }

    @Test("An emptied KeySet, its storage kept, answers as a new one")
    func keySetRemoveAll() {
        var keys = KeySet(capacity: 4)
        for round in 0..<3 {
            var reference: Set<String> = []
            for key in Self.keys(200 * (round + 1)) {
                var (candidate, primes) = (key, 0)
                while !reference.insert(candidate).inserted { (candidate, primes) = (candidate + "'", primes + 1) }
                #expect(keys.insertPrimed(key) == primes)
            }
            #expect(keys.count == reference.count)
            keys.removeAll()
            #expect(keys.count == 0 && !keys.contains("") && !keys.contains("0"))
        }
    }

    @Test("An emptied KeySet keeps its room while its renders need it, and gives most back after a run of small ones")
    func keySetShrinks() {
        var keys = KeySet()
        let many = (0..<2000).map { "0.\($0)" }
        func render(_ rendered: some Sequence<String>) {
            for key in rendered { _ = keys.insert(key) }
            keys.removeAll()
        }
        render(many)
        let (largeTable, largeStore) = (keys.tableSize, keys.storeSize)
        #expect(largeTable >= 4096 && largeStore >= 8000)
        for _ in 0..<20 {  // renders alternating between many keys and few: the room is kept
            render(many.prefix(10))
            #expect(keys.tableSize == largeTable && keys.storeSize == largeStore, "kept after a small render")
            render(many)
        }
        #expect(keys.tableSize == largeTable && keys.storeSize == largeStore, "not grown either")
        for _ in 1..<KeySet.roomyRendersBeforeShrinking { render(many.prefix(10)) }
        #expect(keys.tableSize == largeTable, "not yet: one small render short of the run")
        render(many.prefix(10))
        #expect(keys.tableSize == 32 && keys.storeSize == 64, "table \(keys.tableSize), store \(keys.storeSize)")
        var reference: Set<String> = []
        for key in Self.keys(700) {
            #expect(keys.insert(key) == reference.insert(key).inserted, "and it is a set again, growing as needed")
        }
        #expect(keys.count == reference.count)
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
