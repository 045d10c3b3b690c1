import Dispatch
import Foundation
import Synchronization

/// Stores changes in batches on one thread, as databases commit groups of transactions: while
/// one batch is being stored (written and `fsync`ed, or sent to Redis as one pipeline), the
/// changes that come meanwhile queue up, and are stored together by the next call.
///
/// So the cost of one `fsync` or one round trip is shared by every change of a batch: under load
/// a batch holds about as many changes as requests arrive during one commit, and storing costs
/// latency, not throughput. A change submitted `atTurnEnd`, by an event loop's quick handler,
/// does not wake the thread: its loop calls ``turnEnded()`` once the turn's handlers have run, and
/// the thread then takes everything queued (that turn's changes, and any other loop's so far) as
/// its next batch. The thread is woken once for all that arrives before it takes the queue, not
/// once a change, and the loop serves its next turn meanwhile. Each change's `done` is called on
/// the committer's thread, in the order the changes were submitted, once its batch is stored. A
/// barrier (``submitBarrier(_:)``) is called after every change submitted before it is done.
///
/// ```swift
/// let committer = GroupCommitter(store: journal)
/// committer.submit(try StagedChange(record)) { outcome in later.resolve(outcome == .stored ? reply : error) }
/// ```
final class GroupCommitter: Sendable {
    private struct Entry {
        var change: StagedChange?
        var done: @Sendable (ChangeOutcome) -> Void
    }

    private struct Queue {
        var entries: [Entry] = []
        /// Whether the thread has been woken and has not yet taken the entries.
        var isWoken = false
        var isClosed = false
        var isRunning = true

        /// Whether the thread must be woken for the entries (marking it woken).
        mutating func needsWaking() -> Bool {
            guard !entries.isEmpty, !isWoken else { return false }
            isWoken = true
            return true
        }
    }

    let store: any ChangeStore
    private let queue = Mutex(Queue())
    private let available = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    /// Called after each batch with its size and how long it took (seconds), for `/metrics`.
    private let observe: @Sendable (_ batch: Int, _ seconds: Double) -> Void

    /// A committer storing into `store` on a thread of its own named `name`.
    init(
        store: any ChangeStore, name: String = "sg-commit",
        observe: @escaping @Sendable (_ batch: Int, _ seconds: Double) -> Void = { _, _ in }
    ) {
        self.store = store
        self.observe = observe
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    /// Queues `change`; `done` hears its outcome once it is stored (or not). `atTurnEnd`: the
    /// caller is an event loop's quick handler, and the loop calls ``turnEnded()`` at the end of
    /// its turn. After ``close()`` the change is refused at once with `.failed`.
    func submit(_ change: StagedChange, atTurnEnd: Bool = false, done: @escaping @Sendable (ChangeOutcome) -> Void) {
        enqueue(Entry(change: change, done: done), waking: !atTurnEnd)
    }

    /// Hands the changes queued for the end of an event loop's turn to the thread (at once if it
    /// is idle, else as its next batch).
    func turnEnded() {
        if queue.withLock({ $0.needsWaking() }) { available.signal() }
    }

    /// Calls `done` (with `.stored`) once every change submitted before it has its outcome.
    func submitBarrier(_ done: @escaping @Sendable (ChangeOutcome) -> Void) {
        enqueue(Entry(change: nil, done: done), waking: true)
    }

    private func enqueue(_ entry: Entry, waking: Bool) {
        let (accepted, wakes) = queue.withLock { queue -> (Bool, Bool) in
            guard !queue.isClosed else { return (false, false) }
            queue.entries.append(entry)
            return (true, waking && queue.needsWaking())
        }
        if !accepted {
            entry.done(.failed("the gallery is stopping"))
        } else if wakes {
            available.signal()
        }
    }

    /// Stores what is queued, then stops taking changes and waits for the thread to end.
    func close() {
        let wasRunning = queue.withLock { queue in
            defer { queue.isClosed = true }
            return queue.isRunning && !queue.isClosed
        }
        guard wasRunning else { return }
        available.signal()
        finished.wait()
        store.close()
    }

    private func run() {
        var batch: [Entry] = []
        while true {
            available.wait()
            let closing = queue.withLock { queue in
                swap(&batch, &queue.entries)
                queue.isWoken = false
                return queue.isClosed
            }
            if !batch.isEmpty { commit(batch) }
            batch.removeAll(keepingCapacity: true)
            if closing {
                let rest = queue.withLock { queue in
                    queue.isRunning = false
                    defer { queue.entries = [] }
                    return queue.entries
                }
                if !rest.isEmpty { commit(rest) }
                finished.signal()
                return
            }
        }
    }

    private func commit(_ batch: [Entry]) {
        let changes = batch.compactMap(\.change)
        let started = DispatchTime.now().uptimeNanoseconds
        var outcomes = changes.isEmpty ? [] : store.store(changes)
        if outcomes.count != changes.count {
            outcomes = Array(repeating: .failed("the store answered \(outcomes.count) of \(changes.count)"), count: changes.count)
        }
        if !changes.isEmpty {
            observe(changes.count, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
        }
        var next = 0
        for entry in batch {
            if entry.change == nil {
                entry.done(.stored)
            } else {
                entry.done(outcomes[next])
                next += 1
            }
        }
    }
}
