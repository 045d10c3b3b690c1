/// A validated request line: `method SP request-target SP HTTP-version` (RFC 9112 §3).
struct RequestLine: Sendable {
    var method: HTTPMethod
    var rawTarget: String
    var target: RequestTarget
    var version: HTTPVersion

    /// The longest method name accepted (501 beyond).
    static let maxMethodLength = 32

    /// Parses one request line without its CRLF.
    ///
    /// - Exactly two single spaces separate three non-empty parts (RFC 9112 §3): a missing
    ///   part, a double space or a TAB separator is a 400.
    /// - The version must be `HTTP/` DIGIT `.` DIGIT (RFC 9112 §2.3), case-sensitive: anything
    ///   else, including `HTTP/0.9` and `HTTP/1.10`, is a 400; major version 2 or more is a 505.
    /// - The method must be a token (400); an unknown, lowercase, over-long or `CONNECT` method
    ///   is a 501 (RFC 9110 §9.1).
    static func parse(_ line: ArraySlice<UInt8>) -> Result<RequestLine, HTTPError> {
        guard let firstSpace = line.firstIndex(of: ASCII.space),
            let secondSpace = line[(firstSpace + 1)...].firstIndex(of: ASCII.space)
        else {
            return .failure(HTTPError(.badRequest, "Malformed request line"))
        }
        let methodBytes = line[line.startIndex..<firstSpace]
        let targetBytes = line[(firstSpace + 1)..<secondSpace]
        let versionBytes = line[(secondSpace + 1)...]
        guard !methodBytes.isEmpty, !targetBytes.isEmpty else {
            return .failure(HTTPError(.badRequest, "Malformed request line"))
        }
        let version: HTTPVersion
        switch parseVersion(versionBytes) {
        case .success(let parsed): version = parsed
        case .failure(let error): return .failure(error)
        }
        guard ASCII.isToken(methodBytes) else {
            return .failure(HTTPError(.badRequest, "Malformed method"))
        }
        guard methodBytes.count <= maxMethodLength, let method = HTTPMethod.implemented(named: methodBytes) else {
            return .failure(HTTPError(.notImplemented, "Method not implemented"))
        }
        switch RequestTarget.parse(targetBytes, method: method) {
        case .success(let target):
            // An origin-form target without a query is its own path: one string for both.
            // Compared where both lie (the generic elementsEqual of the path's UTF-8 view and a
            // slice cost about 1,700 instructions a request).
            let isPath =
                target.query == nil
                && target.path.withBytes { path in
                    targetBytes.withUnsafeBufferPointer { bytes in
                        ASCII.bytes(bytes, in: 0..<bytes.count, equal: path)
                    }
                }
            return .success(
                RequestLine(
                    method: method, rawTarget: isPath ? target.path : String(decoding: targetBytes, as: UTF8.self),
                    target: target, version: version))
        case .failure(let error):
            return .failure(error)
        }
    }

    /// Parses `HTTP/x.y` (RFC 9112 §2.3). `HTTP/1.x` with x above 1 is served as 1.1
    /// (RFC 9110 §2.5); major versions above 1 are refused with 505.
    static func parseVersion(_ bytes: ArraySlice<UInt8>) -> Result<HTTPVersion, HTTPError> {
        let malformed = HTTPError(.badRequest, "Malformed HTTP version")
        let start = bytes.startIndex
        // Byte by byte: the generic elementsEqual of a prefix and a string's UTF-8 view cost
        // about 450 instructions a request.
        guard bytes.count == 8, bytes[start] == UInt8(ascii: "H"), bytes[start + 1] == UInt8(ascii: "T"),
            bytes[start + 2] == UInt8(ascii: "T"), bytes[start + 3] == UInt8(ascii: "P"), bytes[start + 4] == ASCII.slash
        else {
            return .failure(malformed)
        }
        let major = bytes[start + 5]
        let dot = bytes[start + 6]
        let minor = bytes[start + 7]
        guard ASCII.isDigit(major), dot == ASCII.dot, ASCII.isDigit(minor) else {
            return .failure(malformed)
        }
        switch major - ASCII.zero {
        case 0: return .failure(malformed)
        case 1: return .success(minor == ASCII.zero ? .http1_0 : .http1_1)
        default:
            return .failure(HTTPError(.httpVersionNotSupported, "Only HTTP/1.0 and HTTP/1.1 are supported"))
        }
    }
}
