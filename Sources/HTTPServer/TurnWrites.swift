/// The connections whose responses, made while the event loop services one batch of ready
/// events, wait to be written together at the end of the batch.
///
/// Written one at a time, each response woke its client on its own: on loopback a `sendmsg`
/// makes the reader runnable at once, the scheduler switches to it, and it takes that one
/// response and sleeps again, to be woken by the next. Under the drag benchmark's load that was
/// one switch and one client wake-up a request (the gallery's kernel time and the client's CPU
/// per request were about twice nginx's). Written as one burst, the client finds several
/// responses at each wake-up.
///
/// A response waits at most for the rest of its batch (whatever else the batch does: other
/// connections' reads, quick handlers and writes), never behind more than ``limit`` others (the
/// batch is written as soon as that many are waiting), and not much beyond ``budget``: before
/// the loop services each further ready event it writes what has waited that long. So a slow
/// quick handler late in a batch delays the responses made before it by its own time at most,
/// not by the time of every handler after it too. What is held is the first output a
/// connection's dispatch makes with nothing else pending for it (a response, or an interim
/// `100 Continue`); what the connection does next, pipelined requests included, runs once it is
/// written, with nothing more held for it until the next batch.
///
/// ```swift
/// writes.isOpen = true                    // servicing a batch
/// if writes.hold(channel) { return }      // written by EventLoopWorker.writeHeld()
/// …
/// if writes.isOverdue(now: MonotonicClock.now()) { /* write them before the next event */ }
/// writes.isOpen = false
/// // at the end of the batch: each of writes.waiting flushed, read one at a time by index
/// writes.removeAll()
/// ```
struct TurnWrites {
    /// The most responses that wait to be written together.
    static let limit = 16
    /// How long (ns) a held response may wait before the loop writes it between two events of
    /// the batch (``ServerConfiguration/heldResponseBudget``, 1 ms unless a test sets it).
    let budget: UInt64

    /// Whether responses wait now (while a batch of ready events is serviced).
    var isOpen = false
    /// The connections waiting, in the order their responses were made.
    private(set) var waiting: [Channel] = []
    /// When the first of ``waiting`` was held (monotonic ns); meaningless while none waits.
    private var firstHeldAt: UInt64 = 0

    /// Nothing held, responses held at most `budget` ns.
    init(budget: UInt64 = 1_000_000) {
        self.budget = budget
    }

    /// Whether `channel`'s output is held for the end of the batch: only while open, and while
    /// fewer than ``limit`` wait (``isFull`` says when to write them first). `now` is read only
    /// when it is the first held, which starts the ``budget``.
    mutating func hold(_ channel: Channel, now: @autoclosure () -> UInt64 = MonotonicClock.now()) -> Bool {
        guard isOpen, waiting.count < Self.limit else { return false }
        if waiting.isEmpty { firstHeldAt = now() }
        waiting.append(channel)
        return true
    }

    /// Whether the first response held has waited ``budget`` or more at `now`: the loop then
    /// writes those held before it services another event.
    func isOverdue(now: UInt64) -> Bool {
        !waiting.isEmpty && now &- firstHeldAt >= budget
    }

    /// Whether ``limit`` responses wait, so that the batch must be written before another is held.
    var isFull: Bool { waiting.count >= Self.limit }

    /// Forgets the connections waiting (written by the caller), keeping the list's storage for
    /// the next batch: a batch costs no allocation.
    mutating func removeAll() {
        waiting.removeAll(keepingCapacity: true)
    }
}
