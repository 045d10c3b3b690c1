/// Header field validation: one field line, and the fields that frame the message.
enum FieldLine {
    /// Parses `field-name ":" OWS field-value OWS` (RFC 9112 §5).
    ///
    /// Refused with 400: a line starting with whitespace (obs-fold, RFC 9112 §5.2, or
    /// whitespace before the first field), no colon, an empty or non-token name (which covers
    /// whitespace before the colon, RFC 9112 §5.1), and NUL, CR, LF or other control bytes
    /// in the value (RFC 9110 §5.5).
    static func parse(_ line: ArraySlice<UInt8>) -> Result<(name: String, value: String), HTTPError> {
        line.withUnsafeBufferPointer(parse)
    }

    /// ``parse(_:)`` over the line's bytes in place: plain loops, no slice bookkeeping per byte.
    private static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Result<(name: String, value: String), HTTPError> {
        guard let first = line.first, first != ASCII.space, first != ASCII.tab else {
            return .failure(HTTPError(.badRequest, "Obsolete line folding or leading whitespace"))
        }
        guard let colon = line.firstIndex(of: ASCII.colon) else {
            return .failure(HTTPError(.badRequest, "Header line without a colon"))
        }
        let name = UnsafeBufferPointer(rebasing: line[..<colon])
        let knownName = knownName(name)
        guard knownName != nil || ASCII.isToken(name) else {
            return .failure(HTTPError(.badRequest, "Invalid header field name"))
        }
        var start = colon + 1
        var end = line.count
        while start < end, line[start] == ASCII.space || line[start] == ASCII.tab { start += 1 }
        while end > start, line[end - 1] == ASCII.space || line[end - 1] == ASCII.tab { end -= 1 }
        let value = UnsafeBufferPointer(rebasing: line[start..<end])
        guard value.allSatisfy(ASCII.isFieldValueByte) else {
            return .failure(HTTPError(.badRequest, "Invalid byte in a header field value"))
        }
        return .success(
            (knownName ?? String(decoding: name, as: UTF8.self), knownValue(value) ?? String(decoding: value, as: UTF8.self)))
    }

    /// The string of a usual value longer than fifteen bytes (which a `String` would keep in an
    /// allocation of its own), when `value` is its bytes exactly: `application/json`, which
    /// every event of the API carries as its `Content-Type`, is the literal, with no allocation
    /// and no copy. Nil for any other bytes.
    static func knownValue(_ value: UnsafeBufferPointer<UInt8>) -> String? {
        ASCII.bytes(value, equal: "application/json") ? "application/json" : nil
    }

    /// The literal of a usual request field name, when `name` is its bytes exactly (as clients
    /// spell them): the same string as the bytes would make, without decoding and checking them
    /// as UTF-8 and as a token (about 300 instructions a field). Nil for any other bytes.
    static func knownName(_ name: UnsafeBufferPointer<UInt8>) -> String? {
        switch name.count {
        case 4:
            if ASCII.bytes(name, equal: "Host") { return "Host" }
        case 6:
            if ASCII.bytes(name, equal: "Cookie") { return "Cookie" }
            if ASCII.bytes(name, equal: "Accept") { return "Accept" }
            if ASCII.bytes(name, equal: "Origin") { return "Origin" }
            if ASCII.bytes(name, equal: "Prefer") { return "Prefer" }
        case 7:
            if ASCII.bytes(name, equal: "Referer") { return "Referer" }
        case 10:
            if ASCII.bytes(name, equal: "User-Agent") { return "User-Agent" }
            if ASCII.bytes(name, equal: "Connection") { return "Connection" }
        case 12:
            if ASCII.bytes(name, equal: "Content-Type") { return "Content-Type" }
        case 13:
            if ASCII.bytes(name, equal: "Cache-Control") { return "Cache-Control" }
            if ASCII.bytes(name, equal: "If-None-Match") { return "If-None-Match" }
        case 14:
            if ASCII.bytes(name, equal: "Content-Length") { return "Content-Length" }
            if ASCII.bytes(name, equal: "Sec-Fetch-Site") { return "Sec-Fetch-Site" }
            if ASCII.bytes(name, equal: "Sec-Fetch-Mode") { return "Sec-Fetch-Mode" }
            if ASCII.bytes(name, equal: "Sec-Fetch-Dest") { return "Sec-Fetch-Dest" }
        case 15:
            if ASCII.bytes(name, equal: "Accept-Encoding") { return "Accept-Encoding" }
            if ASCII.bytes(name, equal: "Accept-Language") { return "Accept-Language" }
        default:
            break
        }
        return nil
    }

    /// The body length from `Content-Length` (RFC 9110 §8.6, RFC 9112 §6.3), `nil` if absent.
    ///
    /// Every element of every field must be 1 to 18 ASCII digits (so `-1`, `+5`, `0x10`,
    /// `5 5` and empty values are 400) and all elements must be equal (`5, 10` is 400).
    /// Never `Int(_:)`, which accepts a sign.
    static func contentLength(_ headers: HTTPHeaders) -> Result<Int?, HTTPError> {
        var length: Int?
        var error: HTTPError?
        headers.forEachValue(of: "Content-Length") { value in
            var value = value
            error = value.withUTF8 { bytes in
                var elementStart = 0
                while elementStart <= bytes.count {
                    let elementEnd = bytes[elementStart...].firstIndex(of: ASCII.comma) ?? bytes.count
                    defer { elementStart = elementEnd + 1 }
                    var start = elementStart
                    var end = elementEnd
                    while start < end, bytes[start] == ASCII.space || bytes[start] == ASCII.tab { start += 1 }
                    while end > start, bytes[end - 1] == ASCII.space || bytes[end - 1] == ASCII.tab { end -= 1 }
                    let digits = bytes[start..<end]
                    guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy(ASCII.isDigit) else {
                        return HTTPError(.badRequest, "Invalid Content-Length")
                    }
                    let parsed = digits.reduce(0) { $0 * 10 + Int($1 - ASCII.zero) }
                    if let length, length != parsed {
                        return HTTPError(.badRequest, "Conflicting Content-Length values")
                    }
                    length = parsed
                }
                return nil
            }
            return error == nil
        }
        if let error { return .failure(error) }
        return .success(length)
    }

    /// Checks `Host` (RFC 9112 §3.2): required once in HTTP/1.1, never twice, and made only of
    /// the bytes of a `uri-host [ ":" port ]` (no `/`, space, control byte or `..`).
    static func validateHost(_ headers: HTTPHeaders, version: HTTPVersion) -> HTTPError? {
        var hosts = 0
        var first: String?
        headers.forEachValue(of: "Host") { host in
            hosts += 1
            if first == nil { first = host }
            return hosts < 2
        }
        if hosts > 1 {
            return HTTPError(.badRequest, "More than one Host header")
        }
        guard let host = first else {
            return version == .http1_1 ? HTTPError(.badRequest, "Missing Host header") : nil
        }
        return host.withBytes { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                // A `..` would climb out of a virtual host's directory if a host name ever named one.
                guard ASCII.isHostByte(byte), byte != ASCII.dot || previous != ASCII.dot else {
                    return HTTPError(.badRequest, "Invalid Host header")
                }
                previous = byte
            }
            return nil
        }
    }
}
