#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serves the regular files of one directory under a URL prefix, never anything outside it.
///
/// - The directory is opened once, when the route is made; every file is opened from that
///   descriptor, one path segment at a time, never following a symlink (``open(_:in:)``), so
///   nothing outside the folder can be reached (a symlink, pointing in or out, is a 404, as
///   nginx's `disable_symlinks on`) and no `realpath` runs per request.
/// - The request path is already decoded once and free of dot segments; segments starting with
///   `.` (hidden files, leftovers) are refused anyway.
/// - The file is opened non-blocking and must be a regular file by `fstat` of that very
///   descriptor (a FIFO or a device is a 404, never a blocked loop); its size, `ETag` and
///   `Last-Modified` come from the same `fstat`.
/// - `GET` and `HEAD` only: other methods get 405 with `Allow: GET, HEAD`.
/// - `ETag` from size and modification time, `Last-Modified` from the modification time; a
///   matching `If-None-Match` gets 304 (RFC 9110 §13.1.2) and, only when there is no
///   `If-None-Match` (RFC 9110 §13.2.2), so does an `If-Modified-Since` at or after the
///   modification time and not in the future (RFC 9110 §13.1.3). `Cache-Control: no-cache` so
///   browsers revalidate.
/// - The content is the open file, streamed with `sendfile(2)` by the event loop: memory use
///   does not grow with the file's size or the number of clients downloading it. Small files
///   directly in the folder are kept in memory once read (``StaticFileCache``: 256 KiB each at
///   most, 8 MiB in all), checked against the disk with one `fstatat` per request and sent from
///   memory, with their head, in one `sendmsg`.
struct StaticFiles: Sendable {
    /// The URL prefix without a trailing slash, e.g. `/assets`.
    let prefix: String
    /// The route its responses are reported under: `PREFIX/*` (``RequestSummary/route``).
    let route: String
    /// The directory the files come from.
    let directory: String
    /// The directory, opened once; `nil` when it did not exist (then everything is a 404).
    let root: DirectoryHandle?
    /// The small files kept in memory (see ``StaticFileCache``).
    let cache = StaticFileCache()

    init(prefix: String, directory: String) {
        var prefix = prefix.hasPrefix("/") ? prefix : "/" + prefix
        while prefix.count > 1, prefix.hasSuffix("/") { prefix.removeLast() }
        self.prefix = prefix
        self.route = prefix == "/" ? "/*" : prefix + "/*"
        self.directory = directory
        self.root = DirectoryHandle(path: directory)
    }

    /// Whether `path` lies under the prefix (segment-wise: `/assetsx` is not under `/assets`).
    func handles(_ path: String) -> Bool {
        prefix == "/" || path == prefix || path.hasPrefix(prefix + "/")
    }

    /// The file's response, a 304, a 404 or a 405.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        let relative = request.path.dropFirst(prefix == "/" ? 0 : prefix.count)
        let segments = relative.split(separator: "/")
        guard let root, segments.allSatisfy({ !$0.hasPrefix(".") && !$0.utf8.contains(0) }) else {
            return notFound(request)
        }
        if segments.count == 1, let entry = cache.entry(named: String(segments[0]), in: root) {
            return respond(
                to: request, etag: entry.etag, modifiedSecond: entry.modifiedSecond, lastModified: entry.lastModified
            ) { headers in
                headers.add("Content-Type", entry.contentType)
                return HTTPResponse(status: .ok, headers: headers, body: entry.body)
            }
        }
        guard var file = Self.open(segments, in: root) else { return notFound(request) }
        var name = segments.last.map(String.init) ?? ""
        let isIndex = file.isDirectory
        if isIndex {
            guard let index = Self.open(segments + ["index.html"], in: root) else { return notFound(request) }
            file = index
            name = "index.html"
        }
        guard let content = file.content else { return notFound(request) }
        let contentType = MediaType.forFile(name)
        if segments.count == 1, !isIndex { cache.keep(content, named: name, opened: file, contentType: contentType) }
        return respond(
            to: request, etag: file.etag, modifiedSecond: file.modifiedSecond,
            lastModified: HTTPDate.format(secondsSince1970: file.modifiedSecond)
        ) { headers in
            headers.add("Content-Type", contentType)
            return HTTPResponse(status: .ok, headers: headers, file: content)
        }
    }

    /// The answer for a file that exists: a 405 for a method other than `GET` and `HEAD`, a 304
    /// when the request's conditions say the client has it, else `full` with the validators'
    /// fields (to which it adds `Content-Type`); `lastModified` is `modifiedSecond` as IMF-fixdate.
    private func respond(
        to request: HTTPRequest, etag: String, modifiedSecond: Int, lastModified: String,
        full: (inout HTTPHeaders) -> HTTPResponse
    ) -> HTTPResponse {
        guard request.method == .get || request.method == .head else {
            return HTTPError(
                .methodNotAllowed, "Static files accept GET and HEAD only",
                headers: ["Allow": "GET, HEAD"]
            ).response
        }
        var headers: HTTPHeaders = [
            "ETag": etag, "Last-Modified": lastModified,
            "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff",
        ]
        if Self.isNotModified(request.headers, etag: etag, modifiedSecond: modifiedSecond) {
            return HTTPResponse(status: .notModified, headers: headers)
        }
        return full(&headers)
    }

    private func notFound(_ request: HTTPRequest) -> HTTPResponse {
        HTTPError(.notFound, "Nothing at \(request.path)").response
    }

    /// Whether the conditional fields make this a 304 (RFC 9110 §13.2.2): `If-None-Match` when
    /// present, otherwise `If-Modified-Since`, ignored unless it is a valid date no later than
    /// `now` (RFC 9110 §13.1.3: a date in the future is invalid, and would pin a stale copy).
    static func isNotModified(
        _ headers: HTTPHeaders, etag: String, modifiedSecond: Int, now: Int = Int(time(nil))
    ) -> Bool {
        let ifNoneMatch = headers.values(for: "If-None-Match")
        if !ifNoneMatch.isEmpty { return matches(ifNoneMatch: ifNoneMatch, etag: etag) }
        guard let since = headers["If-Modified-Since"].flatMap(HTTPDate.parse), since <= now else { return false }
        return modifiedSecond <= since
    }

    /// Whether an `If-None-Match` list matches `etag` (weak comparison, RFC 9110 §13.1.2).
    static func matches(ifNoneMatch values: [String], etag: String) -> Bool {
        let tags = values.flatMap { $0.split(separator: ",") }.map { $0.trimmingASCIIWhitespace() }
        return tags.contains { tag in
            tag == "*" || tag == etag || (tag.hasPrefix("W/") && String(tag.dropFirst(2)) == etag)
        }
    }
}
