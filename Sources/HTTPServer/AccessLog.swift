/// Formats one access-log line per answered request, e.g.
/// `127.0.0.1 "GET /api/v1/previews HTTP/1.1" 200 123 0.4ms`.
enum AccessLog {
    /// The line for `request` (or `"-"` when the request could not be parsed), the status, the
    /// body bytes sent and the handler's duration.
    static func line(
        request: HTTPRequest?, remoteAddress: String, response: HTTPResponse, bytes: Int,
        nanoseconds: UInt64
    ) -> String {
        let requestLine =
            request.map { "\($0.method) \(escaped($0.target)) \($0.version)" } ?? "-"
        let tenths = (nanoseconds + 50_000) / 100_000
        let address = remoteAddress.isEmpty ? "-" : remoteAddress
        return "\(address) \"\(requestLine)\" \(response.status.code) \(bytes) \(tenths / 10).\(tenths % 10)ms"
    }

    /// The target with `"` and `\` escaped, so a line always has exactly one quoted field.
    private static func escaped(_ target: String) -> String {
        guard target.contains(where: { $0 == "\"" || $0 == "\\" }) else { return target }
        var result = ""
        for character in target {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
