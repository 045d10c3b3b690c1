import Glibc

/// A markup's patch hash (``HTMLPatch/hashValue(_:)``) kept with the markup it is of, so that the
/// next minimal reply, whose base that markup is, moves it by the changed tokens
/// (``HTMLPatch/hashChange(_:from:to:sharing:)``) instead of hashing the whole new markup.
///
/// The markup is kept to check that it is the base (a reply's markup shares its storage with the
/// view host's current rendering: a reference, not a copy); the hash is given for the same bytes
/// only, wherever they came from, and a base with other bytes is hashed anew.
struct MarkupHash {
    /// The markup hashed, its UTF-8 bytes.
    let markup: [UInt8]
    /// Its hash.
    let value: UInt32

    /// The hash, when `other` has the bytes of the markup hashed; nil otherwise.
    func value(of other: [UInt8]) -> UInt32? {
        let same = markup.withUnsafeBufferPointer { a in
            other.withUnsafeBufferPointer { b in
                guard a.count == b.count else { return false }
                guard let pa = a.baseAddress, let pb = b.baseAddress, pa != pb else { return true }
                return memcmp(pa, pb, a.count) == 0
            }
        }
        return same ? value : nil
    }
}
