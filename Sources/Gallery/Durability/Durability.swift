import Foundation
import HTTPServer
import Synchronization

/// Acknowledged means stored: the changes of every session go to a ``ChangeStore`` through a
/// ``GroupCommitter``, and a request's reply is sent only once the last change of its session
/// made before the reply is stored.
///
/// A session stages its changes under its own lock (``stage(_:session:)``), so they reach the
/// committer in the order they were made; the gallery's request wrapper then holds the reply
/// until the session's last ticket settles (``acknowledge(_:after:)``). Changes staged by an
/// event loop's quick handler wait for the end of its turn (``turnEnded()``, which the gallery's
/// router runs as its ``Router/turnEnded``), and go to the committer together. A change that is not
/// stored answers 503 with `Retry-After`, and its session's copy here is given up
/// (``onLoss``): the client's retry with the same `seq` finds the state that was stored.
final class Durability: Sendable {
    let committer: GroupCommitter
    /// How long (ns) a stored change keeps its session's lease this process's (0: the store has
    /// no leases).
    let leaseNanoseconds: UInt64
    private let loss = Mutex<(@Sendable (SessionID) -> Void)?>(nil)

    /// Durability through `store`, whose stored changes renew their session's lease for
    /// `leaseNanoseconds` (0: none); `observe` hears each batch's size and time.
    init(
        store: any ChangeStore, leaseNanoseconds: UInt64 = 0,
        observe: @escaping @Sendable (_ batch: Int, _ seconds: Double) -> Void = { _, _ in }
    ) {
        committer = GroupCommitter(store: store, observe: observe)
        self.leaseNanoseconds = leaseNanoseconds
    }

    /// The store the changes go to.
    var store: any ChangeStore { committer.store }

    /// What to do with a session whose change was not stored (the owner of the sessions sets it).
    var onLoss: (@Sendable (SessionID) -> Void)? {
        get { loss.withLock { $0 } }
        set { loss.withLock { $0 = newValue } }
    }

    /// Queues `record`, a change of `session`, and returns the ticket that settles when it is
    /// stored. Call it under the session's lock, so that the session's changes queue in order.
    /// `atTurnEnd`: the caller is an event loop's quick handler, whose loop calls
    /// ``turnEnded()`` once the turn's handlers have run (the router's ``Router/turnEnded``).
    func stage(_ record: ChangeRecord, session: SessionID, atTurnEnd: Bool = false) -> CommitTicket {
        let ticket = CommitTicket()
        let staged: StagedChange
        do {
            staged = try StagedChange(record)
        } catch {
            ticket.settle(.failed("the change cannot be encoded: \(error)"))
            onLoss?(session)
            return ticket
        }
        committer.submit(staged, atTurnEnd: atTurnEnd) { [self] outcome in
            if outcome != .stored { onLoss?(session) }
            ticket.settle(outcome)
        }
        return ticket
    }

    /// `response` once `ticket` settles stored, or a 503 that says why not; held
    /// (``HTTPResponse/pending(_:)``) while it is not settled.
    func acknowledge(_ response: HTTPResponse, after ticket: CommitTicket) -> HTTPResponse {
        if let outcome = ticket.outcome { return Self.answer(response, outcome) }
        let later = PendingResponse()
        ticket.whenSettled { outcome in later.resolve(Self.answer(response, outcome)) }
        return .pending(later)
    }

    private static func answer(_ response: HTTPResponse, _ outcome: ChangeOutcome) -> HTTPResponse {
        switch outcome {
        case .stored:
            return response
        case .refused(let reason), .failed(let reason):
            var error = HTTPError(
                .serviceUnavailable, "The change was not stored (\(reason)); nothing was acknowledged. Try again.",
                headers: ["Retry-After": "1"]
            ).response
            error.headers.replaceOrAdd("Cache-Control", "no-store")
            // A new session keeps its cookie: the retry must reach it, not start another.
            if let cookie = response.headers["Set-Cookie"] { error.headers.add("Set-Cookie", cookie) }
            return error
        }
    }

    /// Hands the changes of an event loop's turn to the committer: the end of the turn.
    func turnEnded() {
        committer.turnEnded()
    }

    /// Stores what is queued and stops.
    func close() { committer.close() }
}
