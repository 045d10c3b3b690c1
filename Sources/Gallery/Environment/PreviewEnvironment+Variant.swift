import HTTPServer

extension PreviewEnvironment {
    /// The set values as a query string in canonical form (`colorScheme=dark&disabled=1`): keys
    /// in ``keys`` order, each once; empty when nothing is set.
    var canonicalQuery: String {
        queryItems.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }

    /// The variant named by `query`, which must be a non-empty ``canonicalQuery``; otherwise a 400
    /// that says what is wrong (and, when it can, the canonical spelling).
    init(variant query: String) throws(GalleryError) {
        self.init()
        guard !query.isEmpty else {
            throw .invalidVariant("'variant' is empty; leave it out for the preview's main instance.")
        }
        for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0])
            let text = parts.count > 1 ? String(parts[1]) : ""
            guard Self.keys.contains(key) else {
                throw .invalidVariant("'\(key)' in the variant is not an environment key (\(Self.keys.joined(separator: ", "))).")
            }
            guard value(of: key) == nil, !text.isEmpty, text != "automatic", set(key, to: text) else {
                let values = Self.values(of: key).joined(separator: ", ")
                throw .invalidVariant("The variant's '\(key)' must be given once, as one of \(values).")
            }
        }
        guard canonicalQuery == query else {
            throw .invalidVariant("The variant must be written in canonical form: '\(canonicalQuery)'.")
        }
    }

    /// The variant a request names in its `variant` query value, nil when it names none.
    init?(variantOf request: HTTPRequest) throws(GalleryError) {
        guard let query = request.queryValue(named: "variant") else { return nil }
        try self.init(variant: query)
    }
}

extension PreviewEnvironment {
    /// The request's query items that are not environment keys (`q`), each once, in order: what
    /// a toolbar keeps when it changes the environment. Names with escapes are left out.
    static func otherQueryItems(of request: HTTPRequest) -> [(name: String, value: String)] {
        var names: [String] = []
        for pair in (request.query ?? "").split(separator: "&") {
            let name = String(pair.prefix { $0 != "=" })
            guard !name.contains("%"), !name.contains("+"), !keys.contains(name), name != "variant", !names.contains(name)
            else { continue }
            names.append(name)
        }
        return names.compactMap { name in request.queryValue(named: name).map { (name, $0) } }
    }
}

extension GalleryError {
    /// A `variant` query value that does not name a variant: 400.
    static func invalidVariant(_ message: String) -> GalleryError {
        GalleryError(status: .badRequest, message: message)
    }
}
