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
/// connections' reads, quick handlers and writes), and never behind more than ``limit`` others:
/// the batch is written as soon as that many are waiting. What is held is the first output a
/// connection's dispatch makes with nothing else pending for it (a response, or an interim
/// `100 Continue`); what the connection does next, pipelined requests included, runs once it is
/// written, with nothing more held for it until the next batch.
///
/// ```swift
/// writes.isOpen = true                    // servicing a batch
/// if writes.hold(channel) { return }      // written by EventLoopWorker.writeHeld()
/// …
/// writes.isOpen = false
/// // at the end of the batch: each of writes.waiting flushed, read one at a time by index
/// writes.removeAll()
/// ```
struct TurnWrites {
    /// The most responses that wait to be written together.
    static let limit = 16

    /// Whether responses wait now (while a batch of ready events is serviced).
    var isOpen = false
    /// The connections waiting, in the order their responses were made.
    private(set) var waiting: [Channel] = []

    /// Whether `channel`'s output is held for the end of the batch: only while open, and while
    /// fewer than ``limit`` wait (``isFull`` says when to write them first).
    mutating func hold(_ channel: Channel) -> Bool {
        guard isOpen, waiting.count < Self.limit else { return false }
        waiting.append(channel)
        return true
    }

    /// Whether ``limit`` responses wait, so that the batch must be written before another is held.
    var isFull: Bool { waiting.count >= Self.limit }

    /// Forgets the connections waiting (written by the caller), keeping the list's storage for
    /// the next batch: a batch costs no allocation.
    mutating func removeAll() {
        waiting.removeAll(keepingCapacity: true)
    }
}
