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
        let first = routeOnce(files, "/assets/app.js")
        #expect(first.file != nil, "the first comes from disk")
        let second = routeOnce(files, "/assets/app.js")
        #expect(second.file == nil, "the second from memory")
        #expect(second.status == .ok)
        #expect(sentContent(second) == "let a = 1")
        #expect(second.headers == first.headers)
        let head = routeOnce(files, "/assets/app.js", method: "HEAD")
        let output = ResponseWriter.serialize(head, isHead: true, connection: nil, date: "d")
        #expect(output.body.isEmpty)
        #expect(String(decoding: output.head, as: UTF8.self).contains("Content-Length: 9\r\n"))
    }

    @Test func revalidationAndMethodsWorkFromMemory() throws {
        let site = try TestSite()
        let files = router(site)
        let etag = try #require(routeOnce(files, "/assets/app.js").headers["ETag"])
        let notModified = routeOnce(files, "/assets/app.js", headers: "If-None-Match: \(etag)\r\n")
        #expect(notModified.status == .notModified)
        #expect(notModified.body.isEmpty)
        #expect(notModified.headers["ETag"] == etag)
        let post = routeOnce(files, "/assets/app.js", method: "POST", headers: "Content-Length: 0\r\n")
        #expect(post.status == .methodNotAllowed)
        #expect(post.headers["Allow"] == "GET, HEAD")
    }

    @Test func aChangedFileIsReadAgain() throws {
        let site = try TestSite()
        let files = router(site)
        let before = routeOnce(files, "/assets/app.js")
        _ = routeOnce(files, "/assets/app.js")
        try rewrite(site, "app.js", "let b = 22")
        let after = routeOnce(files, "/assets/app.js")
        #expect(sentContent(after) == "let b = 22")
        #expect(after.headers["ETag"] != before.headers["ETag"])
        #expect(sentContent(routeOnce(files, "/assets/app.js")) == "let b = 22")
    }

    @Test func aRemovedFileIsA404AndASwappedInSymlinkOrFifoIsNeverServed() throws {
        let site = try TestSite()
        let files = router(site)
        for _ in 0..<2 { #expect(routeOnce(files, "/assets/app.js").status == .ok) }
        #expect(unlink(site.directory + "/app.js") == 0)
        #expect(routeOnce(files, "/assets/app.js").status == .notFound)
        #expect(symlink(site.root + "/secret.txt", site.directory + "/app.js") == 0)
        #expect(routeOnce(files, "/assets/app.js").status == .notFound)
        #expect(unlink(site.directory + "/app.js") == 0)
        #expect(mkfifo(site.directory + "/app.js", 0o644) == 0)
        #expect(routeOnce(files, "/assets/app.js").status == .notFound)
    }

    @Test func largeFilesAndFilesInSubfoldersStayOnDisk() throws {
        let site = try TestSite()
        try site.makeLargeFile(named: "large.bin", size: StaticFileCache.maximumFileSize + 1)
        let files = router(site)
        for _ in 0..<2 {
            #expect(routeOnce(files, "/assets/large.bin").file != nil)
            #expect(routeOnce(files, "/assets/a/c.txt").file != nil)
            #expect(routeOnce(files, "/assets/").file != nil)
        }
    }
}
