/// A field name's key: what a lookup compares before it compares names.
extension HTTPHeaders {
    /// A number that two names equal ignoring ASCII case share: the name's length in UTF-8
    /// bytes, and its first and last bytes, ASCII-lowercased.
    ///
    /// Names whose keys differ differ, so a lookup passes over them with one comparison of
    /// numbers; names whose keys agree (the one looked for, or another of the same length, start
    /// and end) are compared by ``namesEqual(_:_:)``. The usual fields of a request and a
    /// response differ in length, first or last byte (`Host`, `Cookie`, `Prefer`, `Origin`,
    /// `Content-Type`, `Content-Length`, `Sec-Fetch-Site`), and the server looks up about a dozen
    /// names a request, each of which, compared with every field, took a call of its own, with
    /// the storage of both strings taken in closures when their lengths agreed.
    static func nameKey(_ name: String) -> UInt64 {
        name.withBytes { bytes in
            guard let first = bytes.first, let last = bytes.last else { return 0 }
            return UInt64(truncatingIfNeeded: bytes.count) &<< 16 | UInt64(ASCII.lowercase(first)) &<< 8
                | UInt64(ASCII.lowercase(last))
        }
    }

    /// ``nameKey(_:)`` of the name `literal`, read from the literal's bytes: a constant where the
    /// literal is known. Labelled, as a string literal argument would otherwise pick the `String`
    /// overload (the default literal type) and take a small string's bytes at run time. (Not
    /// shared with ``nameKey(_:)`` through a function of the bytes: its closure was then no longer
    /// inlined, and every lookup paid a call.)
    @inline(__always)
    static func nameKey(literal: StaticString) -> UInt64 {
        let count = literal.utf8CodeUnitCount
        guard count > 0 else { return 0 }
        let bytes = literal.utf8Start
        return UInt64(truncatingIfNeeded: count) &<< 16 | UInt64(ASCII.lowercase(bytes[0])) &<< 8
            | UInt64(ASCII.lowercase(bytes[count - 1]))
    }
}
