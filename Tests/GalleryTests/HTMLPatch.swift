import Glibc
import Stylish

@testable import Gallery

/// A preview's new markup as edits of the markup the client already has: what a drag reply
/// carries instead of the whole preview when the client asks for a minimal reply.
///
/// The markup is cut into tokens, each starting at a `<` (a tag and the text after it). When the
/// old and the new markup have as many tokens, each token that differs becomes one edit: keep
/// `keepStart` code units of the old token's start and `keepEnd` of its end, and put `text`
/// between them. Offsets count UTF-16 code units, as JavaScript's strings do; a token with any
/// non-ASCII character is sent whole (both kept lengths 0), so bytes and code units never mix.
/// `hash` is the markup hash of the new markup (``hashValue(_:)``: a sum of one FNV-1a hash per
/// token), so that a client whose copy differs from the server's (another tab moved on, a lost
/// reply) finds out and asks for the whole preview.
///
/// The tests' reference: a reply does not make this value, but writes its patch from the
/// rendering's changed tokens (``Snapshot/writePatch(_:baseHash:smallerThan:wholeHash:to:)``). This is
/// the patch found by walking both markups, as a client reads and applies it (``applied(to:)``).
///
/// ```swift
/// let patch = HTMLPatch(from: #"<b style="left:1px">"#, to: #"<b style="left:42px">"#)
/// // patch?.edits == [Edit(token: 0, keepStart: 15, keepEnd: 4, text: "42")]
/// ```
struct HTMLPatch: Equatable {
    /// One changed token.
    struct Edit: Equatable {
        /// The token's index in the markup.
        var token: Int
        /// How many code units of the old token's start stay.
        var keepStart: Int
        /// How many code units of the old token's end stay.
        var keepEnd: Int
        /// What goes between them.
        var text: String
    }

    /// The changed tokens, in order.
    var edits: [Edit]
    /// ``hash(_:)`` of the new markup.
    var hash: String

    /// A patch of `edits` whose result hashes to `hash` (as a client reads one).
    init(edits: [Edit], hash: String) {
        self.edits = edits
        self.hash = hash
    }

    /// The edits that turn `old` into `new`; nil when they have different numbers of tokens (the
    /// structure changed: a sheet came or went), when the client is better off with `new` whole.
    init?(from old: String, to new: String) {
        self.init(from: old, to: new, smallerThan: .max)
    }

    /// The edits that turn `old` into `new`, when they carry fewer than `limit` bytes (``size``);
    /// nil otherwise, as when the structure changed. The new markup is hashed only for a patch
    /// that is kept.
    init?(from old: String, to new: String, smallerThan limit: Int) {
        var old = old
        var new = new
        var edits: [Edit] = []
        let walked = old.withUTF8 { a in
            new.withUTF8 { b in
                Self.walk(from: a, to: b) { index, tokenA, tokenB in edits.append(Self.edit(index, from: tokenA, to: tokenB)) }
            }
        }
        guard walked, Self.size(of: edits) < limit else { return nil }
        self.edits = edits
        self.hash = MarkupPatch.hash(new)
    }

    /// Walks both markups token by token, in step, handing `changed` each token that differs
    /// (its index, its old and its new bytes); false when one runs out of tokens first.
    ///
    /// Once what is left of both is the same length, after a changed token (and at the start),
    /// it is compared in one `memcmp`: when it is the same, so are all its tokens, and the walk
    /// stops there (a drag changes a few tokens near the start of a preview's markup, and the
    /// walk went on through the hundred after them one by one).
    static func walk(
        from a: UnsafeBufferPointer<UInt8>, to b: UnsafeBufferPointer<UInt8>,
        _ changed: (_ index: Int, _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>) -> Void
    ) -> Bool {
        var (startA, startB, index) = (0, 0, 0)
        if restIsSame(a, startA, b, startB) { return true }
        while startA < a.count, startB < b.count {
            let endA = MarkupTokens.end(of: a, from: startA)
            let length = endA - startA
            // Most tokens are unchanged: when `b` holds the same bytes followed by a `<` (or its
            // end), its token is those bytes, and `b` need not be searched for the next `<`.
            if startB + length <= b.count, memcmp(a.baseAddress! + startA, b.baseAddress! + startB, length) == 0,
                startB + length == b.count || b[startB + length] == UInt8(ascii: "<")
            {
                (startA, startB, index) = (endA, startB + length, index + 1)
                continue
            }
            let endB = MarkupTokens.end(of: b, from: startB)
            changed(index, UnsafeBufferPointer(rebasing: a[startA..<endA]), UnsafeBufferPointer(rebasing: b[startB..<endB]))
            (startA, startB, index) = (endA, endB, index + 1)
            if restIsSame(a, startA, b, startB) { return true }
        }
        return startA == a.count && startB == b.count
    }

    /// Whether `a` from `startA` and `b` from `startB` hold the same bytes (and as many).
    private static func restIsSame(
        _ a: UnsafeBufferPointer<UInt8>, _ startA: Int, _ b: UnsafeBufferPointer<UInt8>, _ startB: Int
    ) -> Bool {
        let count = a.count - startA
        guard count == b.count - startB else { return false }
        guard count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        return memcmp(pa + startA, pb + startB, count) == 0
    }

    /// The number of bytes the edits carry, to weigh them against the whole markup.
    var size: Int { Self.size(of: edits) }

    private static func size(of edits: [Edit]) -> Int { edits.reduce(0) { $0 + $1.text.utf8.count + 16 } }

    /// `old` with the edits applied, as a client applies them (the tests' reference).
    func applied(to old: String) -> String? {
        let units = Array(old.utf16)
        var starts: [Int] = units.indices.filter { units[$0] == 0x3C }  // "<"
        if starts.first != 0 { starts.insert(0, at: 0) }
        let ends = starts.dropFirst() + [units.count]
        var tokens: [String] = zip(starts, ends).map { String(decoding: units[$0..<$1], as: UTF16.self) }
        for edit in edits {
            guard tokens.indices.contains(edit.token) else { return nil }
            let token = Array(tokens[edit.token].utf16)
            guard edit.keepStart + edit.keepEnd <= token.count else { return nil }
            tokens[edit.token] =
                String(decoding: token[..<edit.keepStart], as: UTF16.self) + edit.text
                + String(decoding: token[(token.count - edit.keepEnd)...], as: UTF16.self)
        }
        let result = tokens.joined()
        return MarkupPatch.hash(result) == hash ? result : nil
    }

    /// The edit of one changed token: its common start and end kept, when both are ASCII.
    private static func edit(_ index: Int, from a: UnsafeBufferPointer<UInt8>, to b: UnsafeBufferPointer<UInt8>) -> Edit {
        let (start, end) = kept(from: a, to: b)
        return Edit(
            token: index, keepStart: start, keepEnd: end,
            text: String(decoding: UnsafeBufferPointer(rebasing: b[start..<(b.count - end)]), as: UTF8.self))
    }

    private static func kept(from a: UnsafeBufferPointer<UInt8>, to b: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int) {
        MarkupPatch.kept(from: a, to: b)
    }
}
