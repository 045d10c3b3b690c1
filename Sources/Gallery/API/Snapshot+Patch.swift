/// A minimal reply's patch, written as the markups are walked.
extension Snapshot {
    /// Writes `,"patch":{"hash":…,"edits":[…]}`, the ``HTMLPatch`` that turns `base` into `html`,
    /// and returns the new markup's hash, when the patch carries fewer than `limit` bytes
    /// (``HTMLPatch/size``); otherwise (or when the structure changed) writes nothing and returns
    /// nil.
    ///
    /// The bytes are those of ``HTMLPatch/init(from:to:smallerThan:)``'s patch written member by
    /// member, but each edit goes into the reply straight from the new markup's bytes: no string
    /// of its text and no list of the edits are made. The hash, which comes first, is written
    /// last over a placeholder: `baseHash` (the hash of `base`, when the caller knows it) moved by
    /// each changed token as the walk meets it, or else the whole markup hashed, for a patch that
    /// is kept.
    static func writePatch(
        from base: String, to html: String, baseHash: UInt32? = nil, smallerThan limit: Int, to json: inout JSONWriter
    ) -> UInt32? {
        var (base, html) = (base, html)
        return base.withUTF8 { a in
            html.withUTF8 { b in writePatch(from: a, to: b, baseHash: baseHash, smallerThan: limit, to: &json) }
        }
    }

    /// ``writePatch(from:to:baseHash:smallerThan:to:)`` of markups given as their UTF-8 bytes.
    static func writePatch(
        from a: UnsafeBufferPointer<UInt8>, to b: UnsafeBufferPointer<UInt8>, baseHash: UInt32?, smallerThan limit: Int,
        to json: inout JSONWriter
    ) -> UInt32? {
        let mark = json.count
        json.member("patch")
        json.literal("{")
        json.member("hash", first: true)
        json.literal("\"")
        let hashOffset = json.count
        json.literal("00000000\"")
        json.member("edits")
        json.literal("[")
        var size = 0
        var hash = baseHash
        let walked = HTMLPatch.walk(from: a, to: b) { index, old, new in
            let kept = HTMLPatch.kept(from: old, to: new)
            if let known = hash { hash = known &+ HTMLPatch.hashChange(index, from: old, to: new, sharing: kept.start) }
            let text = UnsafeBufferPointer(rebasing: new[kept.start..<(new.count - kept.end)])
            if size > 0 { json.literal(",") }
            size += text.count + 16
            json.literal("[")
            json.integer(index)
            json.literal(",")
            json.integer(kept.start)
            json.literal(",")
            json.integer(kept.end)
            json.literal(",")
            json.string(text)
            json.literal("]")
        }
        guard walked, size < limit else {
            json.removeAll(after: mark)
            return nil
        }
        json.literal("]}")
        let value = hash ?? HTMLPatch.hashValue(utf8: b)
        json.overwriteHex(value, at: hashOffset)
        return value
    }
}
