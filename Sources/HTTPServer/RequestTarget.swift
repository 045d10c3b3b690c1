/// The request target of a request line, reduced to a decoded, normalised path and a raw query.
///
/// Accepts origin-form (`/a/b?q`), absolute-form (`http://host/a`, served as its path) and
/// asterisk-form for `OPTIONS` only (RFC 9112 §3.2). Authority-form is refused: this origin
/// server does not implement `CONNECT`.
struct RequestTarget: Equatable {
    /// The decoded path with dot segments removed; `*` for `OPTIONS *`.
    var path: String
    /// The raw query after the first `?`, or `nil`.
    var query: String?

    /// Parses a request target (RFC 9112 §3.2).
    ///
    /// Rejected with 400: any byte that is a control, a space, `#`, `\` or not ASCII
    /// (RFC 3986 §2, RFC 9112 §3.2), bad or NUL percent escapes, encoded `/` or `\`, and
    /// paths that do not decode to UTF-8.
    static func parse(_ bytes: ArraySlice<UInt8>, method: HTTPMethod) -> Result<RequestTarget, HTTPError> {
        for byte in bytes
        where byte <= ASCII.space || byte >= ASCII.delete || byte == ASCII.hash
            || byte == ASCII.backslash
        {
            return .failure(HTTPError(.badRequest, "Invalid byte in the request target"))
        }
        if bytes.count == 1, bytes.first == UInt8(ascii: "*") {  // not the generic elementsEqual
            guard method == .options else {
                return .failure(HTTPError(.badRequest, "Asterisk-form is only allowed with OPTIONS"))
            }
            return .success(RequestTarget(path: "*", query: nil))
        }
        var rest = bytes
        if bytes.first != ASCII.slash {
            // absolute-form: scheme "://" authority path-abempty (RFC 9112 §3.2.2)
            let scheme: Int
            if bytes.count >= 7, ASCII.equalsIgnoringCase(bytes.prefix(7), "http://") {
                scheme = 7
            } else if bytes.count >= 8, ASCII.equalsIgnoringCase(bytes.prefix(8), "https://") {
                scheme = 8
            } else {
                return .failure(HTTPError(.badRequest, "Unsupported request-target form"))
            }
            let afterScheme = bytes.dropFirst(scheme)
            let authorityEnd =
                afterScheme.firstIndex { $0 == ASCII.slash || $0 == ASCII.question }
                ?? afterScheme.endIndex
            let authority = afterScheme[afterScheme.startIndex..<authorityEnd]
            guard !authority.isEmpty, !authority.contains(UInt8(ascii: "@")) else {
                return .failure(HTTPError(.badRequest, "Invalid authority in the request target"))
            }
            rest = afterScheme[authorityEnd...]
        }
        let questionMark = rest.firstIndex(of: ASCII.question)
        let rawPath = rest[rest.startIndex..<(questionMark ?? rest.endIndex)]
        let query = questionMark.map { String(decoding: rest[($0 + 1)...], as: UTF8.self) }
        if isPlain(rawPath) {
            // Nothing to decode or remove: the path is its bytes (checked ASCII above).
            return .success(RequestTarget(path: String(decoding: rawPath, as: UTF8.self), query: query))
        }
        guard let decoded = percentDecodePath(rawPath.isEmpty ? ArraySlice("/".utf8) : rawPath) else {
            return .failure(HTTPError(.badRequest, "Invalid percent-encoding in the path"))
        }
        let normalised = removeDotSegments(decoded)
        guard let path = String(validating: normalised, as: UTF8.self) else {
            return .failure(HTTPError(.badRequest, "The path is not valid UTF-8"))
        }
        return .success(RequestTarget(path: path, query: query))
    }

    /// Whether `path` is already decoded and normalised: it starts with `/` and has no `%` and
    /// no `.` or `..` segment, so ``percentDecodePath(_:)`` and ``removeDotSegments(_:)`` would
    /// give back its bytes unchanged.
    static func isPlain(_ path: ArraySlice<UInt8>) -> Bool {
        guard path.first == ASCII.slash else { return false }
        var index = path.startIndex
        while index < path.endIndex {
            let byte = path[index]
            if byte == ASCII.percent { return false }
            // The first byte is a slash (above), so a dot has a byte before it.
            if byte == ASCII.dot, index > path.startIndex, path[index - 1] == ASCII.slash {
                // A segment that starts with a dot: "." and ".." are dot segments.
                var end = index + 1
                if end < path.endIndex, path[end] == ASCII.dot { end += 1 }
                if end == path.endIndex || path[end] == ASCII.slash { return false }
            }
            index += 1
        }
        return true
    }

    /// Decodes `%HH` escapes once (RFC 3986 §2.1). Returns `nil` for a truncated or non-hex
    /// escape, `%00`, and an encoded `/` or `\` (which would change the path's segments).
    static func percentDecodePath(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == ASCII.percent else {
                result.append(byte)
                index += 1
                continue
            }
            guard index + 2 < bytes.endIndex,
                let high = ASCII.hexValue(bytes[index + 1]),
                let low = ASCII.hexValue(bytes[index + 2])
            else { return nil }
            let decoded = high << 4 | low
            guard decoded != 0, decoded != ASCII.slash, decoded != ASCII.backslash else { return nil }
            result.append(decoded)
            index += 3
        }
        return result
    }

    /// Removes `.` and `..` segments from an absolute path (RFC 3986 §5.2.4); `..` never
    /// climbs above the root. A trailing `/`, `/.` or `/..` leaves a trailing slash.
    static func removeDotSegments(_ path: [UInt8]) -> [UInt8] {
        var output: [ArraySlice<UInt8>] = []
        let segments = path.split(separator: ASCII.slash, omittingEmptySubsequences: false).dropFirst()
        var trailingSlash = false
        for segment in segments {
            trailingSlash = false
            if segment.elementsEqual(".".utf8) {
                trailingSlash = true
            } else if segment.elementsEqual("..".utf8) {
                _ = output.popLast()
                trailingSlash = true
            } else {
                output.append(segment)
            }
        }
        var result: [UInt8] = []
        for segment in output {
            result.append(ASCII.slash)
            result.append(contentsOf: segment)
        }
        if trailingSlash || result.isEmpty {
            result.append(ASCII.slash)
        }
        return result
    }

    /// Decodes a query component (`+` is a space, `%HH` escapes), or `nil` if badly encoded.
    static func decodeQueryComponent(_ component: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(component.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(ASCII.space)
            } else if byte == ASCII.percent {
                guard let high = iterator.popFirst().flatMap(ASCII.hexValue),
                    let low = iterator.popFirst().flatMap(ASCII.hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
