/// The patch hash (``MarkupPatch/hashValue(utf8:)``) of a rendering's markup, with the rendering's
/// version: valid only for that rendering, as the base of the next minimal reply's hash
/// (``MarkupPatch/hashChange(_:from:to:sharing:)``).
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
