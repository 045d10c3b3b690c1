import Foundation

/// The byte sink that HTML and SVG are written into, escaping by default.
///
/// Text is escaped for `& < >` and attribute values for `& " <`; a NUL, which HTML does not allow
/// in either (a parse error, HTML § 13.2.5), becomes U+FFFD as a browser would make it. `writeRaw`
/// is the one escape hatch and takes only markup the engine wrote itself.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []
    /// The `data-k` values written so far, so that each element's is unique.
    private var usedKeys: Set<String> = []

    /// A writer with room for `capacity` bytes and `keyCapacity` distinct `data-k` values.
    init(capacity: Int = 4096, keyCapacity: Int = 0) {
        bytes.reserveCapacity(capacity)
        if keyCapacity > 0 { usedKeys.reserveCapacity(keyCapacity) }
    }

    /// How many distinct `data-k` values have been written.
    var keyCount: Int { usedKeys.count }

    /// Writes engine-made markup as it is. Never pass user text here.
    mutating func writeRaw(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Writes engine-made markup from a literal as it is.
    mutating func writeRaw(_ markup: StaticString) {
        if markup.hasPointerRepresentation && markup.utf8CodeUnitCount == 1 {
            bytes.append(markup.utf8Start.pointee)  // one byte: appended as a byte, not a buffer
        } else {
            markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
    }

    /// Writes `text` as element content, escaped.
    mutating func writeText(_ text: String) {
        writeEscaped(text) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case 0: "\u{FFFD}"
            default: nil
            }
        }
    }

    /// Writes ` name="value"` with the value escaped.
    mutating func writeAttribute(_ name: String, _ value: String) {
        beginAttribute(name)
        writeAttributeValue(value)
        endAttribute()
    }

    /// Writes ` name="`: the value follows in pieces (``writeAttributeValue(_:)``,
    /// ``writeNumber(_:)``), then ``endAttribute()``. Writing the pieces where they are made
    /// spares building the value as a string first.
    mutating func beginAttribute(_ name: String) {
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: name.utf8)
        bytes.append(contentsOf: "=\"".utf8)
    }

    /// Writes a piece of an attribute's value, escaped.
    mutating func writeAttributeValue(_ value: String) {
        writeEscaped(value) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "\""): "&quot;"
            case UInt8(ascii: "<"): "&lt;"
            case 0: "\u{FFFD}"
            default: nil
            }
        }
    }

    /// Writes a number as ``CSS/number(_:)`` formats it (its characters need no escaping).
    mutating func writeNumber(_ value: Double) {
        switch CSS.NumberForm(value) {
        case .integer(let integer): writeDigits(of: integer)
        case .decimal(let decimal): writeDecimal(decimal)
        }
    }

    /// Writes a number that ``CSS/NumberForm`` left with decimals (at most three, not all zero)
    /// as its `description` reads: below 1e9, that is its integer part, a point and its decimals
    /// without trailing zeros, which are written digit by digit.
    private mutating func writeDecimal(_ decimal: Double) {
        let magnitude = decimal.magnitude
        guard magnitude < 1e9 else {
            bytes.append(contentsOf: decimal.description.utf8)
            return
        }
        let thousandths = Int((magnitude * 1000).rounded())
        if decimal < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(of: thousandths / 1000)
        bytes.append(UInt8(ascii: "."))
        var fraction = thousandths % 1000
        var divisor = 100
        while fraction > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// Writes a length as ``CSS/px(_:)`` formats it.
    mutating func writePx(_ value: CGFloat) {
        writeNumber(Double(value))
        bytes.append(contentsOf: "px".utf8)
    }

    /// Writes a CSS declaration of a length in px, inside a `style` attribute being written;
    /// `property` is engine-made and ends in its colon (`left:`, or `;top:` after another
    /// declaration).
    mutating func writeDeclaration(_ property: StaticString, px value: CGFloat) {
        writeRaw(property)
        writePx(value)
    }

    /// Closes an attribute that ``beginAttribute(_:)`` opened.
    mutating func endAttribute() {
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes `integer` in decimal, as `String(integer)` does.
    private mutating func writeDigits(of integer: Int) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(of: integer.magnitude)
    }

    /// Writes `magnitude` in decimal: its digits are gathered from the lowest in a buffer on the
    /// stack, then appended at once.
    private mutating func writeDigits(of magnitude: UInt) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Writes `string`'s UTF-8 with each byte that `escape` names replaced: the runs between
    /// them are copied whole, not byte by byte. `escape` names no byte above `>`.
    private mutating func writeEscaped(_ string: String, _ escape: (UInt8) -> StaticString?) {
        var string = string
        string.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                // Every byte that either escaping replaces (`& < > "` and NUL) is at most `>`:
                // letters and most punctuation are passed over without asking `escape`.
                guard utf8[index] <= UInt8(ascii: ">"), let replacement = escape(utf8[index]) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    /// `key`, or (when a wrapper element already took it, as a shadow around a shape does)
    /// `key` with a `'` per earlier element of that key; the same tree always gets the same keys.
    mutating func uniqueKey(_ key: String) -> String {
        var candidate = key
        while !usedKeys.insert(candidate).inserted { candidate += "'" }
        return candidate
    }

    /// The markup as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
