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
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The body's members, or nil when the body needs `JSONDecoder`.
    ///
    /// It reads the bytes where they are: no bounds-checked array, no slices of it.
    static func parse(_ bytes: [UInt8]) -> EventDecoding.Body? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = EventBodyParser(buffer)
            return parser.body()
        }
    }

    private mutating func body() -> EventDecoding.Body? {
        var body = EventDecoding.Body()
        var seen = 0  // a bit per member read, by its place in ``member(named:)``
        guard skipSpace(), take(UInt8(ascii: "{")), skipSpace() else { return nil }
        if !take(UInt8(ascii: "}")) {
            repeat {
                guard skipSpace(), let name = quotedName(), let member = Self.member(named: name), seen & (1 << member) == 0,
                    skipSpace(), take(UInt8(ascii: ":")), skipSpace(), read(member, into: &body), skipSpace()
                else { return nil }
                seen |= 1 << member
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        guard skipSpace(), index == bytes.count, seen & 1 != 0 else { return nil }
        return body
    }

    /// The place of the member called `name` among those it reads (a bit of `seen`), nil when it
    /// is none of them: 0 `type` (the one that may not be null), 1 `seq`, 2 `target`, 3 `phase`,
    /// 4 `location`, 5 `startLocation`, 6 `key`, 7 `count`, 8 `width`, 9 `height`, 10 `value`.
    ///
    /// The name's length picks the few it can be, whose bytes are compared with it (searching a
    /// list compared each member's through a slice: about 260 instructions a name).
    static func member(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        switch name.count {
        case 3:
            if equal(name, "seq") { return 1 }
            if equal(name, "key") { return 6 }
        case 4:
            if equal(name, "type") { return 0 }
        case 5:
            if equal(name, "phase") { return 3 }
            if equal(name, "count") { return 7 }
            if equal(name, "width") { return 8 }
            if equal(name, "value") { return 10 }
        case 6:
            if equal(name, "target") { return 2 }
            if equal(name, "height") { return 9 }
        case 8:
            if equal(name, "location") { return 4 }
        case 13:
            if equal(name, "startLocation") { return 5 }
        default:
            break
        }
        return nil
    }

    /// Whether `bytes` are those of `word`.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        let wordBytes = word.utf8Start
        for offset in 0..<bytes.count where bytes[offset] != wordBytes[offset] { return false }
        return true
    }

    /// The bytes of the name (a string without escapes or control bytes) that starts here, read
    /// past; nil when there is none. No `String` is made.
    private mutating func quotedName() -> UnsafeBufferPointer<UInt8>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") || bytes[index] < 0x20 { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }

    /// Reads the value of the member at `member` (see ``member(named:)``) into `body`; false when
    /// it is not one to read here.
    private mutating func read(_ member: Int, into body: inout EventDecoding.Body) -> Bool {
        if index < bytes.count, bytes[index] == UInt8(ascii: "n"), take("null") { return member != 0 }
        switch member {
        case 0: return read(string(Self.knownType), into: &body.type)
        case 1: return read(integer(), into: &body.seq)
        case 2: return read(string(), into: &body.target)
        case 3: return read(string(Self.knownPhase), into: &body.phase)
        case 4: return read(point(), into: &body.location)
        case 5: return read(point(), into: &body.startLocation)
        case 6: return read(string(), into: &body.key)
        case 7: return read(integer(), into: &body.count)
        case 8: return read(number(), into: &body.width)
        case 9: return read(number(), into: &body.height)
        case 10: return read(string(), into: &body.value)
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
            guard skipSpace(), let name = quotedName(), name.count == 1, skipSpace(), take(UInt8(ascii: ":")), skipSpace()
            else { return nil }
            // A coordinate it cannot read is nil for good: a repeat must not stand in for it.
            switch name[0] {
            case UInt8(ascii: "x") where x == nil:
                guard let value = number() else { return nil }
                x = value
            case UInt8(ascii: "y") where y == nil:
                guard let value = number() else { return nil }
                y = value
            default: return nil
            }
            guard skipSpace() else { return nil }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let x, let y else { return nil }
        return EventDecoding.Body.Point(x: x, y: y)
    }

    /// An event type the decoder knows, as the literal it compares with (no string is decoded for
    /// it); nil for any other text.
    static func knownType(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch bytes.count {
        case 3:
            if equal(bytes, "tap") { return "tap" }
            if equal(bytes, "key") { return "key" }
        case 4: if equal(bytes, "drag") { return "drag" }
        case 5:
            if equal(bytes, "press") { return "press" }
            if equal(bytes, "input") { return "input" }
        case 8: if equal(bytes, "geometry") { return "geometry" }
        case 11: if equal(bytes, "environment") { return "environment" }
        default: break
        }
        return nil
    }

    /// A gesture phase, as the literal ``DragPhase``'s raw values are (no string is decoded for
    /// it); nil for any other text.
    static func knownPhase(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch bytes.count {
        case 5:
            if equal(bytes, "began") { return "began" }
            if equal(bytes, "ended") { return "ended" }
        case 7: if equal(bytes, "changed") { return "changed" }
        case 9: if equal(bytes, "cancelled") { return "cancelled" }
        default: break
        }
        return nil
    }

    /// A string with no escape and no control character; `known` gives the string for the texts
    /// it knows (as literals), and the rest are decoded.
    private mutating func string(_ known: (UnsafeBufferPointer<UInt8>) -> String? = { _ in nil }) -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                return known(text) ?? Self.text(text)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// The UTF-8 text `bytes`, nil when they are not valid UTF-8. ASCII (what events carry) is
    /// decoded without validating it (the generic path of `String(validating:)` over a slice
    /// cost about a thousand instructions a string).
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var bits: UInt8 = 0
        for byte in bytes { bits |= byte }
        return bits < 0x80 ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
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
        let magnitude = value(ofDigitsIn: (negative ? start + 1 : start)..<index)
        return negative ? -magnitude : magnitude
    }

    /// The value of the at most 15 decimal digits at `range` (which no `Int` overflows).
    private func value(ofDigitsIn range: Range<Int>) -> Int {
        var value = 0
        for offset in range { value = value * 10 + Int(bytes[offset] &- UInt8(ascii: "0")) }
        return value
    }

    /// A JSON number (RFC 8259 §6) that is a finite, normal `Double` or a written zero: a number
    /// that underflows (`1e-641`) is left to `JSONDecoder`, which refuses it.
    private mutating func number() -> Double? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        guard digits() != nil else { return nil }
        let fraction = take(UInt8(ascii: "."))
        if fraction { guard digits() != nil else { return nil } }
        let mantissa = start..<index
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
            guard digits() != nil else { return nil }
        } else if index - start <= 15, !fraction {
            // An integer of at most 15 digits is a Double exactly, as the text reads it (`-0`
            // included: the sign is applied to the magnitude).
            let negative = bytes[start] == UInt8(ascii: "-")
            let magnitude = Double(value(ofDigitsIn: (negative ? start + 1 : start)..<index))
            return negative ? -magnitude : magnitude
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            return nil
        }
        if value.magnitude < .leastNormalMagnitude,
            bytes[mantissa].contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") })
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
        guard index + count <= bytes.count, Self.equal(UnsafeBufferPointer(rebasing: bytes[index..<(index + count)]), word)
        else { return false }
        index += count
        return true
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
