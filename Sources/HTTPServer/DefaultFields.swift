/// The configuration's ``ServerConfiguration/responseHeaders`` as the head writes them, each
/// `Name: value` line serialised once, when the server starts, rather than for every response.
///
/// A response that has none of their names among its own fields and omits none of them (as
/// almost all do) gets every line in one copy.
///
/// ```swift
/// let defaults = DefaultFields([.init(name: "X-Content-Type-Options", value: "nosniff")])
/// defaults.lines(for: .text("hi"))  // the bytes of "X-Content-Type-Options: nosniff\r\n"
/// defaults.forEachLine(for: .text("hi"), takesAll: true) { head.append(contentsOf: $0) }  // the same, in place
/// ```
struct DefaultFields: Sendable {
    /// The fields, in order.
    let fields: [ServerConfiguration.ResponseHeader]
    /// Every field's line, `Name: value` and CRLF, in order.
    private let lines: [UInt8]
    /// Where each field's line ends in ``lines``.
    private let ends: [Int]
    /// Each field's ``HTTPHeaders/nameKey(_:)``, made once: a response's fields are searched for
    /// every default's name.
    private let keys: [UInt64]

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
        self.keys = fields.map { HTTPHeaders.nameKey($0.name) }
    }

    /// Whether `response` takes every field, as almost every response does: it has none of
    /// their names among its own fields and omits none (``HTTPResponse/omittedDefaultHeaders``).
    func takesAll(_ response: HTTPResponse) -> Bool {
        response.omittedDefaultHeaders.isEmpty && !fields.indices.contains(where: { hasOwn($0, response) })
    }

    /// Calls `body` with the lines of the fields that `response` takes, where they lie: each
    /// unless the response has a field of that name or omits it; all of them in one call when
    /// `takesAll` (``takesAll(_:)``'s answer, worked out once by a caller that calls this twice).
    /// Nothing is copied or allocated.
    func forEachLine(for response: HTTPResponse, takesAll: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        lines.withUnsafeBufferPointer { all in
            if takesAll { return body(all) }
            var start = 0
            for (index, field) in fields.enumerated() {
                let end = ends[index]
                defer { start = end }
                guard !hasOwn(index, response),
                    !response.omittedDefaultHeaders.contains(where: { HTTPHeaders.namesEqual($0, field.name) })
                else { continue }
                body(UnsafeBufferPointer(rebasing: all[start..<end]))
            }
        }
    }

    /// The lines of the fields that `response` takes (``forEachLine(for:takesAll:_:)``), in one array.
    func lines(for response: HTTPResponse) -> [UInt8] {
        var taken: [UInt8] = []
        forEachLine(for: response, takesAll: takesAll(response)) { taken.append(contentsOf: $0) }
        return taken
    }

    /// Whether `response` has a field of its own with the name of the field at `index`.
    private func hasOwn(_ index: Int, _ response: HTTPResponse) -> Bool {
        response.headers.contains(fields[index].name, key: keys[index])
    }
}
