import Foundation

/// The byte sink that HTML and SVG are written into, escaping by default.
///
/// Text is escaped for `& < >` and attribute values for `& " <`; a NUL, which HTML does not allow
/// in either (a parse error, HTML § 13.2.5), becomes U+FFFD as a browser would make it. `writeRaw`
/// is the one escape hatch and takes only markup the engine wrote itself.
///
/// The writer owns its bytes, growing them (by doubling) when the markup outgrows them; it is not
/// copyable, so its storage is never shared.
struct HTMLWriter: ~Copyable {
    /// The start of the writer's storage, `capacity` bytes of which `count` are written.
    ///
    /// `base`, `count`, `reserve` and most `append`s are internal, not private, only so that the
    /// writer's numbers (`HTMLWriter+Numbers.swift`) write in place too; nothing else uses them.
    var base: UnsafeMutablePointer<UInt8>
    /// How many bytes have been written (set only by the writer's own files).
    var count = 0
    private var capacity: Int
    /// How each element's `data-k` is made unique.
    private var keys: KeyAssignment

    /// How `data-k` values are made unique (see ``writeUniqueKey(_:primes:)``).
    enum KeyAssignment {
        /// Each key is written with as few `'` as make it differ from every one written before,
        /// and the number of `'` is noted for the element.
        case unique(Set<String>)
        /// Each element's key is written with the `'` noted when it was last written: the same
        /// elements are written again in the same places. `isBroken` once an element was not
        /// written before (or wrote none and writes one now, or the other way round).
        case kept(isBroken: Bool)
    }

    /// A writer with room for `capacity` bytes, giving each element a unique key, or (`keepingKeys`)
    /// the keys noted when its elements were last written.
    init(capacity: Int = 4096, keepingKeys: Bool = false) {
        self.capacity = max(16, capacity)
        base = UnsafeMutablePointer.allocate(capacity: self.capacity)
        self.keys = keepingKeys ? .kept(isBroken: false) : .unique([])
    }

    deinit { base.deallocate() }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes written so far, lent.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Whether every element written kept the key noted when it was last written (always true
    /// when keys are made unique).
    var keptAllKeys: Bool {
        guard case .kept(let isBroken) = keys else { return true }
        return !isBroken
    }

    /// Makes room for `extra` more bytes, moving the storage to a larger one when it is full.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        // Wrapping sums: a count is far below `Int.max` (it counts bytes held in memory).
        if count &+ extra > capacity { grow(toHold: count &+ extra) }
    }

    /// Moves the bytes to storage of at least `needed` bytes, doubling the capacity.
    private mutating func grow(toHold needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        (base, capacity) = (moved, larger)
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Appends `buffer`'s bytes.
    @inline(__always)
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
        append(UnsafeRawPointer(source), count: buffer.count)
    }

    /// Appends the `length` bytes at `source`, which do not overlap the free storage (they are
    /// another buffer's, or bytes already written).
    ///
    /// This reserves room itself, and growing frees the old storage: a caller that copies bytes
    /// already written must reserve `length` first and only then take its pointer into the
    /// storage, as ``writeAgain(_:)`` does.
    @inline(__always)
    mutating func append(_ source: UnsafeRawPointer, count length: Int) {
        reserve(length)
        let target = UnsafeMutableRawPointer(base + count)
        if length >= 8, length <= 16 {
            let (head, tail) = (
                source.loadUnaligned(as: UInt64.self), source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            )
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
        } else if length >= 4, length < 8 {
            let (head, tail) = (
                source.loadUnaligned(as: UInt32.self), source.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            )
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
        } else if length < 4 {
            // One to three bytes (none is not asked for): the first, the last and the middle one.
            let (first, middle, last) = (
                source.load(as: UInt8.self), source.load(fromByteOffset: length >> 1, as: UInt8.self),
                source.load(fromByteOffset: length &- 1, as: UInt8.self)
            )
            target.storeBytes(of: first, as: UInt8.self)
            target.storeBytes(of: middle, toByteOffset: length >> 1, as: UInt8.self)
            target.storeBytes(of: last, toByteOffset: length &- 1, as: UInt8.self)
        } else {
            target.copyMemory(from: source, byteCount: length)
        }
        count &+= length
    }

    /// Appends a string's UTF-8. Its own label, so that a literal, whose default type is
    /// `String`, takes the `StaticString` overload instead of being made a `String`.
    mutating func append(contentsOf string: String) {
        // A native string's bytes are read in place; only a bridged one is copied.
        if string.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Appends a literal's UTF-8.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        } else {
            append(contentsOf: literal.description)
        }
    }

    /// Writes engine-made markup as it is. Never pass user text here.
    ///
    /// Labelled apart from ``writeRaw(_:)`` so that a literal takes the `StaticString` overload,
    /// copied from its bytes, rather than this one (a literal's default type is `String`).
    mutating func writeRaw(string markup: String) {
        append(contentsOf: markup)
    }

    /// Writes engine-made markup from a literal as it is.
    @inline(__always)
    mutating func writeRaw(_ markup: StaticString) {
        append(markup)
    }

    /// Writes `text` as element content, escaped.
    mutating func writeText(_ text: String) {
        writeEscaped(text, escaping: Self.textEscapes, alsoScanning: UInt8(ascii: ">"))
    }

    /// Writes ` name="value"` with the value escaped.
    mutating func writeAttribute(_ name: String, _ value: String) {
        beginAttribute(name)
        writeAttributeValue(value)
        endAttribute()
    }

    /// Writes ` name="`: the value follows in pieces (``writeAttributeValue(_:)``,
    /// ``writeNumber(_:)``), then ``endAttribute()``.
    mutating func beginAttribute(_ name: String) {
        append(UInt8(ascii: " "))
        append(contentsOf: name)
        append("=\"")
    }

    /// Writes a piece of an attribute's value, escaped.
    mutating func writeAttributeValue(_ value: String) {
        writeEscaped(value, escaping: Self.attributeEscapes, alsoScanning: UInt8(ascii: "\""))
    }

    /// Closes an attribute that ``beginAttribute(_:)`` opened.
    @inline(__always)
    mutating func endAttribute() {
        append(UInt8(ascii: "\""))
    }

    /// The bytes that ``writeText(_:)`` replaces (`& < >` and NUL), a bit each.
    private static var textEscapes: UInt64 { 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0 }
    /// The bytes that ``writeAttributeValue(_:)`` replaces (`& " <` and NUL), a bit each.
    private static var attributeEscapes: UInt64 { 1 << 0x26 | 1 << 0x22 | 1 << 0x3C | 1 << 0 }

    /// What an escaped byte is replaced with: its character reference, or U+FFFD for a NUL.
    private static func replacement(of byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case 0: "\u{FFFD}"
        default: nil
        }
    }

    /// Writes `string`'s UTF-8 with each byte whose bit `mask` has (`&`, `<`, NUL and `extra`,
    /// all below 64) replaced: the runs between them are copied whole, not byte by byte.
    private mutating func writeEscaped(_ string: String, escaping mask: UInt64, alsoScanning extra: UInt8) {
        // Read in place when the bytes are contiguous, as in ``append(contentsOf:)``.
        if string.utf8.withContiguousStorageIfAvailable({ writeEscaped(utf8: $0, escaping: mask, alsoScanning: extra) }) != nil {
            return
        }
        var string = string
        string.withUTF8 { writeEscaped(utf8: $0, escaping: mask, alsoScanning: extra) }
    }

    /// Writes `utf8` with each byte of `mask` replaced, as
    /// ``writeEscaped(_:escaping:alsoScanning:)`` does.
    ///
    /// The bytes are looked at eight at a time (``mayHold(_:_:)``: a word that holds none of
    /// `& < NUL` and `extra` is passed over whole, the last one to seven bytes made a word of
    /// their own), and one by one only in a word that holds one.
    @inline(__always)
    private mutating func writeEscaped(utf8: UnsafeBufferPointer<UInt8>, escaping mask: UInt64, alsoScanning extra: UInt8) {
        guard let source = utf8.baseAddress else { return }
        let end = utf8.count
        var start = 0
        var index = 0
        while index < end {
            // The next eight bytes, or the last one to seven as a word of their own.
            let remaining = end &- index
            let isTail = remaining < 8
            let word =
                isTail
                ? Self.tailWord(UnsafeRawPointer(source + index), count: remaining)
                : UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
            let stop = isTail ? end : index &+ 8
            guard Self.mayHold(extra, word) else {
                index = stop
                continue
            }
            while index < stop {
                let byte = source[index]
                if byte < 64, mask & (1 &<< UInt64(byte)) != 0, let replacement = Self.replacement(of: byte) {
                    append(UnsafeBufferPointer(start: source + start, count: index &- start))
                    append(replacement)
                    start = index &+ 1
                }
                index &+= 1
            }
        }
        append(UnsafeBufferPointer(start: source + start, count: end &- start))
    }

    /// The `count` bytes at `bytes` (one to seven) as a word of eight that holds only them, some
    /// twice: the first and last four, two or one, so that ``mayHold(_:_:)`` finds in it exactly
    /// the bytes they are.
    @inline(__always)
    private static func tailWord(_ bytes: UnsafeRawPointer, count: Int) -> UInt64 {
        if count >= 4 {
            let head = UInt64(bytes.loadUnaligned(as: UInt32.self))
            let tail = UInt64(bytes.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            return head | tail &<< 32
        }
        if count >= 2 {
            let head = UInt64(bytes.loadUnaligned(as: UInt16.self))
            let tail = UInt64(bytes.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self))
            let half = head | tail &<< 16
            return half | half &<< 32
        }
        return UInt64(bytes.load(as: UInt8.self)) &* 0x0101_0101_0101_0101
    }

    /// Whether any of the eight bytes of `word` is `&`, `<`, NUL or `extra` (exact: a test of
    /// the whole word for each, a byte equal to it made zero and a zero byte found by its borrow).
    @inline(__always)
    private static func mayHold(_ extra: UInt8, _ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroIn(_ bits: UInt64) -> UInt64 { (bits &- ones) & ~bits & highs }
        let ampersand = word ^ (ones &* UInt64(UInt8(ascii: "&")))
        let lessThan = word ^ (ones &* UInt64(UInt8(ascii: "<")))
        let other = word ^ (ones &* UInt64(extra))
        return zeroIn(word) | zeroIn(ampersand) | zeroIn(lessThan) | zeroIn(other) != 0
    }

    /// Writes `key` as an attribute value, escaped, then (when a wrapper element already took it,
    /// as a shadow around a shape does) a `'` per earlier element of that key; the same tree
    /// always gets the same keys. `primes` is where the element notes its number of `'`, which a
    /// writer keeping keys writes again (see ``KeyAssignment``).
    mutating func writeUniqueKey(_ key: String, primes: inout Int8) {
        writeAttributeValue(key)
        switch keys {
        case .unique(var used):
            keys = .unique([])
            var variant = key
            var count: Int8 = 0
            while !used.insert(variant).inserted {
                variant += "'"
                append(UInt8(ascii: "'"))
                count &+= 1
            }
            keys = .unique(used)
            primes = count
        case .kept(let isBroken):
            guard !isBroken, primes >= 0 else {
                keys = .kept(isBroken: true)
                return
            }
            for _ in 0..<primes { append(UInt8(ascii: "'")) }
        }
    }

    /// Notes that an element-less node was written where `primes` is its note (see
    /// ``writeUniqueKey(_:primes:)``): a node that wrote an element before breaks a writer
    /// keeping keys.
    mutating func noteNoElement(_ primes: inout Int8) {
        switch keys {
        case .unique: primes = -1
        case .kept(let isBroken): if !isBroken, primes != -1 { keys = .kept(isBroken: true) }
        }
    }

    /// The markup as a string.
    var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}
