import Dispatch
import Foundation
import Synchronization

/// A fixed set of threads that run application handlers, so that the event loops never run
/// application code and a slow handler delays nobody else.
///
/// Jobs run in submission order. A handler that never returns keeps its thread; the others go
/// on, and requests that wait too long in the queue are answered 503 by their connection's
/// handler timeout, so even a pool full of stuck handlers leaves the server answering.
///
/// ```swift
/// let pool = HandlerPool(threads: 4, name: "http-handler")
/// pool.submit { let response = handler(request); loop.post(response, to: id) }
/// pool.stop()
/// ```
final class HandlerPool: Sendable {
    private struct Queue {
        var jobs: [@Sendable () -> Void] = []
        var head = 0
        var isStopped = false
    }

    private let queue = Mutex(Queue())
    private let available = DispatchSemaphore(value: 0)
    private let threadCount: Int

    /// Starts `threads` threads (at least one) named `name-N`.
    init(threads: Int, name: String) {
        threadCount = max(1, threads)
        for index in 0..<threadCount {
            let thread = Thread { [self] in work() }
            thread.name = "\(name)-\(index)"
            thread.start()
        }
    }

    /// Queues `job` to run on one of the threads; dropped if the pool has been stopped.
    func submit(_ job: @escaping @Sendable () -> Void) {
        let accepted = queue.withLock { queue in
            guard !queue.isStopped else { return false }
            queue.jobs.append(job)
            return true
        }
        if accepted { available.signal() }
    }

    /// Drops the queued jobs and lets every thread exit once its current job returns; does not
    /// wait for them.
    func stop() {
        queue.withLock { queue in
            queue.isStopped = true
            queue.jobs = []
            queue.head = 0
        }
        for _ in 0..<threadCount { available.signal() }
    }

    private func work() {
        while true {
            available.wait()
            let job: (@Sendable () -> Void)? = queue.withLock { queue in
                guard !queue.isStopped, queue.head < queue.jobs.count else { return nil }
                let job = queue.jobs[queue.head]
                queue.jobs[queue.head] = {}  // release the request it holds as soon as it runs
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
            job()
        }
    }
}
