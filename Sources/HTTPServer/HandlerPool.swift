import Dispatch
import Foundation
import Synchronization

/// A fixed set of threads that run application handlers, so that the event loops never run
/// application code and a slow handler delays nobody else.
///
/// Jobs run in submission order. The queue holds at most `capacity` jobs: ``submit(_:)``
/// refuses more (the loop answers 503 at once) after first dropping the jobs nobody waits for
/// any more. A job cancelled by its connection (closed, or answered 503 by its handler
/// timeout) or past its deadline is skipped, never run: requests abandoned by their clients
/// cannot pile up ahead of real ones. A handler that never returns keeps its thread; the
/// others go on, so even a pool full of stuck handlers leaves the server answering.
///
/// ```swift
/// let pool = HandlerPool(threads: 4, capacity: 512, name: "http-handler")
/// let job = HandlerJob(deadline: deadline) { loop.post(handler()) }
/// if !pool.submit(job) { /* 503 */ }
/// pool.stop()
/// ```
final class HandlerPool: Sendable {
    private struct Queue {
        var jobs: [HandlerJob] = []
        var head = 0
        var isStopped = false

        var count: Int { jobs.count - head }

        /// Removes the jobs that will never run (cancelled or overdue), keeping the order.
        mutating func purge(now: UInt64) {
            jobs = jobs[head...].filter { !$0.isCancelled && now < $0.deadline }
            head = 0
        }
    }

    private let queue = Mutex(Queue())
    private let available = DispatchSemaphore(value: 0)
    private let threadCount: Int
    /// The most jobs waiting for a thread.
    let capacity: Int

    /// Starts `threads` threads (at least one) named `name-N`, with room for `capacity` waiting
    /// jobs (at least one).
    init(threads: Int, capacity: Int, name: String) {
        threadCount = max(1, threads)
        self.capacity = max(1, capacity)
        for index in 0..<threadCount {
            let thread = Thread { [self] in work() }
            thread.name = "\(name)-\(index)"
            thread.start()
        }
    }

    /// The number of jobs waiting for a thread (cancelled ones included until they are dropped).
    var queuedCount: Int { queue.withLock { $0.count } }

    /// Queues `job` to run on one of the threads. Returns `false`, and drops the job, when the
    /// pool has been stopped or `capacity` jobs that are still wanted are already waiting.
    func submit(_ job: HandlerJob) -> Bool {
        let accepted = queue.withLock { queue in
            guard !queue.isStopped else { return false }
            if queue.count >= capacity { queue.purge(now: MonotonicClock.now()) }
            guard queue.count < capacity else { return false }
            queue.jobs.append(job)
            return true
        }
        if accepted { available.signal() }
        return accepted
    }

    /// Drops the queued jobs and lets every thread exit once its current job returns; does not
    /// wait for them.
    func stop() {
        let dropped = queue.withLock { queue in
            queue.isStopped = true
            defer {
                queue.jobs = []
                queue.head = 0
            }
            return queue.jobs[queue.head...]
        }
        for job in dropped { job.cancel() }
        for _ in 0..<threadCount { available.signal() }
    }

    private func work() {
        while true {
            available.wait()
            let job: HandlerJob? = queue.withLock { queue in
                guard !queue.isStopped, queue.head < queue.jobs.count else { return nil }
                let job = queue.jobs[queue.head]
                queue.head += 1
                if queue.head == queue.jobs.count {
                    queue.jobs.removeAll(keepingCapacity: true)
                    queue.head = 0
                } else if queue.head >= 1024, queue.head * 2 >= queue.jobs.count {
                    queue.jobs.removeFirst(queue.head)
                    queue.head = 0
                }
                return job
            }
            guard let job else {
                if queue.withLock({ $0.isStopped }) { return }
                continue
            }
            job.take(now: MonotonicClock.now())?()  // nil: cancelled or overdue, skipped
        }
    }
}
