extension FieldLine {
    /// How a request's body is framed (RFC 9112 §6.3).
    enum BodyFraming: Equatable {
        /// No body: neither `Content-Length` nor `Transfer-Encoding`.
        case none
        /// `Content-Length` bytes.
        case length(Int)
        /// The chunked transfer coding.
        case chunked
    }

    /// Decides the body framing of a request from `Content-Length` and `Transfer-Encoding`.
    ///
    /// - Both fields together: 400 (RFC 9112 §6.3 rule 3; the classic request-smuggling vector).
    /// - `Transfer-Encoding` in HTTP/1.0: 400 (RFC 9112 §6.1: the framing is faulty).
    /// - The codings must be tokens and `chunked` must be the final one, applied once: `gzip`
    ///   alone, `xchunked`, `chunked, identity`, `chunked, chunked` or an empty value are 400
    ///   (RFC 9112 §6.3 rule 4, §6.1).
    /// - Any coding before the final `chunked` (`gzip, chunked`): 501, since this server decodes
    ///   no other coding (RFC 9112 §6.1).
    static func bodyFraming(_ headers: HTTPHeaders, version: HTTPVersion) -> Result<BodyFraming, HTTPError> {
        let hasLength = headers.contains("Content-Length")
        guard headers.contains("Transfer-Encoding") else {
            return contentLength(headers).map { length in length.map(BodyFraming.length) ?? .none }
        }
        if hasLength {
            return .failure(HTTPError(.badRequest, "Content-Length and Transfer-Encoding together"))
        }
        if version == .http1_0 {
            return .failure(HTTPError(.badRequest, "Transfer-Encoding in an HTTP/1.0 request"))
        }
        let codings = headers.tokens(for: "Transfer-Encoding")  // empty list elements ignored (RFC 9110 §5.6.1)
        let unframed = HTTPError(.badRequest, "Transfer-Encoding must end with chunked, applied once")
        guard codings.last == "chunked", codings.allSatisfy({ ASCII.isToken($0.utf8) }) else {
            return .failure(unframed)
        }
        guard codings.dropLast().allSatisfy({ $0 != "chunked" }) else { return .failure(unframed) }
        guard codings.count == 1 else {
            return .failure(HTTPError(.notImplemented, "Only the chunked transfer coding is supported"))
        }
        return .success(.chunked)
    }
}
