import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The embedded store: an append-only journal of changes in the state folder, beside the
/// sessions file that serves as its checkpoint.
///
/// Each batch of the ``GroupCommitter`` is written with one `write` and made durable with one
/// `fdatasync` before any of its changes is acknowledged, so a `kill -9` (or a power cut) loses
/// nothing that was acknowledged. The journal is a series of segments (`journal/000001.log`, …):
/// when the sessions are saved, a new segment is started first (``rotate()``), the sessions file
/// then holds everything in the segments before it, which are deleted once it is written.
/// Start-up reads the sessions file, then the segments from the one it names, dropping a torn
/// last record (``JournalFrame``).
///
/// A write or `fdatasync` that fails leaves the journal broken: what the page cache holds can no
/// longer be trusted to reach the disk, so, as databases do, nothing more is acknowledged
/// (events get 503, `/readyz` says why) until the gallery is restarted.
final class JournalStore: ChangeStore {
    private struct File {
        var descriptor: Int32 = -1
        var segment = 0
        var broken: String?
        var closed = false
    }

    /// The folder of the segments.
    let directory: String
    private let file = Mutex(File())
    private let log: @Sendable (String) -> Void

    /// A journal in `stateDirectory/journal`; nothing is opened until ``open(after:)``.
    init(stateDirectory: String, log: @escaping @Sendable (String) -> Void = { _ in }) {
        directory = URL(fileURLWithPath: stateDirectory).appendingPathComponent("journal").path
        self.log = log
    }

    /// The segment numbers on disk, in order.
    func segments() -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.compactMap { name in
            guard name.hasSuffix(".log"), name.count == 10 else { return nil }
            return Int(name.prefix(6))
        }.sorted()
    }

    func path(of segment: Int) -> String {
        let digits = String(segment)
        return directory + "/" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".log"
    }

    /// The changes of the segments from `first` on, in order; a torn or damaged tail of a segment
    /// is cut off the file (and reported), and nothing after it in that segment is read.
    func read(from first: Int) -> [ChangeRecord] {
        var changes: [ChangeRecord] = []
        for segment in segments() where segment >= first {
            let path = path(of: segment)
            guard let data = FileManager.default.contents(atPath: path) else {
                log("Cannot read the journal segment \(path); its changes are lost.")
                continue
            }
            let bytes = [UInt8](data)
            let (records, valid) = JournalFrame.records(in: bytes)
            var decoded = 0
            for record in records {
                guard let change = ChangeRecord.decoded(record) else { break }
                changes.append(change)
                decoded += 1
            }
            if valid < bytes.count || decoded < records.count {
                log("The journal segment \(path) ends with a torn or damaged record (\(bytes.count - valid) bytes); dropped it.")
                if valid < bytes.count { truncate(path, Int64(valid)) }
            }
        }
        return changes
    }

    /// Starts appending to a new segment after those on disk (the first ``store(_:)`` does it
    /// when it was not called).
    func open() throws(StateFileError) {
        try file.withLock { file throws(StateFileError) in try open(&file) }
    }

    private func open(_ file: inout File) throws(StateFileError) {
        guard file.descriptor < 0, !file.closed else { return }
        try makeDirectory()
        let next = max(file.segment, segments().last ?? 0) + 1
        file.descriptor = try openSegment(next)
        file.segment = next
    }

    /// Starts a new segment and returns its number: every change stored before the call is in an
    /// earlier one. A journal that is broken (or was never opened) starts none, and returns the
    /// number after its last: the sessions saved next hold all it ever took, acknowledged or not.
    func rotate() -> Int {
        file.withLock { file -> Int in
            guard file.descriptor >= 0, file.broken == nil else { return max(file.segment, segments().last ?? 0) + 1 }
            do {
                let descriptor = try openSegment(file.segment + 1)
                systemClose(file.descriptor)
                file.descriptor = descriptor
                file.segment += 1
                return file.segment
            } catch {
                file.broken = "cannot start a journal segment: \(error)"
                return file.segment + 1
            }
        }
    }

    /// Deletes the segments before `segment` (the sessions file now holds what they held).
    func removeSegments(before segment: Int) {
        for old in segments() where old < segment { unlink(path(of: old)) }
    }

    func store(_ batch: [StagedChange]) -> [ChangeOutcome] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(batch.reduce(0) { $0 + $1.bytes.count + JournalFrame.headerSize })
        for change in batch { JournalFrame.append(change.bytes, to: &buffer) }
        let failure = file.withLock { file -> String? in
            if let broken = file.broken { return broken }
            guard !file.closed else { return "the journal is closed" }
            do throws(StateFileError) {
                try open(&file)
            } catch {
                file.broken = error.description
                return error.description
            }
            if let error = writeAll(buffer, to: file.descriptor) ?? sync(file.descriptor) {
                file.broken = error
                log("The journal is broken (\(error)); no event is acknowledged until the gallery restarts.")
                return error
            }
            return nil
        }
        let outcome: ChangeOutcome = failure.map { .failed("the journal cannot be written: \($0)") } ?? .stored
        return Array(repeating: outcome, count: batch.count)
    }

    var unavailability: String? {
        file.withLock { file in file.broken.map { "the journal cannot be written: \($0)" } }
    }

    func close() {
        file.withLock { file in
            if file.descriptor >= 0 { systemClose(file.descriptor) }
            file.descriptor = -1
            file.closed = true
        }
    }

    private func makeDirectory() throws(StateFileError) {
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StateFileError("cannot create the folder \(directory): \(error)")
        }
    }

    /// Creates segment `number` and makes its name durable (the folder is `fsync`ed).
    private func openSegment(_ number: Int) throws(StateFileError) -> Int32 {
        let path = path(of: number)
        let descriptor = systemOpen(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StateFileError("open \(path): \(String(cString: strerror(errno)))") }
        let folder = systemOpen(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            defer { systemClose(folder) }
            if fsync(folder) != 0 {
                systemClose(descriptor)
                throw StateFileError("fsync \(directory): \(String(cString: strerror(errno)))")
            }
        }
        return descriptor
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                return "write: \(String(cString: strerror(errno)))"
            }
            written += result
        }
        return nil
    }

    private func sync(_ descriptor: Int32) -> String? {
        systemDataSync(descriptor) ? nil : "fdatasync: \(String(cString: strerror(errno)))"
    }

    private func truncate(_ path: String, _ length: Int64) {
        _ = systemTruncate(path, off_t(length))
    }
}
