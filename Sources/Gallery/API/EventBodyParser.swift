/// A fast reader for the usual event body, so that a drag does not pay for Foundation's
/// `JSONDecoder`: a flat JSON object of the event's known members with plain values.
///
/// It reads only what it can read exactly as `JSONDecoder` would: a string without escapes, an
/// integer of at most 15 digits where an `Int` belongs, a number where a `Double` belongs, `null`,
/// and `{"x", "y"}` points. Anything else (an escape, an unknown or repeated member, a value of an
/// unexpected kind, a byte-order mark, trailing bytes) makes it return nil, and the caller decodes
/// with `JSONDecoder`, which also words the errors. So it can only be faster, never different:
/// scripts/fuzz-events.sh checks that whatever it reads, `JSONDecoder` reads the same.
struct EventBodyParser {
    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The body's members, or nil when the body needs `JSONDecoder`.
    static func parse(_ bytes: [UInt8]) -> EventDecoding.Body? {
        var parser = EventBodyParser(bytes)
        return parser.body()
    }

    private mutating func body() -> EventDecoding.Body? {
        var body = EventDecoding.Body()
        var seen = 0  // a bit per member read, by its place in ``members``
        guard skipSpace(), take(UInt8(ascii: "{")), skipSpace() else { return nil }
        if !take(UInt8(ascii: "}")) {
            repeat {
                guard skipSpace(), let name = string(), let bit = Self.members.firstIndex(of: name).map({ 1 << $0 }),
                    seen & bit == 0, skipSpace(), take(UInt8(ascii: ":")), skipSpace(), member(name, into: &body),
                    skipSpace()
                else { return nil }
                seen |= bit
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        guard skipSpace(), index == bytes.count, seen & 1 != 0 else { return nil }
        return body
    }

    /// The members it reads; `type` first (the one that may not be null).
    private static let members = [
        "type", "seq", "target", "phase", "location", "startLocation", "key", "count", "width", "height",
    ]

    /// Reads the value of the member `name` (one of ``members``) into `body`; false when it is not
    /// one to read here.
    private mutating func member(_ name: String, into body: inout EventDecoding.Body) -> Bool {
        if take("null") { return name != "type" }
        switch name {
        case "type": return read(string(), into: &body.type)
        case "target": return read(string(), into: &body.target)
        case "phase": return read(string(), into: &body.phase)
        case "key": return read(string(), into: &body.key)
        case "seq": return read(integer(), into: &body.seq)
        case "count": return read(integer(), into: &body.count)
        case "width": return read(number(), into: &body.width)
        case "height": return read(number(), into: &body.height)
        case "location": return read(point(), into: &body.location)
        case "startLocation": return read(point(), into: &body.startLocation)
        default: return false
        }
    }

    /// Stores `value` when there is one; false when the value was not one this reader takes.
    private func read<Value>(_ value: Value?, into member: inout Value) -> Bool {
        guard let value else { return false }
        member = value
        return true
    }

    private func read<Value>(_ value: Value?, into member: inout Value?) -> Bool {
        guard let value else { return false }
        member = value
        return true
    }

    private mutating func point() -> EventDecoding.Body.Point? {
        var x: Double?
        var y: Double?
        guard take(UInt8(ascii: "{")) else { return nil }
        repeat {
            guard skipSpace(), let name = string(), skipSpace(), take(UInt8(ascii: ":")), skipSpace() else { return nil }
            // A coordinate it cannot read is nil for good: a repeat must not stand in for it.
            switch name {
            case "x" where x == nil:
                guard let value = number() else { return nil }
                x = value
            case "y" where y == nil:
                guard let value = number() else { return nil }
                y = value
            default: return nil
            }
            guard skipSpace() else { return nil }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let x, let y else { return nil }
        return EventDecoding.Body.Point(x: x, y: y)
    }

    /// A string with no escape and no control character.
    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(validating: bytes[start..<index], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// An integer without fraction or exponent, of at most 15 digits.
    private mutating func integer() -> Int? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        guard let digits = digits(), digits <= 15 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] | 0x20 == UInt8(ascii: "e") {
            return nil
        }
        return Int(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// A JSON number (RFC 8259 §6) that is a finite, normal `Double` or a written zero: a number
    /// that underflows (`1e-641`) is left to `JSONDecoder`, which refuses it.
    private mutating func number() -> Double? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        guard digits() != nil else { return nil }
        if take(UInt8(ascii: ".")) { guard digits() != nil else { return nil } }
        let mantissa = bytes[start..<index]
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
            guard digits() != nil else { return nil }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            return nil
        }
        if value.magnitude < .leastNormalMagnitude,
            mantissa.contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") })
        {
            return nil
        }
        return value
    }

    /// How many digits were read (a leading zero only alone); nil when none or a bad leading zero.
    private mutating func digits() -> Int? {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        let count = index - start
        guard count > 0, count == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        return count
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func take(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
        if matches { index += count }
        return matches
    }

    /// Skips JSON whitespace; always true, so that it can sit in a condition list.
    private mutating func skipSpace() -> Bool {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return true
            }
        }
        return true
    }
}
