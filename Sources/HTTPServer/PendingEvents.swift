/// The events ``EventLoopWorker/dispatch(_:to:)`` has still to feed one connection, first in,
/// first out.
///
/// A turn of the dispatch loop takes one event and adds at most a couple, usually one (a
/// handler's response, then `writeCompleted`), so the first waiting event is kept inline and
/// only a second one waiting with it goes into an array: a request costs no allocation here.
///
/// ```swift
/// var pending = PendingEvents(.bytesRead(bytes))
/// while let event = pending.removeFirst() {
///     … pending.append(.writeCompleted) …
/// }
/// ```
struct PendingEvents {
    /// The first waiting event; `nil` only when none is waiting.
    private var first: Connection.Event?
    /// The events waiting behind `first`, in order.
    private var rest: [Connection.Event] = []

    /// A queue holding `event`.
    init(_ event: Connection.Event) {
        first = event
    }

    /// Adds `event` behind those waiting.
    mutating func append(_ event: Connection.Event) {
        if first == nil {
            first = event
        } else {
            rest.append(event)
        }
    }

    /// Whether no event is waiting.
    var isEmpty: Bool { first == nil }

    /// Takes the first waiting event, or `nil` when none is.
    mutating func removeFirst() -> Connection.Event? {
        guard let event = first else { return nil }
        first = rest.isEmpty ? nil : rest.removeFirst()
        return event
    }
}
