#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open regular file sent as a response body: streamed from the kernel's page cache with
/// `sendfile(2)`, never read into memory, so a large file costs no resident memory.
///
/// The descriptor is closed when the last reference goes away, so a response that is dropped
/// (a late handler result, a closed connection) cannot leak it.
final class FileContent: Sendable, Equatable {
    /// The open, read-only, close-on-exec descriptor.
    let descriptor: Int32
    /// The file's size when it was opened; exactly this many bytes are sent.
    let size: Int

    /// Takes over `descriptor`, an open regular file of `size` bytes (closed with this object).
    init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    /// Opens the regular file at `path`, or returns `nil` if it cannot be opened or is not a
    /// regular file (opened non-blocking, so a FIFO cannot block the caller; a final symlink is
    /// not followed).
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from `offset` (`pread`), for callers that want the bytes themselves.
    func read(offset: Int = 0, count: Int) -> [UInt8]? {
        var result = [UInt8](repeating: 0, count: max(0, count))
        var filled = 0
        while filled < result.count {
            let got = result.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + filled, raw.count - filled, off_t(offset + filled))
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            filled += got
        }
        return Array(result[0..<filled])
    }

    /// Two file bodies are equal when they are the same open file.
    static func == (lhs: FileContent, rhs: FileContent) -> Bool { lhs === rhs }
}
