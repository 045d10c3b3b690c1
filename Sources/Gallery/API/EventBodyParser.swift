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
                guard skipSpace(), let member = memberName(), seen & (1 << member) == 0, skipSpace(),
                    take(UInt8(ascii: ":")), skipSpace(), read(member, into: &body), skipSpace()
                else { return nil }
                seen |= 1 << member
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        guard skipSpace(), index == bytes.count, seen & 1 != 0 else { return nil }
        return body
    }

    /// The members it reads, by their place (a bit of `seen`); `type` first (the one that may not
    /// be null).
    private static let members: [StaticString] = [
        "type", "seq", "target", "phase", "location", "startLocation", "key", "count", "width", "height",
    ]

    /// The place in ``members`` of the member name that starts here.
    private mutating func memberName() -> Int? { name(among: Self.members) }

    /// The place in `names` of the name (a string without escapes) that starts here, read past;
    /// nil when it is none of them. Its bytes are compared in place: no `String` is made.
    private mutating func name(among names: [StaticString]) -> Int? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") || bytes[index] < 0x20 { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        let name = bytes[start..<index]
        index += 1
        return names.firstIndex { member in
            member.withUTF8Buffer { $0.count == name.count && $0.elementsEqual(name) }
        }
    }

    /// Reads the value of the member at `member` in ``members`` into `body`; false when it is not
    /// one to read here.
    private mutating func read(_ member: Int, into body: inout EventDecoding.Body) -> Bool {
        if index < bytes.count, bytes[index] == UInt8(ascii: "n"), take("null") { return member != 0 }
        switch member {
        case 0: return read(string(), into: &body.type)
        case 1: return read(integer(), into: &body.seq)
        case 2: return read(string(), into: &body.target)
        case 3: return read(string(), into: &body.phase)
        case 4: return read(point(), into: &body.location)
        case 5: return read(point(), into: &body.startLocation)
        case 6: return read(string(), into: &body.key)
        case 7: return read(integer(), into: &body.count)
        case 8: return read(number(), into: &body.width)
        case 9: return read(number(), into: &body.height)
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

    /// A point's members: `x`, `y`.
    private static let coordinates: [StaticString] = ["x", "y"]

    private mutating func point() -> EventDecoding.Body.Point? {
        var x: Double?
        var y: Double?
        guard take(UInt8(ascii: "{")) else { return nil }
        repeat {
            guard skipSpace(), let name = name(among: Self.coordinates), skipSpace(), take(UInt8(ascii: ":")), skipSpace()
            else { return nil }
            // A coordinate it cannot read is nil for good: a repeat must not stand in for it.
            switch name {
            case 0 where x == nil:
                guard let value = number() else { return nil }
                x = value
            case 1 where y == nil:
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
                return Self.text(bytes[start..<index])
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// The UTF-8 text `bytes`, nil when they are not valid UTF-8. ASCII (what events carry) is
    /// decoded from a contiguous buffer, where the generic path of `String(validating:)` over a
    /// slice cost about a thousand instructions a string.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            var bits: UInt8 = 0
            for byte in buffer { bits |= byte }
            return bits < 0x80 ? String(decoding: buffer, as: UTF8.self) : String(validating: buffer, as: UTF8.self)
        }
    }

    /// An integer without fraction or exponent, of at most 15 digits.
    private mutating func integer() -> Int? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        guard let digits = digits(), digits <= 15 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] | 0x20 == UInt8(ascii: "e") {
            return nil
        }
        let negative = bytes[start] == UInt8(ascii: "-")
        let magnitude = Self.value(ofDigits: bytes[(negative ? start + 1 : start)..<index])
        return negative ? -magnitude : magnitude
    }

    /// The value of at most 15 decimal digits (which no `Int` overflows).
    private static func value(ofDigits digits: ArraySlice<UInt8>) -> Int {
        var value = 0
        for byte in digits { value = value * 10 + Int(byte &- UInt8(ascii: "0")) }
        return value
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
        } else if index - start <= 15, !mantissa.contains(UInt8(ascii: ".")) {
            // An integer of at most 15 digits is a Double exactly, as the text reads it (`-0`
            // included: the sign is applied to the magnitude).
            let negative = bytes[start] == UInt8(ascii: "-")
            let magnitude = Double(Self.value(ofDigits: mantissa.dropFirst(negative ? 1 : 0)))
            return negative ? -magnitude : magnitude
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
