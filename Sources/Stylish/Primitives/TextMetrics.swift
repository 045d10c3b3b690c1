import Foundation

/// Text widths from the metrics of Arial (and its metric twin Liberation Sans, which the
/// stylesheet asks for first), so the server can lay text out as the browser will draw it.
enum TextMetrics {
    /// Advance widths of ASCII 32…126 in thousandths of an em.
    private static let ascii: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// The width of `string` set in `font`, in points.
    static func width(of string: Substring, font: Font) -> CGFloat {
        var units = 0
        var isASCII = true
        for byte in string.utf8 {  // ASCII, the common case: a byte is a scalar
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            units += advance(ofASCII: byte)
        }
        if !isASCII { units = unicodeUnits(of: string) }
        let scalarCount = font.design == .monospaced ? (isASCII ? string.utf8.count : string.unicodeScalars.count) : 0
        return width(units: units, scalarCount: scalarCount, font: font)
    }

    /// The width of `bytes` set in `font`, in points, as ``width(of:font:)`` measures them when
    /// they are ASCII; nil when one is not.
    static func width(ofASCII bytes: UnsafeBufferPointer<UInt8>, font: Font) -> CGFloat? {
        var units = 0
        let isASCII = ascii.withUnsafeBufferPointer { table in
            for byte in bytes {
                guard byte < 0x80 else { return false }
                units += (32...126).contains(byte) ? Int(table[Int(byte) - 32]) : 556
            }
            return true
        }
        guard isASCII else { return nil }
        return width(units: units, scalarCount: font.design == .monospaced ? bytes.count : 0, font: font)
    }

    /// The advance of one ASCII byte (a scalar of its own), in thousandths of an em.
    static func advance(ofASCII byte: UInt8) -> Int {
        (32...126).contains(byte) ? Int(ascii[Int(byte) - 32]) : 556
    }

    /// The width in points of text whose scalars advance `units` thousandths of an em in all;
    /// `scalarCount` (how many scalars) matters only to a monospaced font.
    static func width(units: Int, scalarCount: Int, font: Font) -> CGFloat {
        let boldness: CGFloat = font.weight.value >= 600 ? 1.08 : 1
        let mono: CGFloat = font.design == .monospaced ? 600 * CGFloat(scalarCount) / CGFloat(max(units, 1)) : 1
        return CGFloat(units) * font.size / 1000 * boldness * mono
    }

    /// The advance of `string` in thousandths of an em, scalar by scalar.
    private static func unicodeUnits(of string: Substring) -> Int {
        var units = 0
        for scalar in string.unicodeScalars {
            let value = Int(scalar.value)
            switch value {
            case 32...126: units += Int(ascii[value - 32])
            case 0x300...0x36F, 0x200B...0x200D, 0xFE00...0xFE0F: break
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF:
                units += 1000
            default: units += 556
            }
        }
        return units
    }
}
