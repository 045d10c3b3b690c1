#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StaticFiles {
    /// What ``open(_:in:)`` found: a directory, or a regular file and its descriptor, described
    /// by `fstat` of what was opened.
    struct OpenedFile {
        /// The open regular file; `nil` for a directory.
        var content: FileContent?
        /// `"size-mtime"` in hexadecimal, from the open file.
        var etag: String
        /// The modification time in seconds since 1970, from the open file.
        var modifiedSecond: Int
        /// What `fstat` said of it, to tell later whether it changed.
        var stamp: StaticFileCache.Stamp

        /// Whether a directory was opened (look for its `index.html`).
        var isDirectory: Bool { content == nil }
    }

    /// `O_PATH` on Linux (every architecture Swift supports: 010000000), which the Glibc module
    /// does not export: a descriptor that names a directory for `openat` without reading it.
    /// Elsewhere (Darwin has no `O_PATH`; its 010000000 is `O_SYMLINK`) the directory is opened
    /// read-only, which `openat` accepts as well.
    #if os(Linux)
        static let openPathOnly: Int32 = 0o10000000
    #else
        static let openPathOnly: Int32 = O_RDONLY
    #endif

    /// Opens `segments` below `root` without following any symlink: each directory with
    /// `openat(…, O_PATH | O_DIRECTORY | O_NOFOLLOW)`, the last segment read-only and
    /// non-blocking with `O_NOFOLLOW`.
    ///
    /// The segments come from a decoded path with no dot segments and no `/` or NUL in them, so
    /// with no symlink followed the walk cannot leave `root`, whatever is swapped in on disk
    /// meanwhile: there is nothing to check first and so no window between a check and the
    /// open. The descriptor is then checked with `fstat`: anything but a regular file or a
    /// directory (a FIFO, a socket, a device) is refused without reading from it, and opening
    /// it did not block (`O_NONBLOCK`). A flat file costs one `openat` and one `fstat`.
    static func open(_ segments: [Substring], in root: DirectoryHandle) -> OpenedFile? {
        var directory = root.descriptor
        defer { if directory != root.descriptor { close(directory) } }
        for segment in segments.dropLast() {
            let next = openat(directory, String(segment), openPathOnly | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { return nil }
            if directory != root.descriptor { close(directory) }
            directory = next
        }
        let descriptor =
            segments.last.map { openat(directory, String($0), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
            ?? openat(directory, ".", openPathOnly | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            return nil
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG || type == S_IFDIR else {
            close(descriptor)
            return nil
        }
        let modified = info.modifiedNanoseconds
        let etag = "\"\(String(info.st_size, radix: 16))-\(String(modified, radix: 16))\""
        var content: FileContent?
        if type == S_IFREG {
            content = FileContent(descriptor: descriptor, size: Int(info.st_size))
        } else {
            close(descriptor)
        }
        return OpenedFile(
            content: content, etag: etag, modifiedSecond: Int(info.modificationTime.tv_sec), stamp: StaticFileCache.Stamp(info))
    }
}

/// A directory opened once (`O_PATH`) for the server's life, that static files are opened from.
final class DirectoryHandle: Sendable {
    /// The open descriptor.
    let descriptor: Int32

    /// Opens `path` (symlinks in it resolved once, now), or `nil` if it is not a directory.
    init?(path: String) {
        let descriptor = open(path, StaticFiles.openPathOnly | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }
}
