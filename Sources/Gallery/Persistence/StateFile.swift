import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file replaced atomically: a reader (or a restart after `kill -9`) sees the old content or
/// the new, never a mix or a truncated file.
///
/// A write goes to a temporary file in the same folder, which is `fsync`ed, renamed over the old
/// file (`rename(2)` is atomic within a file system) and then the folder is `fsync`ed so that the
/// rename itself is durable. The file is created readable by its owner only: it holds session
/// cookies.
struct StateFile: Sendable {
    /// The file's path.
    let path: String

    /// The file `name` in `directory`.
    init(directory: String, name: String = "sessions.json") {
        path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
    }

    var directory: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

    /// The file's bytes, or nil when there is no file.
    func read() throws(StateFileError) -> Data? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { throw StateFileError("it cannot be read") }
        return data
    }

    /// Replaces the file's content with `data`, atomically and durably.
    func write(_ data: Data) throws(StateFileError) {
        do {
            try write { append in try append(data) }
        } catch let error as StateFileError {
            throw error
        } catch {
            throw StateFileError("cannot write \(path): \(error)")
        }
    }

    /// Replaces the file's content with the chunks `produce` hands to `append`, in order,
    /// atomically and durably, so that the content is never held whole in memory. An error
    /// thrown by `produce` leaves the old file as it was.
    func write(_ produce: (_ append: (Data) throws -> Void) throws -> Void) throws {
        try createDirectory()
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("open", temporary) }
        do {
            try produce { data throws(StateFileError) in try writeAll(data, to: descriptor, temporary) }
            if fsync(descriptor) != 0 { throw failure("fsync", temporary) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let error = failure("rename", temporary)
            unlink(temporary)
            throw error
        }
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw failure("open", directory) }
        defer { close(folder) }
        if fsync(folder) != 0 { throw failure("fsync", directory) }
    }

    private func writeAll(_ data: Data, to descriptor: Int32, _ name: String) throws(StateFileError) {
        var written = 0
        while written < data.count {
            let result = data.withUnsafeBytes { bytes in
                systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw failure("write", name)
            }
            written += result
        }
    }

    /// Creates the file's folder (readable by its owner only) if it is not there yet.
    func createDirectory() throws(StateFileError) {
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StateFileError("cannot create the folder \(directory): \(error)")
        }
    }

    /// Moves an unreadable file aside (to `<name>.unreadable`), so that the next save does not
    /// overwrite what a person may want to look at; returns the new path.
    func moveAside() -> String? {
        let aside = path + ".unreadable"
        return rename(path, aside) == 0 ? aside : nil
    }

    /// Removes temporary files that a write killed midway left behind.
    func removeLeftovers() {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for leftover in names where leftover.hasPrefix(name + ".tmp-") {
            unlink(URL(fileURLWithPath: directory).appendingPathComponent(leftover).path)
        }
    }

    private func failure(_ operation: String, _ path: String) -> StateFileError {
        StateFileError("\(operation) \(path): \(String(cString: strerror(errno)))")
    }
}
