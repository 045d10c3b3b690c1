/// A parsed HTTP request, as handed to handlers.
///
/// `path` is already percent-decoded once and normalised (dot segments removed, RFC 3986
/// §5.2.4); `query` is the raw query string without the `?`. `parameters` holds the values
/// of the route's `:name` segments, filled in by ``Router``.
public struct HTTPRequest: Sendable, Equatable {
    /// The request method.
    public var method: HTTPMethod
    /// The request target exactly as received on the request line.
    public var target: String
    /// The decoded, normalised path, always starting with `/` (or `*` for `OPTIONS *`).
    public var path: String
    /// The raw query string after `?`, or `nil` when the target has none.
    public var query: String?
    /// The protocol version of the request.
    public var version: HTTPVersion
    /// The header fields, in order, duplicates kept.
    public var headers: HTTPHeaders
    /// The request content (empty when there is none).
    public var body: [UInt8]
    /// Path parameters captured by the router, e.g. `["id": "slider"]`.
    public var parameters: [String: String] {
        get { pathParameters.dictionary }
        set { pathParameters = PathParameters(newValue) }
    }
    /// ``parameters`` as the router keeps them: one without a dictionary made (see
    /// ``PathParameters``).
    var pathParameters: PathParameters
    /// The pattern of the route the ``Router`` matched (see ``RequestSummary/route``).
    var route = RequestSummary.unmatched
    /// The peer's IP address, e.g. `127.0.0.1` or `::1`.
    public var remoteAddress: String

    /// Creates a request; every field but the method and path has a default, which suits tests.
    public init(
        method: HTTPMethod,
        path: String,
        target: String? = nil,
        query: String? = nil,
        version: HTTPVersion = .http1_1,
        headers: HTTPHeaders = HTTPHeaders(),
        body: [UInt8] = [],
        parameters: [String: String] = [:],
        remoteAddress: String = ""
    ) {
        self.method = method
        self.path = path
        self.target = target ?? (query.map { "\(path)?\($0)" } ?? path)
        self.query = query
        self.version = version
        self.headers = headers
        self.body = body
        self.pathParameters = PathParameters(parameters)
        self.remoteAddress = remoteAddress
    }

    /// A request as the parser reads it: `line`'s method, target and version, and `headers`;
    /// no body yet and no parameters. Nothing to default or to compose (the public initializer
    /// made an empty dictionary of parameters and weighed the target), so that the strings and
    /// fields go straight in.
    init(line: RequestLine, headers: HTTPHeaders, remoteAddress: String) {
        method = line.method
        target = line.rawTarget
        path = line.target.path
        query = line.target.query
        version = line.version
        self.headers = headers
        body = []
        pathParameters = PathParameters()
        self.remoteAddress = remoteAddress
    }

    /// The value of the path parameter `name` (one of ``parameters``), read without making the
    /// dictionary of them.
    public func parameter(_ name: String) -> String? {
        pathParameters[name]
    }

    /// The value of the cookie called `name` from the `Cookie` header fields (RFC 6265 §5.4),
    /// without surrounding double quotes, or `nil`.
    public func cookie(named name: String) -> String? {
        var value: String?
        readCookie(named: name) { value = String(decoding: $0, as: UTF8.self) }
        return value
    }

    /// Calls `read` with the UTF-8 bytes of ``cookie(named:)``'s value and returns true, or
    /// returns false when there is no such cookie. Where both the field and `name` are ASCII (the
    /// usual case), the bytes are read where they lie: no `String` is made for a value that is
    /// only parsed (a session's id). Not generic, so that it costs no generic metadata at run
    /// time from another module.
    @discardableResult
    public func readCookie(named name: String, _ read: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        var found = false
        headers.forEachValue(of: "Cookie") { header in
            var header = header
            var name = name
            let fast = header.withUTF8 { bytes -> Bool? in
                name.withUTF8 { wanted -> Bool? in
                    guard let range = Self.asciiCookie(named: wanted, in: bytes) else { return nil }
                    guard let range else { return false }
                    read(UnsafeBufferPointer(rebasing: bytes[range]))
                    return true
                }
            }
            if let fast {
                found = fast
            } else if var value = Self.cookie(named: name, inHeader: header) {
                // Not ASCII: only `Character`s give the answer.
                value.withUTF8 { read($0) }
                found = true
            }
            return !found
        }
        return found
    }

    /// The cookie called `name` in one `Cookie` field value, read as its bytes when both are ASCII
    /// (no allocation but the value's); `.some(nil)` when it is absent there, `nil` when either
    /// is not ASCII (then only ``cookie(named:inHeader:)``'s `Character`s give the same answer).
    static func asciiCookie(named name: String, in header: String) -> String?? {
        var header = header
        var name = name
        return header.withUTF8 { bytes -> String?? in
            name.withUTF8 { wanted -> String?? in
                asciiCookie(named: wanted, in: bytes).map { range in
                    range.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
                }
            }
        }
    }

    /// Where the value of the cookie `name` lies in the `Cookie` field value `bytes`, both ASCII;
    /// `.some(nil)` when it is absent there, `nil` when either is not ASCII.
    private static func asciiCookie(named wanted: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>)
        -> Range<Int>??
    {
        guard bytes.allSatisfy({ $0 < 0x80 }), wanted.allSatisfy({ $0 < 0x80 }) else { return nil }
        var pairStart = 0
        while pairStart <= bytes.count {
            let pairEnd = bytes[pairStart...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
            defer { pairStart = pairEnd + 1 }
            var start = pairStart
            var end = pairEnd
            while start < end, bytes[start] == ASCII.space || bytes[start] == ASCII.tab { start += 1 }
            while end > start, bytes[end - 1] == ASCII.space || bytes[end - 1] == ASCII.tab { end -= 1 }
            guard let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")) else { continue }
            guard ASCII.bytes(bytes, in: start..<equals, equal: wanted) else { continue }
            var valueStart = equals + 1
            var valueEnd = end
            if valueEnd - valueStart >= 2, bytes[valueStart] == ASCII.quote, bytes[valueEnd - 1] == ASCII.quote {
                valueStart += 1
                valueEnd -= 1
            }
            return .some(valueStart..<valueEnd)
        }
        return .some(nil)
    }

    /// The cookie called `name` in one `Cookie` field value, by `Character`s: the general case.
    static func cookie(named name: String, inHeader header: String) -> String? {
        for pair in header.split(separator: ";") {
            let trimmed = pair.droppingASCIIWhitespace()
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            guard trimmed[..<equals] == name else { continue }
            var value = trimmed[trimmed.index(after: equals)...]
            if value.count >= 2, value.first == "\"", value.last == "\"" {
                value = value.dropFirst().dropLast()
            }
            return String(value)
        }
        return nil
    }

    /// The first value of the query parameter `name`, `+` and percent escapes decoded,
    /// or `nil` when absent or badly encoded.
    public func queryValue(named name: String) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard RequestTarget.decodeQueryComponent(parts[0]) == name else { continue }
            return parts.count > 1 ? RequestTarget.decodeQueryComponent(parts[1]) : ""
        }
        return nil
    }
}
