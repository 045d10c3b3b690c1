import Synchronization

/// The outcome, once known, of storing a change: what a request that made (or follows) the change
/// waits for before its reply is sent.
///
/// The committer settles tickets in the order their changes were made, so a session's last
/// ticket settles after every change of the session before it.
final class CommitTicket: Sendable {
    private struct State {
        var outcome: ChangeOutcome?
        var waiters: [@Sendable (ChangeOutcome) -> Void] = []
    }

    private let state = Mutex(State())

    /// A ticket not settled yet.
    init() {}

    /// A ticket already settled with `outcome`.
    init(settled outcome: ChangeOutcome) {
        state.withLock { $0.outcome = outcome }
    }

    /// The outcome, nil until it is known.
    var outcome: ChangeOutcome? { state.withLock { $0.outcome } }

    /// Settles the ticket (the first call counts) and calls those waiting.
    func settle(_ outcome: ChangeOutcome) {
        let waiters = state.withLock { state -> [@Sendable (ChangeOutcome) -> Void] in
            guard state.outcome == nil else { return [] }
            state.outcome = outcome
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter(outcome) }
    }

    /// Calls `body` with the outcome: at once when it is known, else when it is.
    func whenSettled(_ body: @escaping @Sendable (ChangeOutcome) -> Void) {
        let known = state.withLock { state -> ChangeOutcome? in
            if let outcome = state.outcome { return outcome }
            state.waiters.append(body)
            return nil
        }
        if let known { body(known) }
    }
}
