import Synchronization

/// One handler call queued on the ``HandlerPool``: its work, its deadline and a way to call it
/// off.
///
/// Cancelling drops the work at once, and with it the request (and body) it holds, so a client
/// that sends a large body and resets costs nothing more once its connection is closed. A job
/// that is cancelled, or whose deadline has passed (its client has been answered 503), is
/// skipped by the pool instead of run.
///
/// ```swift
/// let job = HandlerJob(deadline: now + budget) { loop.post(handler()) }
/// guard pool.submit(job) else { return overloaded }
/// …
/// job.cancel()  // the connection closed: never run it
/// ```
final class HandlerJob: Sendable {
    /// The monotonic instant (nanoseconds) after which the result is no longer wanted.
    let deadline: UInt64
    private let work: Mutex<(@Sendable () -> Void)?>

    /// Creates a job that runs `work` unless it is cancelled or `deadline` passes first.
    init(deadline: UInt64, _ work: @escaping @Sendable () -> Void) {
        self.deadline = deadline
        self.work = Mutex(work)
    }

    /// Whether the job has been cancelled (or has already been taken to run).
    var isCancelled: Bool { work.withLock { $0 == nil } }

    /// Calls the job off and releases what it holds; harmless once it has started.
    func cancel() {
        let dropped = work.withLock { work in
            defer { work = nil }
            return work
        }
        _ = dropped  // released here, outside the lock
    }

    /// The work to run now, at most once; `nil` if the job was cancelled or is overdue at `now`.
    func take(now: UInt64) -> (@Sendable () -> Void)? {
        let taken = work.withLock { work in
            defer { work = nil }
            return work
        }
        return now < deadline ? taken : nil
    }
}
