import Foundation

/// Writes JSON bytes directly, for replies on the event hot path (no `Encodable` round trip).
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// The bytes of `text`, a literal, as they are: for punctuation and member names on the event
    /// path, where ``raw(_:)`` took about 150 instructions a comma through `String`'s UTF-8 view.
    mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `"name":`, after a comma unless it is the object's first member, for a `name` that needs
    /// no escaping (a literal of the writer's caller).
    mutating func member(_ name: StaticString, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        literal(name)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// An integer in decimal, written digit by digit (the same bytes as `String(value)`).
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }

    /// A JSON string, escaped per RFC 8259 §7 (quote, backslash and control characters).
    ///
    /// The escaped length is counted first (a table lookup a byte), the room made once, and the
    /// bytes written in place: a preview's markup is kilobytes with hundreds of `<` and quotes,
    /// each of which cost an append of the run before it and one of its escape.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            let lengths = Self.escapedLengths
            var length = 2
            for byte in utf8 { length += Int(lengths[Int(byte)]) }
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: length))
            bytes.withUnsafeMutableBufferPointer { out in
                var position = start
                out[position] = UInt8(ascii: "\"")
                position += 1
                for byte in utf8 {
                    if lengths[Int(byte)] == 1 {
                        out[position] = byte
                        position += 1
                    } else {
                        position = Self.escape(byte, into: out, at: position)
                    }
                }
                out[position] = UInt8(ascii: "\"")
            }
        }
    }

    /// How many bytes each byte takes in a JSON string: 1 as it is, 2 for a short escape, 6 for
    /// `\u00XX`.
    private static let escapedLengths: [UInt8] = (0..<256).map { byte in
        switch byte {
        case 0x22, 0x5C, 0x0A, 0x0D, 0x09: 2
        case 0x3C, 0..<0x20: 6
        default: 1
        }
    }

    /// Writes the escape of `byte` (one that a JSON string may not carry as it is) at `position`
    /// in `out`; returns the position after it.
    private static func escape(_ byte: UInt8, into out: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        out[position] = UInt8(ascii: "\\")
        let short: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "\n"): UInt8(ascii: "n")
            case UInt8(ascii: "\r"): UInt8(ascii: "r")
            case UInt8(ascii: "\t"): UInt8(ascii: "t")
            default: nil
            }
        if let short {
            out[position + 1] = short
            return position + 2
        }
        // `<` too, which keeps "</script>" out of JSON embedded in pages.
        out[position + 1] = UInt8(ascii: "u")
        out[position + 2] = UInt8(ascii: "0")
        out[position + 3] = UInt8(ascii: "0")
        out[position + 4] = hexDigits[Int(byte >> 4)]
        out[position + 5] = hexDigits[Int(byte & 0xF)]
        return position + 6
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// A JSON number; non-finite values (which JSON cannot carry) are written as `null`.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("null") }
        if value == value.rounded(), abs(value) < 1e15 { return integer(Int(value)) }
        raw(String(value))
    }

    /// Writes `"name":`, after a comma unless it is the object's first member.
    mutating func key(_ name: String, first: Bool = false) {
        if !first { raw(",") }
        string(name)
        raw(":")
    }

    /// An array of `elements`, each written by `body`.
    mutating func array<S: Sequence>(_ elements: S, _ body: (inout JSONWriter, S.Element) -> Void) {
        literal("[")
        var first = true
        for element in elements {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            body(&self, element)
        }
        literal("]")
    }
}
