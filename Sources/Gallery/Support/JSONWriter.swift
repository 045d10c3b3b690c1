import Foundation
import Stylish

/// Writes JSON bytes directly, for replies on the event hot path (no `Encodable` round trip).
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The bytes of `text`, a literal, as they are: for punctuation and member names on the event
    /// path, where ``raw(_:)`` took about 150 instructions a comma through `String`'s UTF-8 view.
    mutating func literal(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
            return
        }
        // Read from the literal's start, not through its buffer taken in a closure. Punctuation
        // (a patch's edit has six) is one append.
        let (start, count) = (text.utf8Start, text.utf8CodeUnitCount)
        if count == 1 {
            bytes.append(start.pointee)
        } else if count <= 8 {
            // Most other literals are a few bytes (a member's name): appended one by one, they
            // skip the buffer append's setup (about 90 instructions a call).
            for index in 0..<count { bytes.append(start[index]) }
        } else {
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
        }
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

    /// An integer in decimal, written digit by digit (the same bytes as `String(value)`). Up to
    /// three digits (a patch's token indices and lengths, a reply's `seq`) are written without
    /// counting them first.
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        let zero = UInt8(ascii: "0")
        if magnitude < 10 {
            bytes.append(zero &+ UInt8(truncatingIfNeeded: magnitude))
            return
        }
        if magnitude < 100 {
            bytes.append(zero &+ UInt8(truncatingIfNeeded: magnitude / 10))
            bytes.append(zero &+ UInt8(truncatingIfNeeded: magnitude % 10))
            return
        }
        if magnitude < 1000 {
            bytes.append(zero &+ UInt8(truncatingIfNeeded: magnitude / 100))
            bytes.append(zero &+ UInt8(truncatingIfNeeded: magnitude / 10 % 10))
            bytes.append(zero &+ UInt8(truncatingIfNeeded: magnitude % 10))
            return
        }
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }

    /// Makes room for `capacity` bytes in all, so that what follows is written without copying.
    mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// How many bytes are written so far.
    var count: Int { bytes.count }

    /// Forgets what was written after the first `count` bytes (a part that turned out not to be
    /// wanted, as a patch larger than the markup it replaces).
    mutating func removeAll(after count: Int) {
        bytes.removeSubrange(count...)
    }

    /// Writes the eight lowercase hex digits of `value` over the eight bytes from `offset`,
    /// written before as a placeholder (a patch's hash, known only once its edits are).
    mutating func overwriteHex(_ value: UInt32, at offset: Int) {
        bytes.withUnsafeMutableBufferPointer { buffer in
            HTMLPatch.writeHex(value, to: UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + 8)]))
        }
    }

    /// A JSON string, escaped per RFC 8259 §7 (quote, backslash and control characters).
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { string($0) }
    }

    /// A JSON string of the UTF-8 bytes `utf8`, escaped as ``string(_:)`` escapes a `String`.
    ///
    /// Runs that need no escaping are copied whole (a preview's markup is kilobytes). The bytes
    /// are looked at eight at a time (``escapes(_:)``, a few operations on one word for the
    /// eight): a word with a byte to escape is passed over up to that byte, found from the
    /// lowest bit of the word's test, and the next word is read from the byte after it. Only the
    /// last one to seven bytes are looked at one by one.
    mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        if let base = utf8.baseAddress {
            let count = utf8.count
            var start = 0
            var index = 0
            while count &- index >= 8 {
                let found = Self.escapes(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
                guard found != 0 else {
                    index &+= 8
                    continue
                }
                // The lowest flagged byte is one to escape (see ``escapes(_:)``); those before it
                // are not.
                index &+= found.trailingZeroBitCount / 8
                flush(base, from: start, to: index)
                escape(base[index])
                index &+= 1
                start = index
            }
            while index < count {
                let byte = base[index]
                if byte < 64 ? Self.escapedBelow64 & (1 &<< UInt64(byte)) != 0 : byte == UInt8(ascii: "\\") {
                    flush(base, from: start, to: index)
                    escape(byte)
                    start = index &+ 1
                }
                index &+= 1
            }
            flush(base, from: start, to: count)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the bytes of `base` from `start` up to `end`, if any.
    private mutating func flush(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        if start < end { bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: end &- start)) }
    }

    /// The high bit of each of the eight bytes of `word` (read little-endian: its first byte is
    /// its lowest) that may need escaping: one below 0x20, a quote, a backslash or a `<`; zero
    /// when none does.
    ///
    /// Each test subtracts from every byte, and a byte that borrows flags the bytes above it too,
    /// so a flag above the lowest may be false; but a borrow comes only from a byte that is
    /// itself flagged, so the lowest flag is always a byte to escape.
    private static func escapes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte below n (n <= 128) borrows into its high bit when n is taken from it.
        let control = (word &- ones &* 0x20) & ~word & highs
        func holds(_ byte: UInt8) -> UInt64 {
            let zeroed = word ^ (ones &* UInt64(byte))
            return (zeroed &- ones) & ~zeroed & highs
        }
        return control | holds(UInt8(ascii: "\"")) | holds(UInt8(ascii: "\\")) | holds(UInt8(ascii: "<"))
    }

    /// The bytes below 64 that a JSON string escapes (control characters, quote and `<`), a bit
    /// each: one test a byte instead of four comparisons. A constant, not a stored `static let`,
    /// whose every read would check that it was initialised.
    private static var escapedBelow64: UInt64 { 0xffff_ffff | 1 << 0x22 | 1 << 0x3C }

    /// The escape of one byte that a JSON string may not carry as it is. A two-byte escape is
    /// appended byte by byte (a quote is escaped twice in most edits of a patch, and appending a
    /// literal's buffer cost about 90 instructions).
    private mutating func escape(_ byte: UInt8) {
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), backslash:
            bytes.append(backslash)
            bytes.append(byte)
        case UInt8(ascii: "\n"):
            bytes.append(backslash)
            bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"):
            bytes.append(backslash)
            bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"):
            bytes.append(backslash)
            bytes.append(UInt8(ascii: "t"))
        case UInt8(ascii: "<"): literal("\\u003c")  // keeps "</script>" out of JSON embedded in pages
        default:
            literal("\\u00")
            bytes.append(Self.hex[Int(byte >> 4)])
            bytes.append(Self.hex[Int(byte & 0xF)])
        }
    }

    /// A JSON number; non-finite values (which JSON cannot carry) are written as `null`.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("null") }
        if value == value.rounded(), abs(value) < 1e15 { return integer(Int(value)) }
        // `String(value)`'s bytes, written in place when ``DoubleDescription`` writes them (a
        // slider's value, a location): `String(value)` cost about 1,100 instructions.
        let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DoubleDescription.capacity) { buffer in
            guard let base = buffer.baseAddress else { return false }
            let count = DoubleDescription.write(value, to: base)
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
            return count > 0
        }
        if !written { raw(String(value)) }
    }

    /// Writes `"name":`, after a comma unless it is the object's first member.
    mutating func key(_ name: String, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        string(name)
        bytes.append(UInt8(ascii: ":"))
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

    private static let hex = Array("0123456789abcdef".utf8)
}
