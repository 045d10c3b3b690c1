import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes log lines to a file descriptor in batches: one `write(2)` per 50 ms at most, instead of
/// one per request, so the access log costs the request path a lock and an append.
///
/// Lines appear at most 50 ms after they were logged; `flush()` writes at once (before exit).
public final class LogWriter: Sendable {
    private let lines: PendingLines
    /// The flush timer, held in a `Mutex` only to carry the non-`Sendable` source.
    private let timer: Mutex<DispatchSourceTimer>

    /// A writer to `descriptor` (standard output by default), flushing every `interval`.
    public init(descriptor: Int32 = STDOUT_FILENO, interval: DispatchTimeInterval = .milliseconds(50)) {
        let lines = PendingLines(descriptor: descriptor)
        let source = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "stylegallery.log"))
        source.schedule(deadline: .now() + interval, repeating: interval)
        source.setEventHandler { lines.flush() }
        source.resume()
        self.lines = lines
        self.timer = Mutex(source)
    }

    deinit { timer.withLock { $0.cancel() } }

    /// Queues `line` (a newline is added).
    public func write(_ line: String) { lines.append(line) }

    /// Writes everything queued so far.
    public func flush() { lines.flush() }
}

/// The bytes waiting to be written, and the writing.
private final class PendingLines: Sendable {
    private let descriptor: Int32
    private let buffer = Mutex<[UInt8]>([])

    init(descriptor: Int32) { self.descriptor = descriptor }

    func append(_ line: String) {
        buffer.withLock { buffer in
            buffer.append(contentsOf: line.utf8)
            buffer.append(UInt8(ascii: "\n"))
        }
    }

    func flush() {
        let bytes = buffer.withLock { buffer -> [UInt8] in
            defer { buffer.removeAll(keepingCapacity: true) }
            return buffer
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }
}
