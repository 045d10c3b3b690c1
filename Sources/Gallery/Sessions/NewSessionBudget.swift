/// How many new sessions each client address may start: a token bucket per address, so that a
/// flood of requests without a cookie (each of which would start a session and render its
/// previews) is refused cheaply with a 429 instead of starving everyone else.
///
/// Each address may start `burst` sessions at once, then `rate` a second. Requests with a valid
/// session cookie never take from it: they start no session. The buckets are kept only while they
/// matter: once the table holds ``maximumTracked`` addresses, those whose bucket has refilled are
/// forgotten (and, if that frees too little, all of them, so no flood of addresses grows it).
struct NewSessionBudget: Sendable {
    /// The most addresses tracked at once.
    static let maximumTracked = 10_000

    private struct Bucket {
        var tokens: Double
        var time: UInt64
    }

    /// New sessions a second, per address, once the burst is spent.
    let rate: Double
    /// New sessions an address may start at once.
    let burst: Double
    private var buckets: [String: Bucket] = [:]

    /// A budget of `burst` new sessions at once and `rate` a second per address.
    init(rate: Double, burst: Int) {
        self.rate = rate.isFinite && rate > 0 ? rate : 1
        self.burst = Double(max(1, burst))
    }

    /// Takes one new session for `client` at `now` (nanoseconds of the monotonic clock): nil when
    /// granted, else the whole seconds until the next one would be. An empty address (a request
    /// that did not come over a socket) is not limited.
    mutating func take(for client: String, now: UInt64) -> Int? {
        guard !client.isEmpty else { return nil }
        var bucket = buckets[client] ?? Bucket(tokens: burst, time: now)
        bucket.tokens = refilled(bucket, now: now)
        bucket.time = now
        guard bucket.tokens >= 1 else {
            buckets[client] = bucket
            return max(1, Int(((1 - bucket.tokens) / rate).rounded(.up)))
        }
        bucket.tokens -= 1
        if buckets[client] == nil, buckets.count >= Self.maximumTracked { prune(now: now) }
        buckets[client] = bucket
        return nil
    }

    /// The number of addresses tracked now.
    var trackedCount: Int { buckets.count }

    private func refilled(_ bucket: Bucket, now: UInt64) -> Double {
        let elapsed = Double(now > bucket.time ? now - bucket.time : 0) / 1e9
        return min(burst, bucket.tokens + elapsed * rate)
    }

    private mutating func prune(now: UInt64) {
        buckets = buckets.filter { refilled($0.value, now: now) < burst }
        if buckets.count >= Self.maximumTracked / 2 { buckets.removeAll() }
    }
}
