import Foundation

/// Writes JSON bytes directly, for replies on the event hot path (no `Encodable` round trip).
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// A JSON string, escaped per RFC 8259 §7 (quote, backslash and control characters).
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
            case UInt8(ascii: "<"):
                raw("\\u003c")  // keeps "</script>" out of JSON embedded in pages
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A JSON number; non-finite values (which JSON cannot carry) are written as `null`.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("null") }
        if value == value.rounded(), abs(value) < 1e15 { return raw(String(Int(value))) }
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
        raw("[")
        var first = true
        for element in elements {
            if !first { raw(",") }
            first = false
            body(&self, element)
        }
        raw("]")
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
