import Stylish

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal reply's patch: the rendering's changed tokens (``MarkupChanges``) as the edits a client
/// applies to the markup it holds.
///
/// Each changed token becomes one edit: keep `keepStart` code units of the old token's start and
/// `keepEnd` of its end, and put `text` between them. Offsets count UTF-16 code units, as
/// JavaScript's strings do; a token with any non-ASCII character is sent whole (both kept lengths
/// 0), so bytes and code units never mix. The patch's `hash` is the markup hash of the new markup
/// (``hashValue(utf8:)``: a sum of one hash per token), so that a client whose copy differs from the
/// server's (another tab moved on, a lost reply) finds out and asks for the whole preview.
enum MarkupPatch {
    /// How many bytes of a changed token's start and end stay: its common start and end when
    /// both tokens are ASCII, none otherwise (the new token is sent whole).
    static func kept(from a: UnsafeBufferPointer<UInt8>, to b: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int) {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return (0, 0) }
        // The common start and end are found eight bytes at a time while they agree; in the
        // first word that differs, the bytes that agree are counted from the bits of the words'
        // difference (a word is read little-endian: its first byte is its lowest); near the ends
        // byte by byte. The same lengths as comparing byte by byte throughout.
        let limit = min(a.count, b.count)
        var start = 0
        while limit &- start >= 8 {
            let difference = word(pa + start) ^ word(pb + start)
            guard difference == 0 else { break }
            start &+= 8
        }
        if limit &- start >= 8 {
            start &+= (word(pa + start) ^ word(pb + start)).trailingZeroBitCount / 8
        } else {
            while start < limit, pa[start] == pb[start] { start &+= 1 }
        }
        let end = commonEnd(a, b, limit &- start)
        guard isASCII(a), isASCII(UnsafeBufferPointer(rebasing: b[start..<(b.count &- end)])) else { return (0, 0) }
        return (start, end)
    }

    /// How many bytes of the ends of `a` and `b` agree, at most `room`, found as ``kept(from:to:)``
    /// finds their common start.
    private static func commonEnd(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ room: Int) -> Int {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return 0 }
        var end = 0
        while room &- end >= 8 {
            let difference = word(pa + (a.count &- end &- 8)) ^ word(pb + (b.count &- end &- 8))
            // The word's last byte is its highest: the bytes that agree are its leading zero bytes.
            guard difference == 0 else { return end &+ difference.leadingZeroBitCount / 8 }
            end &+= 8
        }
        while end < room, pa[a.count &- 1 &- end] == pb[b.count &- 1 &- end] { end &+= 1 }
        return end
    }

    /// Whether every byte is ASCII (see ``ByteWords/isASCII(_:)``).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteWords.isASCII(bytes)
    }

    /// The eight bytes at `pointer` (see ``ByteWords/word(_:)``).
    private static func word(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        ByteWords.word(pointer)
    }
}
