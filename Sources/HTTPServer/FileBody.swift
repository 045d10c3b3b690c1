#if canImport(Glibc)
    import Glibc
#endif

/// Loads a file's bytes for a response. Whole-file reads for now; the one place to change
/// when large files are streamed.
enum FileBody {
    /// The whole content of the file at `path`, or `nil` if it cannot be read.
    static func read(path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return result }
            result.append(contentsOf: chunk[0..<count])
        }
    }
}
