/// The patch hash (``MarkupPatch/hashValue(utf8:)``) of a rendering's markup, kept with the
/// rendering's version, so that the next minimal reply, whose base that rendering is, moves it by
/// the changed tokens (``MarkupPatch/hashChange(_:from:to:sharing:)``) instead of hashing the whole
/// new markup.
struct MarkupHash {
    /// The version of the rendering whose markup was hashed.
    let version: Int
    /// Its hash.
    let value: UInt32

    /// The hash, when it is of the rendering numbered `version`; nil otherwise.
    func value(ofVersion version: Int) -> UInt32? {
        version == self.version ? value : nil
    }
}
