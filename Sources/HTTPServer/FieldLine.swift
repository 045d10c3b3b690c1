/// Header field validation: one field line, and the fields that frame the message.
enum FieldLine {
    /// Parses `field-name ":" OWS field-value OWS` (RFC 9112 §5).
    ///
    /// Refused with 400: a line starting with whitespace (obs-fold, RFC 9112 §5.2, or
    /// whitespace before the first field), no colon, an empty or non-token name (which covers
    /// whitespace before the colon, RFC 9112 §5.1), and NUL, CR, LF or other control bytes
    /// in the value (RFC 9110 §5.5).
    static func parse(_ line: ArraySlice<UInt8>) -> Result<(name: String, value: String), HTTPError> {
        guard let first = line.first, first != ASCII.space, first != ASCII.tab else {
            return .failure(HTTPError(.badRequest, "Obsolete line folding or leading whitespace"))
        }
        guard let colon = line.firstIndex(of: ASCII.colon) else {
            return .failure(HTTPError(.badRequest, "Header line without a colon"))
        }
        let name = line[line.startIndex..<colon]
        guard ASCII.isToken(name) else {
            return .failure(HTTPError(.badRequest, "Invalid header field name"))
        }
        var value = line[(colon + 1)...]
        while let byte = value.first, byte == ASCII.space || byte == ASCII.tab { value.removeFirst() }
        while let byte = value.last, byte == ASCII.space || byte == ASCII.tab { value.removeLast() }
        guard value.allSatisfy(ASCII.isFieldValueByte) else {
            return .failure(HTTPError(.badRequest, "Invalid byte in a header field value"))
        }
        return .success(
            (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
    }

    /// The body length from `Content-Length` (RFC 9110 §8.6, RFC 9112 §6.3), `nil` if absent.
    ///
    /// Every element of every field must be 1 to 18 ASCII digits (so `-1`, `+5`, `0x10`,
    /// `5 5` and empty values are 400) and all elements must be equal (`5, 10` is 400).
    /// Never `Int(_:)`, which accepts a sign.
    static func contentLength(_ headers: HTTPHeaders) -> Result<Int?, HTTPError> {
        let values = headers.values(for: "Content-Length")
        guard !values.isEmpty else { return .success(nil) }
        var length: Int?
        for value in values {
            for element in value.utf8.split(separator: ASCII.comma, omittingEmptySubsequences: false) {
                var digits = element[...]
                while digits.first == ASCII.space || digits.first == ASCII.tab { digits.removeFirst() }
                while digits.last == ASCII.space || digits.last == ASCII.tab { digits.removeLast() }
                guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy(ASCII.isDigit) else {
                    return .failure(HTTPError(.badRequest, "Invalid Content-Length"))
                }
                let parsed = digits.reduce(0) { $0 * 10 + Int($1 - ASCII.zero) }
                if let length, length != parsed {
                    return .failure(HTTPError(.badRequest, "Conflicting Content-Length values"))
                }
                length = parsed
            }
        }
        return .success(length)
    }

    /// Checks `Host` (RFC 9112 §3.2): required once in HTTP/1.1, never twice, and made only of
    /// the bytes of a `uri-host [ ":" port ]` (no `/`, space, control byte or `..`).
    static func validateHost(_ headers: HTTPHeaders, version: HTTPVersion) -> HTTPError? {
        let hosts = headers.values(for: "Host")
        if hosts.count > 1 {
            return HTTPError(.badRequest, "More than one Host header")
        }
        guard let host = hosts.first else {
            return version == .http1_1 ? HTTPError(.badRequest, "Missing Host header") : nil
        }
        let allowed = host.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || ASCII.isDigit(byte) || "-._~!$&'()*+,;=:[]%".utf8.contains(byte)
        }
        let hasDotDot = zip(host.utf8, host.utf8.dropFirst()).contains { $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".") }
        guard allowed, !hasDotDot else {
            return HTTPError(.badRequest, "Invalid Host header")
        }
        return nil
    }
}
