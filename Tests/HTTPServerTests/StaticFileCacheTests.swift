import Foundation
import Glibc
import Testing

@testable import HTTPServer

/// Small static files served from memory (``StaticFileCache``): the same response as from disk,
/// and never a stale or forbidden one when the file changes, goes, or is swapped for something else.
@Suite struct StaticFileCacheTests {
    private func router(_ site: TestSite) -> Router {
        var router = Router()
        router.serveFiles(at: "/assets", from: site.directory)
        return router
    }

    private func get(_ router: Router, _ target: String, method: String = "GET", headers: String = "") -> HTTPResponse {
        switch parseOnce("\(method) \(target) HTTP/1.1\r\nHost: h\r\n\(headers)\r\n") {
        case .request(let request): return router.respond(to: request)
        case .error(let error): return error.response
        case .needMore: return HTTPResponse(status: .internalServerError)
        }
    }

    private func content(_ response: HTTPResponse) -> String {
        String(decoding: response.file.flatMap { $0.read(count: $0.size) } ?? response.body, as: UTF8.self)
    }

    /// Rewrites `name` in `site` with `text`, in place (same inode), with a later modification time.
    private func rewrite(_ site: TestSite, _ name: String, _ text: String) throws {
        let path = site.directory + "/" + name
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        var times = [timespec(tv_sec: time(nil) + 5, tv_nsec: 0), timespec(tv_sec: time(nil) + 5, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test func theSecondRequestIsServedFromMemoryWithTheSameFields() throws {
        let site = try TestSite()
        let files = router(site)
        let first = get(files, "/assets/app.js")
        #expect(first.file != nil, "the first comes from disk")
        let second = get(files, "/assets/app.js")
        #expect(second.file == nil, "the second from memory")
        #expect(second.status == .ok)
        #expect(content(second) == "let a = 1")
        #expect(second.headers == first.headers)
        let head = get(files, "/assets/app.js", method: "HEAD")
        let output = ResponseWriter.serialize(head, isHead: true, connection: nil, date: "d")
        #expect(output.body.isEmpty)
        #expect(String(decoding: output.head, as: UTF8.self).contains("Content-Length: 9\r\n"))
    }

    @Test func revalidationAndMethodsWorkFromMemory() throws {
        let site = try TestSite()
        let files = router(site)
        let etag = try #require(get(files, "/assets/app.js").headers["ETag"])
        let notModified = get(files, "/assets/app.js", headers: "If-None-Match: \(etag)\r\n")
        #expect(notModified.status == .notModified)
        #expect(notModified.body.isEmpty)
        #expect(notModified.headers["ETag"] == etag)
        let post = get(files, "/assets/app.js", method: "POST", headers: "Content-Length: 0\r\n")
        #expect(post.status == .methodNotAllowed)
        #expect(post.headers["Allow"] == "GET, HEAD")
    }

    @Test func aChangedFileIsReadAgain() throws {
        let site = try TestSite()
        let files = router(site)
        let before = get(files, "/assets/app.js")
        _ = get(files, "/assets/app.js")
        try rewrite(site, "app.js", "let b = 22")
        let after = get(files, "/assets/app.js")
        #expect(content(after) == "let b = 22")
        #expect(after.headers["ETag"] != before.headers["ETag"])
        #expect(content(get(files, "/assets/app.js")) == "let b = 22")
    }

    @Test func aRemovedFileIsA404AndASwappedInSymlinkOrFifoIsNeverServed() throws {
        let site = try TestSite()
        let files = router(site)
        for _ in 0..<2 { #expect(get(files, "/assets/app.js").status == .ok) }
        #expect(unlink(site.directory + "/app.js") == 0)
        #expect(get(files, "/assets/app.js").status == .notFound)
        #expect(symlink(site.root + "/secret.txt", site.directory + "/app.js") == 0)
        #expect(get(files, "/assets/app.js").status == .notFound)
        #expect(unlink(site.directory + "/app.js") == 0)
        #expect(mkfifo(site.directory + "/app.js", 0o644) == 0)
        #expect(get(files, "/assets/app.js").status == .notFound)
    }

    @Test func largeFilesAndFilesInSubfoldersStayOnDisk() throws {
        let site = try TestSite()
        try site.makeLargeFile(named: "large.bin", size: StaticFileCache.maximumFileSize + 1)
        let files = router(site)
        for _ in 0..<2 {
            #expect(get(files, "/assets/large.bin").file != nil)
            #expect(get(files, "/assets/a/c.txt").file != nil)
            #expect(get(files, "/assets/").file != nil)
        }
    }
}
