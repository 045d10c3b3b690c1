import Dispatch
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
/// Each batch of the ``GroupCommitter`` is written with one `pwrite` and made durable with one
/// `fdatasync` before any of its changes is acknowledged, so a `kill -9` (or a power cut) loses
/// nothing that was acknowledged. The journal is a series of segments (`journal/000001.log`, …),
/// each made full size and filled with zeros before it is used, as databases make their
/// write-ahead logs: a write into space the file already has changes no metadata, so
/// `fdatasync` flushes the data alone (about ten times faster than after an append that grows
/// the file). The next segment is prepared ahead on another thread. Reading stops at the first
/// zero header (the unused rest) or at a record cut short or damaged (``JournalFrame``).
///
/// When the sessions are saved, a new segment is started first (``rotate()``): the sessions file
/// then holds everything in the segments before it, which are deleted once it is written.
/// Start-up reads the sessions file, then the segments from the one it names.
///
/// A write or `fdatasync` that fails leaves the journal broken: what the page cache holds can no
/// longer be trusted to reach the disk, so, as databases do, nothing more is acknowledged
/// (events get 503, `/readyz` says why) until the gallery is restarted.
final class JournalStore: ChangeStore {
    private struct File {
        var descriptor: Int32 = -1
        var segment = 0
        /// Where the next record goes in the segment.
        var offset = 0
        var broken: String?
        var closed = false
    }

    /// The folder of the segments.
    let directory: String
    /// The size of a segment, in bytes (a batch larger than what is left starts the next one).
    let segmentSize: Int
    private let file = Mutex(File())
    /// Whether the spare segment is ready to be renamed into place.
    private let spareReady = Mutex(false)
    private let preparing = DispatchQueue(label: "stylegallery.journal.spare", qos: .utility)
    private let log: @Sendable (String) -> Void

    /// A journal in `stateDirectory/journal` of segments of `segmentSize` bytes; nothing is
    /// opened until ``open()`` or the first ``store(_:)``.
    init(stateDirectory: String, segmentSize: Int = 2 << 20, log: @escaping @Sendable (String) -> Void = { _ in }) {
        directory = URL(fileURLWithPath: stateDirectory).appendingPathComponent("journal").path
        self.segmentSize = max(segmentSize, 4096)
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

    /// The segment prepared ahead (zeros, full size), renamed into place when the next is needed.
    private var sparePath: String { directory + "/next.spare" }

    /// The changes of the segments from `first` on, in order. A segment ends at its first zero
    /// header; a record cut short or damaged before that ends it too, and is reported.
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
            if decoded < records.count || bytes[valid...].contains(where: { $0 != 0 }) {
                log("The journal segment \(path) ends with a torn or damaged record; read up to it.")
            }
        }
        return changes
    }

    /// Starts writing a new segment after those on disk (the first ``store(_:)`` does it when it
    /// was not called).
    func open() throws(StateFileError) {
        try file.withLock { file throws(StateFileError) in try open(&file) }
    }

    private func open(_ file: inout File) throws(StateFileError) {
        guard file.descriptor < 0, !file.closed else { return }
        try makeDirectory()
        try start(max(file.segment + 1, (segments().last ?? 0) + 1), in: &file)
    }

    /// Makes segment `number` the one written, closing the one before.
    private func start(_ number: Int, in file: inout File) throws(StateFileError) {
        let descriptor = try openSegment(number)
        if file.descriptor >= 0 { systemClose(file.descriptor) }
        file.descriptor = descriptor
        file.segment = number
        file.offset = 0
        prepareSpare()
    }

    /// Starts a new segment and returns its number: every change stored before the call is in an
    /// earlier one. A journal that is broken (or was never opened) starts none, and returns the
    /// number after its last: the sessions saved next hold all it ever took, acknowledged or not.
    func rotate() -> Int {
        file.withLock { file -> Int in
            guard file.descriptor >= 0, file.broken == nil else {
                // Noted, so that a segment opened later comes after it (start-up reads from it on).
                file.segment = max(file.segment, segments().last ?? 0) + 1
                return file.segment
            }
            do throws(StateFileError) {
                try start(file.segment + 1, in: &file)
            } catch {
                file.broken = "cannot start a journal segment: \(error)"
                return file.segment + 1
            }
            return file.segment
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
                if file.offset > 0, file.offset + buffer.count > segmentSize { try start(file.segment + 1, in: &file) }
            } catch {
                file.broken = error.description
                return error.description
            }
            if let error = write(buffer, to: file.descriptor, at: file.offset) ?? sync(file.descriptor) {
                file.broken = error
                log("The journal is broken (\(error)); no event is acknowledged until the gallery restarts.")
                return error
            }
            file.offset += buffer.count
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
        // A spare being made is left to finish or not: it is made again when it is needed, and
        // waiting for it (a few MB written and synced) held up the process's stop.
    }

    private func makeDirectory() throws(StateFileError) {
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StateFileError("cannot create the folder \(directory): \(error)")
        }
    }

    /// Segment `number`, open for writing: the spare renamed into place when it is ready, else
    /// made here; its name made durable (the folder is `fsync`ed).
    private func openSegment(_ number: Int) throws(StateFileError) -> Int32 {
        let path = path(of: number)
        let tookSpare = spareReady.withLock { ready in
            defer { ready = false }
            return ready && rename(sparePath, path) == 0
        }
        if !tookSpare { try makeZeroed(path) }
        let descriptor = systemOpen(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("open", path) }
        do throws(StateFileError) {
            try syncDirectory()
        } catch {
            systemClose(descriptor)
            throw error
        }
        return descriptor
    }

    /// Makes the spare segment on the preparing thread, unless it is there.
    private func prepareSpare() {
        let ready = spareReady.withLock { $0 }
        guard !ready else { return }
        preparing.async { [self] in
            guard !spareReady.withLock({ $0 }) else { return }
            let temporary = sparePath + ".tmp"
            do throws(StateFileError) {
                try makeZeroed(temporary)
                guard rename(temporary, sparePath) == 0 else { throw failure("rename", temporary) }
                spareReady.withLock { $0 = true }
            } catch {
                unlink(temporary)  // the next segment is made when it is needed
            }
        }
    }

    /// Creates the file `path` of ``segmentSize`` zeros, written (not merely allocated: writing
    /// into allocated but unwritten space changes metadata too) and `fsync`ed.
    private func makeZeroed(_ path: String) throws(StateFileError) {
        let descriptor = systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { systemClose(descriptor) }
        let zeros = [UInt8](repeating: 0, count: min(segmentSize, 1 << 20))
        var written = 0
        while written < segmentSize {
            let count = min(zeros.count, segmentSize - written)
            if let error = write(Array(zeros.prefix(count)), to: descriptor, at: written) {
                throw StateFileError("\(path): \(error)")
            }
            written += count
        }
        guard fsync(descriptor) == 0 else { throw failure("fsync", path) }
    }

    private func syncDirectory() throws(StateFileError) {
        let folder = systemOpen(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw failure("open", directory) }
        defer { systemClose(folder) }
        guard fsync(folder) == 0 else { throw failure("fsync", directory) }
    }

    private func write(_ bytes: [UInt8], to descriptor: Int32, at offset: Int) -> String? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + written, $0.count - written, off_t(offset + written))
            }
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

    private func failure(_ operation: String, _ path: String) -> StateFileError {
        StateFileError("\(operation) \(path): \(String(cString: strerror(errno)))")
    }
}
