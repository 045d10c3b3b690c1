import Foundation

/// The byte sink that HTML and SVG are written into, escaping by default.
///
/// Text is escaped for `& < >` and attribute values for `& " <`; a NUL, which HTML does not allow
/// in either (a parse error, HTML § 13.2.5), becomes U+FFFD as a browser would make it. `writeRaw`
/// is the one escape hatch and takes only markup the engine wrote itself.
///
/// The writer owns its bytes: it reserves room once (from the last render's length) and writes
/// through a pointer, growing (by doubling) only when a render outgrows it; it is not copyable, so
/// no write ever checks whether its storage is shared. A render's writer writes into the storage
/// of the array that becomes its markup (``init(writingInto:)``), so that the bytes are not copied
/// out at the end; it owns storage only once it outgrew that.
struct HTMLWriter: ~Copyable {
    /// The start of the writer's storage, `capacity` bytes of which `count` are written.
    ///
    /// `base`, `count`, `reserve` and most `append`s are internal, not private, only so that the
    /// writer's numbers (`HTMLWriter+Numbers.swift`) write in place too; nothing else uses them.
    var base: UnsafeMutablePointer<UInt8>
    /// How many bytes have been written (set only by the writer's own files).
    var count = 0
    private var capacity: Int
    /// Whether `base` is the writer's own allocation (freed when it grows and at its end), or
    /// storage lent by ``init(writingInto:)``.
    private var ownsStorage = true
    /// The `data-k` values written so far, so that each element's is unique.
    private var usedKeys: KeySet
    /// How many `data-k` values were written with primes (their key written before).
    private(set) var primedKeys = 0

    /// A writer with room for `capacity` bytes and `keyCapacity` distinct `data-k` values.
    init(capacity: Int = 4096, keyCapacity: Int = 0) {
        self.capacity = max(16, capacity)
        base = UnsafeMutablePointer.allocate(capacity: self.capacity)
        usedKeys = KeySet(capacity: keyCapacity)
    }

    /// A writer that writes into `buffer` (at least 16 bytes), storage that it does not own, until
    /// it outgrows it: ``isWritingInPlace`` then turns false and the bytes are in storage of its own.
    init(writingInto buffer: UnsafeMutableBufferPointer<UInt8>) {
        if let start = buffer.baseAddress, buffer.count >= 16 {
            (base, capacity, ownsStorage) = (start, buffer.count, false)
        } else {
            capacity = 16
            base = UnsafeMutablePointer.allocate(capacity: capacity)
        }
        usedKeys = KeySet()
    }

    deinit { if ownsStorage { base.deallocate() } }

    /// Whether the bytes are still in the buffer that ``init(writingInto:)`` lent.
    var isWritingInPlace: Bool { !ownsStorage }

    /// Trades the writer's record of the keys written for `keys`: a render hands in the emptied
    /// set of the last one (keeping its storage) and takes it back at the end.
    mutating func exchangeKeys(_ keys: inout KeySet) {
        swap(&usedKeys, &keys)
    }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// How many distinct `data-k` values have been written.
    var keyCount: Int { usedKeys.count }

    /// Makes room for `extra` more bytes, moving the storage to a larger one when it is full.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        // Wrapping sums: a count is far below `Int.max` (it counts bytes held in memory), and the
        // overflow checks of the few hundred writes of a render are spared.
        if count &+ extra > capacity { grow(toHold: count &+ extra) }
    }

    /// Moves the bytes to storage of at least `needed` bytes, doubling the capacity.
    private mutating func grow(toHold needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        if ownsStorage { base.deallocate() }
        (base, capacity, ownsStorage) = (moved, larger, true)
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
    ///
    /// Most runs a render copies are short (a name, a key, a number written again): up to 16
    /// bytes are moved as two words or two halves that overlap in the middle, or byte by byte
    /// below four, rather than by a call of `memmove`; longer runs are copied by it.
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
        // A native string's bytes are read in place; only a bridged one is copied (`withUTF8`
        // needs a mutable copy, which retains the storage, a call for every string written).
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
    ///
    /// Inlined: a literal's length is then known where it is written, so its copy is a few
    /// moves rather than a call and a `memcpy` (a render writes some two hundred literals).
    @inline(__always)
    mutating func writeRaw(_ markup: StaticString) {
        append(markup)
    }

    /// Writes `text` as element content, escaped.
    mutating func writeText(_ text: String) {
        writeEscaped(text, escaping: Self.textEscapes, alsoScanning: UInt8(ascii: ">")) { byte in
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
        append(UInt8(ascii: " "))
        append(contentsOf: name)
        append("=\"")
    }

    /// Writes a piece of an attribute's value, escaped.
    mutating func writeAttributeValue(_ value: String) {
        writeEscaped(value, escaping: Self.attributeEscapes, alsoScanning: UInt8(ascii: "\"")) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "\""): "&quot;"
            case UInt8(ascii: "<"): "&lt;"
            case 0: "\u{FFFD}"
            default: nil
            }
        }
    }

    /// Closes an attribute that ``beginAttribute(_:)`` opened.
    @inline(__always)
    mutating func endAttribute() {
        append(UInt8(ascii: "\""))
    }

    /// The bytes that ``writeText(_:)`` replaces (`& < >` and NUL), a bit each: a constant, not
    /// a stored `static let`, whose every read would check that it was initialised.
    private static var textEscapes: UInt64 { 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0 }
    /// The bytes that ``writeAttributeValue(_:)`` replaces (`& " <` and NUL), a bit each.
    private static var attributeEscapes: UInt64 { 1 << 0x26 | 1 << 0x22 | 1 << 0x3C | 1 << 0 }

    /// Writes `string`'s UTF-8 with each byte that `escape` names replaced: the runs between
    /// them are copied whole, not byte by byte. `escape` names only bytes below 64, those whose
    /// bit `mask` has: `&`, `<`, NUL and `extra`.
    private mutating func writeEscaped(
        _ string: String, escaping mask: UInt64, alsoScanning extra: UInt8, _ escape: (UInt8) -> StaticString?
    ) {
        // Read in place when the bytes are contiguous, as in ``append(contentsOf:)``.
        if string.utf8.withContiguousStorageIfAvailable({
            writeEscaped(utf8: $0, escaping: mask, alsoScanning: extra, escape)
        }) != nil {
            return
        }
        var string = string
        string.withUTF8 { writeEscaped(utf8: $0, escaping: mask, alsoScanning: extra, escape) }
    }

    /// Writes `utf8` with each byte that `escape` names replaced, as
    /// ``writeEscaped(_:escaping:alsoScanning:_:)`` does.
    ///
    /// The bytes are looked at eight at a time (``mayHold(_:_:)``: a word that holds none of
    /// `& < NUL` and `extra` is passed over whole, the last one to seven bytes made a word of
    /// their own), and one by one only in a word that holds one.
    @inline(__always)
    private mutating func writeEscaped(
        utf8: UnsafeBufferPointer<UInt8>, escaping mask: UInt64, alsoScanning extra: UInt8,
        _ escape: (UInt8) -> StaticString?
    ) {
        guard let source = utf8.baseAddress else { return }
        let end = utf8.count
        var start = 0
        var index = 0
        while index < end {
            // The next eight bytes, or the last one to seven as a word of their own: most
            // strings (keys, names, short values) are passed over in one or two tests.
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
            // One test passes over a byte that is not replaced (digits and `.` too, which are
            // below `>`): only the bytes of the mask are asked of `escape`.
            while index < stop {
                let byte = source[index]
                if byte < 64, mask & (1 &<< UInt64(byte)) != 0, let replacement = escape(byte) {
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

    /// Writes `key` as an attribute value, escaped, or (when a wrapper element already took it,
    /// as a shadow around a shape does) `key` with a `'` per earlier element of that key; the same
    /// tree always gets the same keys.
    mutating func writeUniqueKey(_ key: String) {
        let primes = usedKeys.insertPrimed(key)
        writeAttributeValue(key)
        guard primes > 0 else { return }
        primedKeys &+= 1
        for _ in 0..<primes { append(UInt8(ascii: "'")) }
    }

    /// Enters `keys` (distinct) as written, when none of them has been written yet, so that
    /// ``writeUniqueKey(_:)`` would write each without a prime; false, nothing entered, otherwise.
    /// For markup written again as it was (``WrittenMarkup``).
    mutating func insertUnwrittenKeys(_ keys: [String]) -> Bool {
        usedKeys.insertAllAbsent(keys)
    }

    /// The markup as a string.
    var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}
