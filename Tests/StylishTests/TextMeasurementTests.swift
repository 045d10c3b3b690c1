import Foundation
import Testing

@testable import Stylish

/// Text measurement's short cuts (one pass over ASCII, one line without splitting) against the
/// long way, which they must equal to the bit.
@Suite("Text measurement")
struct TextMeasurementTests {
    /// Strings with ASCII, control characters, combining marks, wide and emoji scalars, CR LF,
    /// newlines and spaces in many places.
    static let strings: [String] = {
        let pieces = ["Swipe", " ", "to", "buy", "\n", "\r\n", "\t", "é", "e\u{301}", "漢字", "🙂", "\u{7F}", "", "  ", "W"]
        var generator = SystemRandomNumberGenerator()
        var strings = ["", "a", "Thank you for purchasing!", "line one\nline two", "🙂🙂", "x\r\ny"]
        for _ in 0..<300 {
            let count = Int.random(in: 1...12, using: &generator)
            strings.append((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        // ASCII without CR, which is wrapped byte by byte: words, runs of spaces, newlines, controls.
        let ascii = ["Swipe", " ", "to", "buy", "\n", "\t", "  ", "W", "\u{7F}", "iiii", "Thank", "you!"]
        for _ in 0..<300 {
            let count = Int.random(in: 1...16, using: &generator)
            strings.append((0..<count).map { _ in ascii.randomElement(using: &generator)! }.joined())
        }
        strings += [" ", "   ", "\n", "\n\n", " a ", "a\n", "\na", "word  word   word"]
        return strings
    }()

    static let fonts: [Font] = [
        .body, .caption, .headline, Font(size: 17, weight: .bold), Font(size: 13, design: .monospaced),
        Font(size: 20, weight: .semibold, design: .monospaced),
    ]

    /// The width by the scalars, the reference the ASCII pass must equal.
    static func referenceWidth(_ string: Substring, font: Font) -> CGFloat {
        var units = 0
        for scalar in string.unicodeScalars {
            let value = Int(scalar.value)
            switch value {
            case 32...126:
                units += Int(TextMetrics.width(of: Substring(String(UnicodeScalar(UInt8(value)))), font: Font(size: 1000)))
            case 0x300...0x36F, 0x200B...0x200D, 0xFE00...0xFE0F: break
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF:
                units += 1000
            default: units += 556
            }
        }
        let boldness: CGFloat = font.weight.value >= 600 ? 1.08 : 1
        let mono: CGFloat = font.design == .monospaced ? 600 * CGFloat(string.unicodeScalars.count) / CGFloat(max(units, 1)) : 1
        return CGFloat(units) * font.size / 1000 * boldness * mono
    }

    @Test("The ASCII pass measures what the scalar-by-scalar pass measures")
    func widthMatchesReference() {
        for string in Self.strings {
            for font in Self.fonts {
                #expect(
                    TextMetrics.width(of: string[...], font: font) == Self.referenceWidth(string[...], font: font),
                    "\(string.debugDescription)")
            }
        }
    }

    @Test("ASCII bytes read in place measure what the string does; a byte that is not ASCII gives nil")
    func widthOfASCIIBytes() {
        for string in Self.strings {
            let isASCII = string.utf8.allSatisfy { $0 < 0x80 }
            for font in Self.fonts {
                let inPlace = Array(string.utf8).withUnsafeBufferPointer { TextMetrics.width(ofASCII: $0, font: font) }
                #expect(inPlace == (isASCII ? TextMetrics.width(of: string[...], font: font) : nil), "\(string.debugDescription)")
            }
        }
    }

    @Test("A size and the drawn text equal those of the wrapped lines, at every width")
    func sizeMatchesLines() {
        let widths: [CGFloat?] = [nil, 0, 1, 20, 55.5, 80, 120, 300, 10_000]
        for string in Self.strings {
            for font in Self.fonts {
                let run = TextRun(string: string, font: font, color: .primary)
                for width in widths {
                    let lines = run.lines(fitting: width)
                    let widest = lines.map { TextMetrics.width(of: $0, font: font) }.max() ?? 0
                    let expected = CGSize(width: ceil(widest), height: font.lineHeight * CGFloat(max(1, lines.count)))
                    #expect(run.size(fitting: width) == expected, "\(string.debugDescription) in \(String(describing: width))")
                    #expect(run.wrapped(fitting: width) == lines.joined(separator: "\n"))
                }
            }
        }
    }
}
