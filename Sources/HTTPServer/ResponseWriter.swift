/// Serialises responses: the status line, the handler's fields, and the framing fields the
/// server owns (`Content-Length`, `Date`, `Connection`).
enum ResponseWriter {
    /// What to send for one response: the head and, unless suppressed, the body bytes or file.
    struct Output: Equatable {
        var head: [UInt8]
        var body: [UInt8]
        var file: FileContent?

        /// The number of content bytes that follow the head.
        var contentLength: Int { file?.size ?? body.count }
    }

    /// Serialises `response`.
    ///
    /// - `Date` (IMF-fixdate) is set on every response (RFC 9110 §6.6.1).
    /// - `Content-Length` is the body's (or file's) size, also for `HEAD` (what a `GET` would send);
    ///   1xx and 204 have none, 304 keeps only what the handler set (RFC 9110 §8.6).
    /// - No body bytes for `HEAD`, 1xx, 204 and 304 (RFC 9110 §6.4.1).
    /// - A response with a ``problem(in:)`` becomes a 500 with `Connection: close` (a last line
    ///   of defence: ``Connection`` checks first, so that it closes too).
    ///
    /// `defaults` (the configuration's `responseHeaders`, checked at start) are added after the
    /// response's own fields, each unless the response already has a field of that name or names
    /// it in ``HTTPResponse/omittedDefaultHeaders``.
    ///
    /// `checked` says the caller has already found no ``problem(in:)`` (``Connection`` checks
    /// first), so the fields are not scanned twice.
    static func serialize(
        _ response: HTTPResponse, isHead: Bool, connection: String?, date: String,
        defaults: [ServerConfiguration.ResponseHeader] = [], checked: Bool = false
    ) -> Output {
        serialize(
            response, isHead: isHead, connection: connection, date: date, defaults: DefaultFields(defaults), checked: checked)
    }

    /// ``serialize(_:isHead:connection:date:defaults:checked:)`` with the default fields written
    /// once, as a connection keeps them (see ``DefaultFields``).
    static func serialize(
        _ response: HTTPResponse, isHead: Bool, connection: String?, date: String, defaults: DefaultFields,
        checked: Bool = false
    ) -> Output {
        if !checked, let problem = problem(in: response) {
            let fallback = HTTPError(.internalServerError, problem).response
            return serialize(fallback, isHead: isHead, connection: "close", date: date, defaults: defaults)
        }
        var head: [UInt8] = []
        head.reserveCapacity(1024)  // a gallery reply's head is about 440 bytes: no growing
        head.append(contentsOf: "HTTP/1.1 ".utf8)
        appendDecimal(&head, response.status.code)
        head.append(ASCII.space)
        response.status.reason.withBytes { head.append(contentsOf: $0) }
        head.append(ASCII.cr)
        head.append(ASCII.lf)
        let keepsLength = response.status == .notModified
        _ = response.headers.allFields { name, value, key in
            let isLength = key == HTTPHeaders.nameKey(literal: "Content-Length") && HTTPHeaders.namesEqual(name, "Content-Length")
            if !isFramingField(name, key: key), !isLength || keepsLength {
                append(&head, name, value)
            }
            return true
        }
        defaults.append(to: &head, for: response)
        if !response.status.forbidsContent {
            head.append(contentsOf: "Content-Length: ".utf8)
            appendDecimal(&head, response.contentLength)
            head.append(contentsOf: [ASCII.cr, ASCII.lf])
        }
        append(&head, "Date", date)
        if let connection {
            append(&head, "Connection", connection)
        }
        head.append(contentsOf: [ASCII.cr, ASCII.lf])
        let sendsBody = !isHead && !response.status.forbidsContent
        return Output(head: head, body: sendsBody ? response.body : [], file: sendsBody ? response.file : nil)
    }

    /// Appends the decimal digits of `value`, without making a `String`.
    private static func appendDecimal(_ head: inout [UInt8], _ value: Int) {
        guard value >= 0 else { return head.append(contentsOf: String(value).utf8) }
        if value >= 10 { appendDecimal(&head, value / 10) }
        head.append(ASCII.zero + UInt8(value % 10))
    }

    /// Why `response` cannot be sent as it is, or `nil` when it can.
    ///
    /// - The status must be final and three digits, 200–999: a 1xx is interim (RFC 9110 §15.2)
    ///   and only the server sends one (`100 Continue`); a handler's would be taken for the
    ///   response and the real one would follow as garbage.
    /// - The reason phrase may hold only HTAB, SP and visible ASCII (RFC 9112 §4), so it cannot
    ///   end the status line early.
    /// - A field with a non-token name or a value holding CR, LF, NUL or another control byte
    ///   (RFC 9110 §5.5) is refused: input copied into headers cannot split the response.
    static func problem(in response: HTTPResponse) -> String? {
        guard (200...999).contains(response.status.code) else { return "The response had an invalid status" }
        guard response.status.reason.utf8.allSatisfy(isReasonByte) else {
            return "The response had an invalid reason phrase"
        }
        guard isValid(response.headers) else { return "The response had an invalid header" }
        return nil
    }

    /// HTAB, SP or a visible ASCII character (VCHAR).
    private static func isReasonByte(_ byte: UInt8) -> Bool {
        byte == ASCII.tab || (ASCII.space..<ASCII.delete).contains(byte)
    }

    /// Whether every field name is a token and every value is free of control bytes.
    static func isValid(_ headers: HTTPHeaders) -> Bool {
        headers.allFields { name, value, _ in
            name.withBytes { ASCII.isToken($0) }
                && value.withBytes { $0.allSatisfy(ASCII.isFieldValueByte) && $0.first != ASCII.space && $0.last != ASCII.space }
        }
    }

    /// Fields the writer owns (`Date`, `Connection`, `Transfer-Encoding`, `Keep-Alive`); a
    /// handler's copy is dropped. `key` is the name's ``HTTPHeaders/nameKey(_:)``: a name is
    /// compared only with the one whose key it has (the usual fields have none of theirs), where
    /// each name was compared with all four.
    static func isFramingField(_ name: String, key: UInt64) -> Bool {
        switch key {
        case HTTPHeaders.nameKey(literal: "Date"): HTTPHeaders.namesEqual(name, "Date")
        case HTTPHeaders.nameKey(literal: "Connection"): HTTPHeaders.namesEqual(name, "Connection")
        case HTTPHeaders.nameKey(literal: "Transfer-Encoding"): HTTPHeaders.namesEqual(name, "Transfer-Encoding")
        case HTTPHeaders.nameKey(literal: "Keep-Alive"): HTTPHeaders.namesEqual(name, "Keep-Alive")
        default: false
        }
    }

    private static func append(_ head: inout [UInt8], _ name: String, _ value: String) {
        name.withBytes { head.append(contentsOf: $0) }
        head.append(ASCII.colon)
        head.append(ASCII.space)
        value.withBytes { head.append(contentsOf: $0) }
        head.append(ASCII.cr)
        head.append(ASCII.lf)
    }
}
