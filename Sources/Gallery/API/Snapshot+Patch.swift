import Stylish

/// A minimal reply's patch, written from the rendering's changed tokens.
extension Snapshot {
    /// Writes `,"patch":{"hash":…,"edits":[…]}` for `changes` (the tokens of the new markup that
    /// differ from the markup the client holds) and returns the new markup's hash, when the edits
    /// carry fewer than `limit` bytes; otherwise writes nothing and returns nil.
    ///
    /// Each edit goes into the reply straight from the token's bytes. The hash, which comes first,
    /// is written last over a placeholder: `baseHash` (the hash of the client's markup, when it is
    /// known) moved by each changed token, or else `wholeHash()`, the new markup hashed whole.
    static func writePatch(
        _ changes: MarkupChanges, baseHash: UInt32?, smallerThan limit: Int, wholeHash: () -> UInt32,
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
        for change in changes {
            change.old.withUnsafeBufferPointer { old in
                change.new.withUnsafeBufferPointer { new in
                    let kept = MarkupPatch.kept(from: old, to: new)
                    if let known = hash {
                        hash = known &+ MarkupPatch.hashChange(change.index, from: old, to: new, sharing: kept.start)
                    }
                    let text = UnsafeBufferPointer(rebasing: new[kept.start..<(new.count - kept.end)])
                    if size > 0 { json.literal(",") }
                    size += text.count + 16
                    json.literal("[")
                    json.integer(change.index)
                    json.literal(",")
                    json.integer(kept.start)
                    json.literal(",")
                    json.integer(kept.end)
                    json.literal(",")
                    json.string(text)
                    json.literal("]")
                }
            }
        }
        guard size < limit else {
            json.removeAll(after: mark)
            return nil
        }
        json.literal("]}")
        let value = hash ?? wholeHash()
        json.overwriteHex(value, at: hashOffset)
        return value
    }
}
