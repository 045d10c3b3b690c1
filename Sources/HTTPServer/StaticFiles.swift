#if canImport(Glibc)
    import Glibc
#endif

/// Serves the regular files of one directory under a URL prefix, never anything outside it.
///
/// - The request path is already decoded once and free of dot segments; segments starting with
///   `.` (hidden files, leftovers) are refused anyway.
/// - The candidate is resolved with `realpath(3)` and must stay inside the resolved directory:
///   a symlink pointing out of the folder is a 404. The resolved path is then opened one
///   component at a time from the directory with `O_NOFOLLOW` (``open(_:inside:)``), so a
///   symlink swapped in after the check is refused, not followed; the file is opened
///   non-blocking and must be a regular file by `fstat` of that very descriptor (a FIFO or a
///   device is a 404, never a blocked loop), and its size, `ETag` and `Last-Modified` come
///   from the same `fstat`.
/// - `GET` and `HEAD` only: other methods get 405 with `Allow: GET, HEAD`.
/// - `ETag` from size and modification time, `Last-Modified` from the modification time; a
///   matching `If-None-Match` gets 304 (RFC 9110 §13.1.2) and, only when there is no
///   `If-None-Match` (RFC 9110 §13.2.2), so does an `If-Modified-Since` at or after the
///   modification time and not in the future (RFC 9110 §13.1.3). `Cache-Control: no-cache` so browsers revalidate.
/// - The content is the open file, streamed with `sendfile(2)` by the event loop: memory use
///   does not grow with the file's size or the number of clients downloading it.
struct StaticFiles: Sendable {
    /// The URL prefix without a trailing slash, e.g. `/assets`.
    let prefix: String
    /// The directory the files come from.
    let directory: String

    init(prefix: String, directory: String) {
        var prefix = prefix.hasPrefix("/") ? prefix : "/" + prefix
        while prefix.count > 1, prefix.hasSuffix("/") { prefix.removeLast() }
        self.prefix = prefix
        self.directory = directory
    }

    /// Whether `path` lies under the prefix (segment-wise: `/assetsx` is not under `/assets`).
    func handles(_ path: String) -> Bool {
        prefix == "/" || path == prefix || path.hasPrefix(prefix + "/")
    }

    /// The file's response, a 304, a 404 or a 405.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        let notFound = HTTPError(.notFound, "Nothing at \(request.path)").response
        let relative = request.path.dropFirst(prefix == "/" ? 0 : prefix.count)
        let segments = relative.split(separator: "/")
        guard segments.allSatisfy({ !$0.hasPrefix(".") && !$0.utf8.contains(0) }) else { return notFound }
        guard let root = Self.realPath(directory) else { return notFound }
        let candidate = ([root] + segments.map(String.init)).joined(separator: "/")
        var opened = Self.resolve(candidate, inside: root).flatMap { Self.open($0, inside: root) }
        if let directory = opened, directory.isDirectory {
            opened = Self.resolve(directory.path + "/index.html", inside: root).flatMap { Self.open($0, inside: root) }
        }
        guard let file = opened, let content = file.content else { return notFound }
        guard request.method == .get || request.method == .head else {
            return HTTPError(
                .methodNotAllowed, "Static files accept GET and HEAD only",
                headers: ["Allow": "GET, HEAD"]
            ).response
        }
        var headers: HTTPHeaders = [
            "ETag": file.etag, "Last-Modified": HTTPDate.format(secondsSince1970: file.modifiedSecond),
            "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff",
        ]
        if Self.isNotModified(request.headers, etag: file.etag, modifiedSecond: file.modifiedSecond) {
            return HTTPResponse(status: .notModified, headers: headers)
        }
        headers.add("Content-Type", MediaType.forFile(file.path))
        return HTTPResponse(status: .ok, headers: headers, file: content)
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

    /// `candidate` resolved with `realpath`, if it exists and stays inside `root`.
    static func resolve(_ candidate: String, inside root: String) -> String? {
        guard let real = realPath(candidate) else { return nil }
        guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
        return real
    }

    /// Whether an `If-None-Match` list matches `etag` (weak comparison, RFC 9110 §13.1.2).
    static func matches(ifNoneMatch values: [String], etag: String) -> Bool {
        let tags = values.flatMap { $0.split(separator: ",") }.map { $0.trimmingASCIIWhitespace() }
        return tags.contains { tag in
            tag == "*" || tag == etag || (tag.hasPrefix("W/") && String(tag.dropFirst(2)) == etag)
        }
    }

    /// The canonical absolute path of `path`, symlinks resolved, or `nil` if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
