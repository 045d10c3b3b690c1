import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The small files of a ``StaticFiles`` folder kept in memory with what their responses say about
/// them, so that serving one again costs one `fstatat` instead of opening, `fstat`ing, sending with
/// `sendfile(2)` and closing it.
///
/// Only files directly in the folder (one path segment) of at most ``maximumFileSize`` bytes are
/// kept, ``capacity`` bytes in all (beyond it, files are served from disk as before). Each use
/// checks the file again with `fstatat(…, AT_SYMLINK_NOFOLLOW)`: anything but a regular file with
/// the same device, inode, size and modification time (to the nanosecond) as when it was read
/// goes the long way, which opens it afresh (and refuses a symlink, a FIFO or a missing file as
/// before) and keeps the new content.
final class StaticFileCache: Sendable {
    /// A file as `stat` describes it: changed content changes its size or modification time.
    struct Stamp: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int
        var modified: UInt64

        /// The stamp of what `info` describes.
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int(info.st_size)
            modified = info.modifiedNanoseconds
        }
    }

    /// A file kept: its stamp, what its response fields say, and its bytes.
    struct Entry: Sendable {
        let stamp: Stamp
        let etag: String
        let modifiedSecond: Int
        /// `modifiedSecond` as IMF-fixdate (`Last-Modified`), formatted once.
        let lastModified: String
        let contentType: String
        let body: [UInt8]
    }

    /// The largest file kept in memory.
    static let maximumFileSize = 256 * 1024
    /// The most bytes kept in all.
    static let capacity = 8 * 1024 * 1024

    private let files = Mutex<(entries: [String: Entry], bytes: Int)>(([:], 0))

    /// The number of files kept.
    var count: Int { files.withLock { $0.entries.count } }

    /// The entry of the file `name` directly in `root`, if it is kept and unchanged on disk.
    func entry(named name: String, in root: DirectoryHandle) -> Entry? {
        guard let entry = files.withLock({ $0.entries[name] }) else { return nil }
        var info = stat()
        guard fstatat(root.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG,
            Stamp(info) == entry.stamp
        else { return nil }
        return entry
    }

    /// Keeps `file` (the open file `name` directly in the folder, as `opened` describes it), if it
    /// is small enough and there is room; `contentType` is its media type.
    func keep(_ file: FileContent, named name: String, opened: StaticFiles.OpenedFile, contentType: String) {
        guard file.size <= Self.maximumFileSize, let body = file.read(count: file.size), body.count == file.size
        else { return }
        let entry = Entry(
            stamp: opened.stamp, etag: opened.etag, modifiedSecond: opened.modifiedSecond,
            lastModified: HTTPDate.format(secondsSince1970: opened.modifiedSecond), contentType: contentType, body: body)
        files.withLock { files in
            let replaced = files.entries[name]?.body.count ?? 0
            guard files.bytes - replaced + body.count <= Self.capacity else { return }
            files.entries[name] = entry
            files.bytes += body.count - replaced
        }
    }
}
