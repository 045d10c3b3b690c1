import Dispatch
import Foundation
import Synchronization

/// The sessions of all clients, by cookie; idle ones expire, and an idle one makes room when there
/// are too many.
///
/// A session in use by a request is never idle: it neither expires nor is swept nor evicted until
/// the request is done. Expired sessions are swept when a session is created, at most once per
/// sweep interval, so the sweep's cost is spread over many requests; a full store also sweeps
/// before it evicts, once a session may have expired since the last sweep. When the store is
/// full, the least recently used idle session that never did any work (sent an event, reset a
/// preview) goes first, so a flood of requests without a cookie only evicts its own kind; a
/// session that did work goes only when no such session is left (``EvictionOrder``, which finds
/// it without walking every session each time). When every session is busy, no session is made;
/// nor is one when the client's address has spent its ``NewSessionBudget``.
final class SessionStore: Sendable {
    /// The name of the session cookie.
    static let cookieName = "sg_session"

    private struct State {
        var sessions: [SessionID: Session] = [:]
        var nextSweep: UInt64 = 0
        /// No session can expire before this (monotonic ns), as the last sweep found them: a full
        /// store sweeps before it evicts only from then on, not for every new session.
        var noExpiryBefore: UInt64 = 0
        var budget: NewSessionBudget?
        /// Which idle session goes next when the store is full.
        var evictions = EvictionOrder()
    }

    /// Why no session was found or made for a request.
    enum Refusal: Error, Equatable {
        /// A new session was needed, and every session is in use.
        case busy
        /// A new session was needed, and the client's address has started too many lately; it
        /// may try again after `retryAfter` seconds.
        case tooManyNew(retryAfter: Int)
        /// The session must first be loaded from where it is stored, which the caller (an event
        /// loop) must not wait for: it asks again on a thread that may.
        case mustWait
        /// The session is stored but cannot be had now: another process holds it, or the store
        /// cannot be reached (why); try again after `retryAfter` seconds.
        case unavailable(String, retryAfter: Int)
    }

    /// A count of the changes worth saving (an event applied, a preview reset, a session
    /// dropped), shared with the sessions.
    final class Changes: Sendable {
        private let count = Atomic<UInt64>(0)

        /// The changes so far.
        var value: UInt64 { count.load(ordering: .acquiring) }

        /// Counts one change.
        func record() { count.add(1, ordering: .acquiringAndReleasing) }
    }

    private let state: Mutex<State>
    let capacity: Int
    let idleNanoseconds: UInt64
    private let sweepInterval: UInt64
    /// The changes since the store was made.
    let changes = Changes()
    private let report: @Sendable (String) -> Void
    /// The bound on live previews across the sessions (nil: none).
    let livePreviews: LivePreviews?
    /// Where the sessions' changes are stored before they are acknowledged (nil: nowhere).
    let durability: Durability?
    /// Where sessions not held here are found (Redis); nil: only here.
    let remote: (any RemoteSessions)?

    /// A store of at most `capacity` sessions that expire after `idleTimeout` seconds unused, whose
    /// clients start new sessions within `budget` (nil: no limit), and whose previews keep at most
    /// `livePreviews` view hosts live in all (nil: every preview stays live); `report` hears about
    /// restored previews that did not come back as they were. `saved`: whether the sessions are
    /// saved (a sleeping preview then keeps the digest its record carries).
    init(
        capacity: Int, idleTimeout: Double = 3600, budget: NewSessionBudget? = nil, livePreviews: Int? = nil,
        saved: Bool = true, durability: Durability? = nil, remote: (any RemoteSessions)? = nil,
        report: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        state = Mutex(State(budget: budget))
        self.durability = durability
        self.remote = remote
        self.livePreviews = livePreviews.map { LivePreviews(limit: $0, keepsDigests: saved) }
        self.capacity = max(1, capacity)
        let idle = idleTimeout.isFinite && idleTimeout > 0 ? min(idleTimeout, 1e9) : 3600
        self.idleNanoseconds = UInt64(idle * 1e9)
        self.sweepInterval = min(idleNanoseconds / 2, 60_000_000_000)
        self.report = report
    }

    /// Runs `body` in the session the cookie `id` names, or in a new one (then `isNew` is true)
    /// when there is none or it has expired. The session counts as busy until `body` returns.
    ///
    /// Returns `nil` without running `body` when a new session is needed but the store is full of
    /// sessions in use (the caller answers 503).
    @discardableResult
    func withSession<Result>(id: String?, _ body: (_ session: Session, _ isNew: Bool) -> Result) -> Result? {
        try? withSession(id: id, client: "", body).get()
    }

    /// Runs `body` as ``withSession(id:_:)`` does, for a request from the address `client`, whose
    /// new sessions count against the store's budget; says why when no session could be had.
    func withSession<Result>(
        id: String?, client: String, _ body: (_ session: Session, _ isNew: Bool) -> Result
    ) -> Swift.Result<Result, Refusal> {
        withSession(key: id.flatMap(SessionID.init), client: client, body)
    }

    /// ``withSession(id:client:_:)`` for the id a cookie names, already read from it (nil when
    /// the request has no cookie or its value names no session).
    func withSession<Result>(
        key: SessionID?, client: String, _ body: (_ session: Session, _ isNew: Bool) -> Result
    ) -> Swift.Result<Result, Refusal> {
        withSession(key: key, client: client, { .success(body($0, $1)) }, refused: { .failure($0) })
    }

    /// ``withSession(id:_:)`` as if the monotonic clock read `now` (ns), for tests of expiry.
    func withSession<Result>(id: String?, at now: UInt64, _ body: (_ session: Session, _ isNew: Bool) -> Result) -> Result? {
        guard case .success(let (session, isNew)) = acquire(key: id.flatMap(SessionID.init), client: "", now: now) else {
            return nil
        }
        defer { session.endUse() }
        return body(session, isNew)
    }

    /// ``withSession(key:client:_:)`` with the refusal answered by `refused`: what either returns
    /// comes back as it is, not wrapped in a `Swift.Result` (an event's reply was copied out of
    /// one, its field list with it, and the wrapper freed through the runtime's generic code).
    func withSession<Result>(
        key: SessionID?, client: String, waiting: Bool = true, _ body: (_ session: Session, _ isNew: Bool) -> Result,
        refused: (Refusal) -> Result
    ) -> Result {
        switch acquire(key: key, client: client, waiting: waiting) {
        case .success(let (session, isNew)):
            defer { session.endUse() }
            return body(session, isNew)
        case .failure(let refusal):
            return refused(refusal)
        }
    }

    /// The session `id` names and not expired, or a new one (unless there is no room or `client`
    /// is over budget); marked busy, under the store's lock.
    ///
    /// Every request takes this lock, so it holds it only for the dictionary's work: the clock is
    /// read and a new session (its random id, its locks) made before it is taken.
    private func acquire(
        key: SessionID?, client: String, waiting: Bool = true, now: UInt64 = DispatchTime.now().uptimeNanoseconds
    ) -> Swift.Result<(Session, Bool), Refusal> {
        if let key, let found = existing(key, now: now) { return .success((found, false)) }
        if let key, let remote {
            guard waiting else { return .failure(.mustWait) }
            switch remote.load(key) {
            case .found(let record):
                return .success((adopt(record, lease: remote.leaseNanoseconds, now: now), false))
            case .notFound:
                break  // a new session, as for an unknown cookie
            case .leased(let retryAfter):
                return .failure(.unavailable("the session is in use in another gallery process", retryAfter: retryAfter))
            case .unavailable(let reason):
                return .failure(.unavailable(reason, retryAfter: 1))
            }
        }
        if remote != nil, !waiting { return .failure(.mustWait) }  // a new session is recorded first
        let session = Session(key: .random(), changes: changes, live: livePreviews, durability: durability, report: report)
        // Another process may take it on (its next request may go there): trusted here as long as
        // a lease, then checked again in the store.
        if let remote { session.renewLease(until: now + remote.leaseNanoseconds) }
        let outcome = state.withLock { state -> Swift.Result<(Session, Bool), Refusal> in
            if let retryAfter = state.budget?.take(for: client, now: now) { return .failure(.tooManyNew(retryAfter: retryAfter)) }
            if now >= state.nextSweep || (state.sessions.count >= capacity && now >= state.noExpiryBefore) {
                sweep(&state, now: now)
            }
            if state.sessions.count >= capacity {
                guard let victim = state.evictions.victim(in: state.sessions) else { return .failure(.busy) }
                state.sessions.removeValue(forKey: victim)
                changes.record()
            }
            session.beginUse()
            state.sessions[session.key] = session
            state.evictions.added(session.key)
            return .success((session, true))
        }
        // Recorded where every process finds it; if that fails, the session still serves here
        // (its events are refused while the store cannot be reached).
        if case .success = outcome, let remote, let problem = remote.create(session.key) {
            report("Session \(session.id.prefix(8))… was made while \(problem).")
        }
        return outcome
    }

    /// The session loaded as `record`, marked busy, its lease good for `lease` ns from `now`; a
    /// copy another request loaded meanwhile wins.
    private func adopt(_ record: SessionRecord, lease: UInt64, now: UInt64) -> Session {
        let loaded = Session(
            record: record, age: 0, changes: changes, live: livePreviews, durability: durability, report: report)
        loaded.renewLease(until: now + lease)
        return state.withLock { state in
            if let held = state.sessions[loaded.key], held.holdsLease(at: now) {
                held.beginUse()
                return held
            }
            loaded.beginUse()
            state.sessions[loaded.key] = loaded
            state.evictions.added(loaded.key)
            return loaded
        }
    }

    /// The session `key` names, marked busy, unless there is none, it expired (then it is
    /// dropped), or its lease lapsed (then it is dropped, to be loaded again).
    private func existing(_ key: SessionID, now: UInt64) -> Session? {
        state.withLock { state in
            guard let session = state.sessions[key] else { return nil }
            // A session in use renews its lease with its change: it stays.
            if !isExpired(session, now: now), remote == nil || session.holdsLease(at: now) || session.isInUse {
                session.beginUse()
                return session
            }
            state.sessions.removeValue(forKey: key)
            changes.record()
            return nil
        }
    }

    /// Drops the expired sessions, in place, and notes when the next can expire: the earliest
    /// last use of those left (or `now`, for sessions made after it) plus the idle timeout.
    ///
    /// Sessions in use count with their last use too: a request ending as the sweep runs may
    /// have touched its session just before `now`, and its idle time starts there.
    ///
    /// The dictionary was filtered into a new one, every session retained and hashed again, and a
    /// full store did that for every new session.
    private func sweep(_ state: inout State, now: UInt64) {
        var expired: [SessionID] = []
        var earliestUse = now
        for (key, session) in state.sessions {
            if isExpired(session, now: now) {
                expired.append(key)
            } else {
                earliestUse = min(earliestUse, session.lastUsedNanoseconds)
            }
        }
        for key in expired { state.sessions.removeValue(forKey: key) }
        state.nextSweep = now + sweepInterval
        let (bound, overflow) = earliestUse.addingReportingOverflow(idleNanoseconds)
        state.noExpiryBefore = overflow ? .max : bound
        if !expired.isEmpty { changes.record() }
    }

    /// Whether `session` is unused and was last used more than the idle timeout before `now`. A
    /// last use after `now` (another request touched the session after the caller read the clock,
    /// which concurrent requests in one session do all the time) is recent, not idle: a wrapping
    /// `now &- lastUsed` made it look idle for centuries, and the session was dropped with its state.
    func isExpired(_ session: Session, now: UInt64) -> Bool {
        let lastUsed = session.lastUsedNanoseconds
        return !session.isInUse && now > lastUsed && now - lastUsed > idleNanoseconds
    }

    /// The number of sessions held, expired ones not yet swept included.
    var count: Int { state.withLock { $0.sessions.count } }

    /// The sessions held now, for saving.
    var sessions: [Session] { state.withLock { Array($0.sessions.values) } }

    /// Forgets the session `key` names, if it is held (its next request finds it again where it
    /// is stored, or starts a new one).
    func remove(_ key: SessionID) {
        state.withLock { state in
            _ = state.sessions.removeValue(forKey: key)  // the eviction order skips what is gone
        }
    }

    /// Adds restored sessions (the caller has checked them); the store's own sessions win.
    func insert(_ restored: [Session]) {
        state.withLock { state in
            for session in restored where state.sessions[session.key] == nil { state.sessions[session.key] = session }
            // Their last uses are their own: the next full store sweeps, and walks them anew.
            state.noExpiryBefore = 0
            state.evictions.reset()
        }
    }
}
