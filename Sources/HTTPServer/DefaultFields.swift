/// The configuration's ``ServerConfiguration/responseHeaders`` as the head writes them, each
/// `Name: value` line serialised once, when the server starts, rather than for every response.
///
/// A response that has none of their names among its own fields and omits none of them (as
/// almost all do) gets every line in one copy.
///
/// ```swift
/// let defaults = DefaultFields([.init(name: "X-Content-Type-Options", value: "nosniff")])
/// var head: [UInt8] = []
/// defaults.append(to: &head, for: .text("hi"))  // "X-Content-Type-Options: nosniff\r\n"
/// ```
struct DefaultFields: Sendable {
    /// The fields, in order.
    let fields: [ServerConfiguration.ResponseHeader]
    /// Every field's line, `Name: value` and CRLF, in order.
    private let lines: [UInt8]
    /// Where each field's line ends in ``lines``.
    private let ends: [Int]

    /// The lines of `fields`.
    init(_ fields: [ServerConfiguration.ResponseHeader]) {
        self.fields = fields
        var lines: [UInt8] = []
        var ends: [Int] = []
        for field in fields {
            lines.append(contentsOf: field.name.utf8)
            lines.append(ASCII.colon)
            lines.append(ASCII.space)
            lines.append(contentsOf: field.value.utf8)
            lines.append(ASCII.cr)
            lines.append(ASCII.lf)
            ends.append(lines.count)
        }
        self.lines = lines
        self.ends = ends
    }

    /// Appends the lines of the fields that `response` takes: each unless the response has a
    /// field of that name or names it in ``HTTPResponse/omittedDefaultHeaders``.
    func append(to head: inout [UInt8], for response: HTTPResponse) {
        if response.omittedDefaultHeaders.isEmpty, !fields.contains(where: { response.headers.contains($0.name) }) {
            head.append(contentsOf: lines)
            return
        }
        var start = 0
        for (field, end) in zip(fields, ends) {
            defer { start = end }
            guard !response.headers.contains(field.name),
                !response.omittedDefaultHeaders.contains(where: { HTTPHeaders.namesEqual($0, field.name) })
            else { continue }
            head.append(contentsOf: lines[start..<end])
        }
    }
}
