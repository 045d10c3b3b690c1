import Foundation
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
        // Every ASCII byte, alone and in one run (the escapes test a byte against a mask of bits).
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        strings += ascii + [ascii.joined(), ascii.reversed().joined()]
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

/// Numbers written straight into the markup are CSS's strings.
@Suite("HTML writer numbers")
struct HTMLWriterNumberTests {
    @Test("writeNumber and writePx write what CSS.number and CSS.px make")
    func sameAsCSS() {
        var values: [Double] = [
            0, -0.0, 0.0004, 0.0005, -0.0005, 1, -1, 12.5, -3.125, 0.1 + 0.2, 1e15, -1e15, 1e14 + 0.5, .nan, .infinity,
            -.infinity, 0.001, -0.001, 0.1, 999_999_999.999, 1_000_000_000.5, 999_999_999.9995, 123_456_789.012,
        ]
        values += [Double(Int.max), Double(Int.min), 999_999_999_999_999, 1e300, .leastNonzeroMagnitude]
        // Whole numbers about the bounds of the digit-writing cases and of the whole-number path.
        for whole in [9.0, 10, 99, 100, 999, 1000, 9999, 10_000, 0x1p42 - 1, 0x1p42, 0x1p42 + 1, 0x1p52, 1e12] {
            values += [whole, -whole, whole + 0.5, whole - 0.001, -(whole + 0.0005)]
        }
        // Decimals about 1e12 thousandths, where the thousandths path gives way.
        values += [999_999_999.9994, 999_999_999.9996, -999_999_999.999, 0.12, 0.005, -0.05, 7.1, 7.01, 7.001]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            values.append(Double.random(in: -2000...2000, using: &generator))
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 8)
            values.append(Double(bitPattern: generator.next()))
            // Decimals written digit by digit (below 1e9) and by `description` (above).
            values.append(Double(Int.random(in: -2_000_000_000_000...2_000_000_000_000, using: &generator)) / 1000)
            values.append(Double(Int.random(in: -10_000...10_000, using: &generator)) / 1000)
        }
        for value in values {
            var writer = HTMLWriter()
            writer.writeNumber(value)
            #expect(writer.string == CSS.number(value), "\(value)")
            var px = HTMLWriter()
            px.writePx(CGFloat(value))
            #expect(px.string == CSS.px(CGFloat(value)), "\(value)")
            // A number's negation, copied from its bytes, is what the negated number is written as.
            var negation = HTMLWriter()
            let written = negation.writeNumberMarked(value)
            let negated = negation.writeNegationAgain(written)
            #expect(negation.string == CSS.number(value) + CSS.number(-value), "\(value)")
            #expect(negated == written.upperBound..<negation.count)
        }
    }
}
