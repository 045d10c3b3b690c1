#if canImport(Glibc)
    import Glibc
#endif

extension StaticFiles {
    /// A path opened by ``open(_:inside:)``: a directory, or a regular file and its descriptor,
    /// described by `fstat` of what was opened.
    struct OpenedFile {
        /// The real path that was opened.
        var path: String
        /// The open regular file; `nil` for a directory.
        var content: FileContent?
        /// `"size-mtime"` in hexadecimal, from the open file.
        var etag: String
        /// The modification time in seconds since 1970, from the open file.
        var modifiedSecond: Int

        /// Whether a directory was opened (look for its `index.html`).
        var isDirectory: Bool { content == nil }
    }

    /// `O_PATH` (Linux, every architecture Swift supports: 010000000), which the Glibc module
    /// does not export: a descriptor that names a directory for `openat` without reading it.
    private static let openPathOnly: Int32 = 0o10000000

    /// Opens `real`, a path returned by ``resolve(_:inside:)``, without following any symlink:
    /// from a descriptor of `root`, each component with `openat` and `O_NOFOLLOW`, the last one
    /// read-only and non-blocking.
    ///
    /// `real` has no symlink in it when it is resolved; one swapped in afterwards (a file or a
    /// directory replaced by a link pointing out of the folder) makes the open fail instead of
    /// leading outside. The descriptor is then checked with `fstat`: anything but a regular
    /// file or a directory (a FIFO, a socket, a device) is refused without reading from it,
    /// and opening it did not block (`O_NONBLOCK`).
    static func open(_ real: String, inside root: String) -> OpenedFile? {
        guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
        let components = real.dropFirst(root.count).split(separator: "/").map(String.init)
        var directory = Glibc.open(root, openPathOnly | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return nil }
        for component in components.dropLast() {
            let next = openat(directory, component, openPathOnly | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            close(directory)
            guard next >= 0 else { return nil }
            directory = next
        }
        let descriptor: Int32
        if let last = components.last {
            descriptor = openat(directory, last, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            close(directory)
            guard descriptor >= 0 else { return nil }
        } else {
            descriptor = directory  // the root itself
        }
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
        let modified = UInt64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ UInt64(info.st_mtim.tv_nsec)
        let etag = "\"\(String(info.st_size, radix: 16))-\(String(modified, radix: 16))\""
        var content: FileContent?
        if type == S_IFREG {
            content = FileContent(descriptor: descriptor, size: Int(info.st_size))
        } else {
            close(descriptor)
        }
        return OpenedFile(path: real, content: content, etag: etag, modifiedSecond: Int(info.st_mtim.tv_sec))
    }
}
