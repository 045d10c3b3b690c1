/// Sessions kept outside this process (in Redis), loaded when a request names one this process
/// does not hold, and owned by one process at a time through a lease.
protocol RemoteSessions: Sendable {
    /// Takes the lease of the session `key` names and reads it; blocks for a round trip, so only
    /// a thread that may wait calls it.
    func load(_ key: SessionID) -> RemoteLoad

    /// How long (ns) a lease taken or renewed now is sure to be this process's: past it, a
    /// session's copy here may be stale and is loaded again.
    var leaseNanoseconds: UInt64 { get }

    /// Records that the session `key` names exists, so that another process its next request
    /// reaches takes it on, under the same name (a balancer routes a session's first request,
    /// which has no cookie, anywhere); nil when done, else why not. Blocks for a round trip.
    func create(_ key: SessionID) -> String?

    /// Gives up the leases of `keys` (the process is stopping), so that another process can take
    /// their sessions at once.
    func release(_ keys: [SessionID])
}

/// What loading a session found.
enum RemoteLoad {
    /// The session as stored, its lease now this process's.
    case found(SessionRecord)
    /// No such session is stored (it never was, or it expired).
    case notFound
    /// Another process holds the session's lease; it may be free after `retryAfter` seconds.
    case leased(retryAfter: Int)
    /// The store cannot be reached (why).
    case unavailable(String)
}
