import Foundation
import Stylish

/// Writes JSON bytes directly, for replies on the event hot path (no `Encodable` round trip).
///
/// The bytes go into `storage`, an array kept longer than what is written (its elements past
/// ``count`` are zeros or bytes written and then forgotten): each write makes room once for all
/// its bytes and stores them through a pointer, where appending to an array byte by byte checked
/// its capacity and uniqueness for every byte.
struct JSONWriter: TextOutputStream {
    private var storage: [UInt8]

    /// How many bytes are written so far.
    private(set) var count = 0

    init(capacity: Int = 1024) {
        // Reserved, then filled: `Array(repeating:count:)` looked up the array's generic storage
        // type at run time (about 500 instructions a reply).
        let capacity = max(capacity, 32)
        storage = []
        storage.reserveCapacity(capacity)
        storage.append(contentsOf: repeatElement(0, count: capacity))
    }

    /// The bytes written so far (a copy: ``finish()`` hands over the writer's own).
    var bytes: [UInt8] { Array(storage[..<count]) }

    /// The bytes written, without copying them: the writer's array, cut to what was written.
    consuming func finish() -> [UInt8] {
        storage.removeSubrange(count...)
        return storage
    }

    /// Writes `room` bytes or fewer at the end: `body` stores them from the pointer it is given
    /// (valid only during the call) and returns how many it stored.
    @inline(__always)
    private mutating func append(room: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if storage.count &- count < room { grow(room) }
        let start = count
        let written = storage.withUnsafeMutableBufferPointer { buffer in
            // The buffer holds at least `start + room` elements (see above): never nil.
            body(buffer.baseAddress.unsafelyUnwrapped + start)
        }
        count = start &+ written
    }

    /// Makes room for `room` bytes after ``count``, at least doubling the storage.
    private mutating func grow(_ room: Int) {
        let wanted = max(count &+ room, storage.count &* 2)
        storage.append(contentsOf: repeatElement(0, count: wanted &- storage.count))
    }

    /// Appends one byte.
    private mutating func append(_ byte: UInt8) {
        append(room: 1) { target in
            target.initialize(to: byte)
            return 1
        }
    }

    /// Appends the bytes of `source`.
    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        append(room: source.count) { target in
            target.update(from: base, count: source.count)
            return source.count
        }
    }

    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Writes `string` as it is (``TextOutputStream``, for ``number(_:)``).
    mutating func write(_ string: String) {
        raw(string)
    }

    /// Writes the ASCII bytes of `buffer` as they are: what `Double.write(to:)` calls with the
    /// bytes of the value's description, which then needs no `String` (``TextOutputStream``'s
    /// default makes one and calls ``write(_:)``, writing the same bytes).
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        append(buffer)
    }

    /// The bytes of `text`, a literal, as they are: for punctuation and member names on the event
    /// path, where ``raw(_:)`` took about 150 instructions a comma through `String`'s UTF-8 view.
    mutating func literal(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            text.withUTF8Buffer { append($0) }
            return
        }
        // Punctuation (a patch's edit has six) is stored as it is, without a call to copy it.
        if text.utf8CodeUnitCount == 1 { return append(text.utf8Start.pointee) }
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `"name":`, after a comma unless it is the object's first member, for a `name` that needs
    /// no escaping (a literal of the writer's caller).
    mutating func member(_ name: StaticString, first: Bool = false) {
        guard name.hasPointerRepresentation else {
            if !first { append(UInt8(ascii: ",")) }
            append(UInt8(ascii: "\""))
            literal(name)
            append(UInt8(ascii: "\""))
            append(UInt8(ascii: ":"))
            return
        }
        let (base, length) = (name.utf8Start, name.utf8CodeUnitCount)
        append(room: length &+ 4) { target in
            var index = 0
            if !first {
                target.initialize(to: UInt8(ascii: ","))
                index = 1
            }
            target[index] = UInt8(ascii: "\"")
            (target + (index &+ 1)).update(from: base, count: length)
            target[index &+ length &+ 1] = UInt8(ascii: "\"")
            target[index &+ length &+ 2] = UInt8(ascii: ":")
            return index &+ length &+ 3
        }
    }

    /// An integer in decimal, the same bytes as `String(value)`. Up to three digits (a patch's
    /// token indices and lengths, a reply's `seq`) are written without counting them first.
    mutating func integer(_ value: Int) {
        append(room: 20) { target in
            var index = 0
            if value < 0 {
                target.initialize(to: UInt8(ascii: "-"))
                index = 1
            }
            var magnitude = value.magnitude
            let zero = UInt8(ascii: "0")
            if magnitude < 10 {
                target[index] = zero &+ UInt8(truncatingIfNeeded: magnitude)
                return index &+ 1
            }
            if magnitude < 100 {
                target[index] = zero &+ UInt8(truncatingIfNeeded: magnitude / 10)
                target[index &+ 1] = zero &+ UInt8(truncatingIfNeeded: magnitude % 10)
                return index &+ 2
            }
            if magnitude < 1000 {
                target[index] = zero &+ UInt8(truncatingIfNeeded: magnitude / 100)
                target[index &+ 1] = zero &+ UInt8(truncatingIfNeeded: magnitude / 10 % 10)
                target[index &+ 2] = zero &+ UInt8(truncatingIfNeeded: magnitude % 10)
                return index &+ 3
            }
            var rest = magnitude / 1000
            index &+= 3
            while rest > 0 {
                index &+= 1
                rest /= 10
            }
            let length = index
            repeat {
                index &-= 1
                target[index] = zero &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            return length
        }
    }

    /// Makes room for `capacity` bytes in all, so that what follows is written without copying.
    mutating func reserveCapacity(_ capacity: Int) {
        if storage.count < capacity { grow(capacity &- count) }
    }

    /// Forgets what was written after the first `count` bytes (a part that turned out not to be
    /// wanted, as a patch larger than the markup it replaces).
    mutating func removeAll(after count: Int) {
        precondition(count >= 0 && count <= self.count)
        self.count = count
    }

    /// Writes the eight lowercase hex digits of `value` over the eight bytes from `offset`,
    /// written before as a placeholder (a patch's hash, known only once its edits are).
    mutating func overwriteHex(_ value: UInt32, at offset: Int) {
        precondition(offset >= 0 && offset &+ 8 <= count)
        storage.withUnsafeMutableBufferPointer { buffer in
            MarkupPatch.writeHex(value, to: UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + 8)]))
        }
    }

    /// A JSON string, escaped per RFC 8259 §7 (quote, backslash and control characters).
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { string($0) }
    }

    /// A JSON string of the UTF-8 bytes `utf8`, escaped as ``string(_:)`` escapes a `String`.
    ///
    /// Room is made once for the string as it would be if nothing needed escaping, and again
    /// only at a byte that does. Runs that need no escaping are copied whole (a preview's markup
    /// is kilobytes). The bytes are looked at eight at a time (``ByteWords/jsonEscapes(_:)``, a few operations
    /// on one word for the eight): a word with a byte to escape is passed over up to that byte,
    /// found from the lowest bit of the word's test, and the next word is read from the byte
    /// after it. Only the last one to seven bytes are looked at one by one.
    mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress, !utf8.isEmpty else { return literal("\"\"") }
        let count = utf8.count
        reserveCapacity(self.count &+ count &+ 2)
        append(UInt8(ascii: "\""))
        var start = 0
        var index = 0
        while count &- index >= 8 {
            let found = ByteWords.jsonEscapes(ByteWords.word(base + index))
            guard found != 0 else {
                index &+= 8
                continue
            }
            // The lowest flagged byte is one to escape (see ``ByteWords/jsonEscapes(_:)``); those before it
            // are not.
            index &+= found.trailingZeroBitCount / 8
            flush(base, from: start, to: index)
            escape(base[index], then: count &- index)
            index &+= 1
            start = index
        }
        while index < count {
            let byte = base[index]
            if byte < 64 ? Self.escapedBelow64 & (1 &<< UInt64(byte)) != 0 : byte == UInt8(ascii: "\\") {
                flush(base, from: start, to: index)
                escape(byte, then: count &- index)
                start = index &+ 1
            }
            index &+= 1
        }
        flush(base, from: start, to: count)
        append(UInt8(ascii: "\""))
    }

    /// Appends the bytes of `base` from `start` up to `end`, if any.
    private mutating func flush(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        if start < end { append(UnsafeBufferPointer(start: base + start, count: end &- start)) }
    }

    /// The bytes below 64 that a JSON string escapes (control characters, quote and `<`), a bit
    /// each: one test a byte instead of four comparisons. A constant, not a stored `static let`,
    /// whose every read would check that it was initialised.
    private static var escapedBelow64: UInt64 { 0xffff_ffff | 1 << 0x22 | 1 << 0x3C }

    /// The escape of one byte that a JSON string may not carry as it is, written with room for
    /// the `left` bytes of the string from it and its closing quote, so that a string with a few
    /// escapes makes room a few times, not once a run.
    private mutating func escape(_ byte: UInt8, then left: Int) {
        append(room: left &+ 6) { target in
            let backslash = UInt8(ascii: "\\")
            target.initialize(to: backslash)
            switch byte {
            case UInt8(ascii: "\""), backslash: target[1] = byte
            case UInt8(ascii: "\n"): target[1] = UInt8(ascii: "n")
            case UInt8(ascii: "\r"): target[1] = UInt8(ascii: "r")
            case UInt8(ascii: "\t"): target[1] = UInt8(ascii: "t")
            default:
                // `<` too, as `\u003c`: keeps "</script>" out of JSON embedded in pages.
                let hex: StaticString = "0123456789abcdef"
                target[1] = UInt8(ascii: "u")
                target[2] = UInt8(ascii: "0")
                target[3] = UInt8(ascii: "0")
                target[4] = hex.utf8Start[Int(byte >> 4)]
                target[5] = hex.utf8Start[Int(byte & 0xF)]
                return 6
            }
            return 2
        }
    }

    /// A JSON number; non-finite values (which JSON cannot carry) are written as `null`.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return literal("null") }
        if value == value.rounded(), abs(value) < 1e15 { return integer(Int(value)) }
        // `String(value)`'s bytes, written in place when ``DoubleDescription`` writes them (a
        // location, a size): `String(value)` cost about 1,100 instructions.
        var written = 0
        append(room: DoubleDescription.capacity) { target in
            written = DoubleDescription.write(value, to: target)
            return written
        }
        // The others (a slider's value of 16 or 17 digits) as `Double.write(to:)` writes them,
        // the bytes of `description` handed to ``_writeASCII(_:)``: no `String` is made.
        if written == 0 { value.write(to: &self) }
    }

    /// Writes `"name":`, after a comma unless it is the object's first member.
    mutating func key(_ name: String, first: Bool = false) {
        if !first { append(UInt8(ascii: ",")) }
        string(name)
        append(UInt8(ascii: ":"))
    }

    /// An array of `elements`, each written by `body`.
    mutating func array<S: Sequence>(_ elements: S, _ body: (inout JSONWriter, S.Element) -> Void) {
        append(UInt8(ascii: "["))
        var first = true
        for element in elements {
            if !first { append(UInt8(ascii: ",")) }
            first = false
            body(&self, element)
        }
        append(UInt8(ascii: "]"))
    }
}
