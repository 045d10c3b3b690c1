import Foundation
import Testing

@testable import Stylish

/// The writer's fast paths (small whole numbers, short copies, escaping eight bytes at a time)
/// against the plain paths they stand in for, over many values each.
@Suite("HTML writer fast paths")
struct HTMLWriterFastPathTests {
    @Test("Every whole number from -10000 to 10000 is written as CSS.number writes it")
    func wholeNumbers() {
        var writer = HTMLWriter(capacity: 16)
        var expected = ""
        for integer in -10_000...10_000 {
            writer.writeNumber(Double(integer))
            writer.writeRaw(",")
            expected += CSS.number(Double(integer)) + ","
        }
        #expect(writer.string == expected)
    }

    @Test("Numbers of one to three decimals, and those about the small-number bounds, are CSS.number's")
    func decimals() {
        var values: [Double] = [-0.0, 0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
        for bound in [0.0, 10, 100, 1000] {
            values += [bound.nextDown, bound.nextUp, -bound.nextDown, bound - 0.0005, bound - 0.0004, bound + 0.0005]
        }
        for scale in [10.0, 100, 1000] {
            values += (-20_000...20_000).map { Double($0) / scale }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            values.append(Double.random(in: -1200...1200, using: &generator))
            values.append(Double.random(in: 0...1, using: &generator))
        }
        for value in values {
            var writer = HTMLWriter(capacity: 16)
            writer.writeNumber(value)
            #expect(writer.string == CSS.number(value), "\(value)")
        }
    }

    @Test("Runs of every length from 0 to 40 are copied whole, at every offset and across growth")
    func copies() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789é🙂".unicodeScalars)
        for length in 0...40 {
            // ASCII and multi-byte text, so that copies of 1-3, 4-7, 8-16 and more bytes all occur.
            let ascii = String(String.UnicodeScalarView(alphabet.prefix(36).cycled(length)))
            let mixed = String(String.UnicodeScalarView(alphabet.reversed().cycled(length)))
            for text in [ascii, mixed] {
                for offset in 0..<17 {
                    var writer = HTMLWriter(capacity: 16)
                    let padding = String(repeating: "-", count: offset)
                    writer.writeRaw(string: padding)
                    writer.writeRaw(string: text)
                    #expect(writer.string == padding + text, "\(length) at \(offset)")
                }
            }
        }
    }

    @Test("A number written again is copied from where it lies, also when writing it again grows the storage")
    func writtenAgain() {
        var generator = SystemRandomNumberGenerator()
        for filler in 0..<40 {
            let value = Double(Int.random(in: -2_000_000...2_000_000, using: &generator)) / 1000
            var writer = HTMLWriter(capacity: 16)
            let written = writer.writeNumberMarked(value)
            writer.writeRaw(string: String(repeating: "x", count: filler))
            writer.writeAgain(written)
            writer.writeAgain(written.lowerBound..<written.lowerBound)
            let text = CSS.number(value)
            #expect(writer.string == text + String(repeating: "x", count: filler) + text, "\(value) after \(filler)")
        }
    }

    @Test("Each escaped byte at each place of texts of 0 to 24 bytes is escaped as byte by byte")
    func escapesEverywhere() {
        let special: [UInt8] = [0, 0x22, 0x26, 0x27, 0x3C, 0x3E, 0x30, 0x2E, 0x7F, 0x80, 0xA6, 0xBC]
        for length in 0...24 {
            for place in 0..<max(1, length) {
                for byte in special where length > 0 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = byte
                    // A byte of 0x80 or more alone is not UTF-8 and is decoded as U+FFFD: multi-byte text.
                    let string = String(decoding: bytes, as: UTF8.self)
                    checkEscapes(string)
                }
            }
            checkEscapes(String(repeating: "a", count: length))
            checkEscapes(String(repeating: "&", count: length))
        }
    }

    /// Checks `string` as text and as an attribute value against escaping byte by byte.
    private func checkEscapes(_ string: String) {
        var text = HTMLWriter(capacity: 16)
        text.writeText(string)
        #expect(text.bytes == HTMLWriterTests.reference(string, HTMLWriterTests.text), "\(string.debugDescription)")
        var attribute = HTMLWriter(capacity: 16)
        attribute.writeAttributeValue(string)
        #expect(
            attribute.bytes == HTMLWriterTests.reference(string, HTMLWriterTests.attribute), "\(string.debugDescription)")
    }
}

extension Sequence {
    /// The first `count` elements of this sequence repeated end to end.
    fileprivate func cycled(_ count: Int) -> [Element] {
        let elements = Array(self)
        guard !elements.isEmpty else { return [] }
        return (0..<count).map { elements[$0 % elements.count] }
    }
}
