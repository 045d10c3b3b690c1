import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A child process's output, read from its pipe by a thread of its own with `read(2)`, so that no
/// dispatch source watches the descriptor.
///
/// Foundation's `FileHandle.readabilityHandler` watches a pipe with a dispatch source, and
/// libdispatch on Linux crashes the whole test process (`_dispatch_event_loop_drain`, signal 11)
/// when a descriptor it still watches is closed and its number reused; cancelling the source is
/// asynchronous, so removing the handler before the close does not order the two
/// (swiftlang/swift-subprocess#47, swiftlang/swift#87033). That crash stopped the test run twice,
/// both times in the restart tests. Here the reader reads a duplicate of the descriptor of its
/// own, closes it only after its last read, and ``stop()`` waits for that.
///
/// ```swift
/// let pipe = Pipe()
/// process.standardOutput = pipe
/// try process.run()
/// let output = ChildOutput(reading: pipe.fileHandleForReading.fileDescriptor)
/// while !output.text.contains("listening") { usleep(10_000) }
/// ```
public final class ChildOutput: Sendable {
    private struct State {
        var bytes: [UInt8] = []
        var finished = false
        var stopRequested = false
    }

    private let state = Mutex(State())
    /// The reader's own duplicate of the pipe's reading end, closed by the reader when it ends.
    private let descriptor: Int32

    /// Starts reading a duplicate of `descriptor` (a pipe's reading end) until the end of the
    /// output or ``stop()``; the caller keeps, and closes, its own descriptor.
    public init(reading descriptor: Int32) {
        // Close-on-exec: a child another test starts meanwhile must not inherit the reader's copy.
        self.descriptor = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        precondition(self.descriptor >= 0, "F_DUPFD_CLOEXEC failed: errno \(errno)")
        // The thread holds a reference to the reader until its loop ends.
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<ChildOutput>.fromOpaque(context!).takeRetainedValue().readUntilEnd()
                return nil
            }, context)
        precondition(status == 0, "pthread_create failed: \(status)")
        pthread_detach(thread)
    }

    /// Everything the child wrote so far.
    public var text: String { String(decoding: state.withLock { $0.bytes }, as: UTF8.self) }

    /// Whether the reader is done, its descriptor closed: the output ended (every copy of the
    /// pipe's writing end is closed), or ``stop()`` stopped it.
    public var isFinished: Bool { state.withLock { $0.finished } }

    /// Stops reading and waits for the reader to close its descriptor: at once when the output
    /// has ended, else within about 100 ms.
    public func stop() {
        state.withLock { $0.stopRequested = true }
        while !isFinished { usleep(1_000) }
    }

    /// The reader thread's loop: reads what is there, waking every 100 ms to see whether it
    /// should stop, until the end of the output (or a descriptor that fails, which ends it too).
    private func readUntilEnd() {
        defer {
            close(descriptor)
            state.withLock { $0.finished = true }
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !state.withLock({ $0.stopRequested }) {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let polled = Glibc.poll(&ready, 1, 100)
            if polled < 0 && errno != EINTR { return }
            guard polled > 0 else { continue }  // a timeout, or EINTR
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            state.withLock { $0.bytes.append(contentsOf: buffer[0..<count]) }
        }
    }
}
