import HTTPServer

/// The gallery's metrics, each named `stylegallery_…`, served at `GET /metrics` (docs/API.md):
/// requests by route, events applied and refused, sessions and live previews, state-store round
/// trips and journal commits.
///
/// Every series is made when the app is; counting is atomic adds, safe from any thread and on
/// the event loop.
///
/// ```swift
/// app.metrics.stateStoreRoundTrip(seconds: 0.0004, failed: false)
/// app.metrics.journalCommitted(batch: 12, seconds: 0.0021)
/// ```
final class Metrics: Sendable {
    /// The prefix of every metric's name.
    static let prefix = "stylegallery_"

    /// The families, in the order `/metrics` lists them.
    let registry: MetricsRegistry
    /// `http_requests_total` and `http_request_duration_seconds`.
    let requests: RequestMetrics
    /// What the server calls with each answered request (``ServerConfiguration/requestObserver``).
    let requestObserver: RequestObserver
    private let eventsApplied: Counter
    /// By ``EventRefusal``, in the order of its cases.
    private let eventsRefused: [Counter]
    private let stateStoreRoundTrips: Counter
    private let stateStoreErrors: Counter
    private let stateStoreSeconds: Histogram
    private let journalCommits: Counter
    private let journalBatchSize: Histogram
    private let journalSeconds: Histogram

    /// Bounds for the number of records a journal commit writes.
    static let batchBounds: [Double] = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]

    /// The gallery's metrics, all at zero; `sessions` and `livePreviews` are read at each scrape.
    init(sessions: @escaping @Sendable () -> Int, livePreviews: @escaping @Sendable () -> Int) {
        let registry = MetricsRegistry()
        let requests = RequestMetrics()
        self.registry = registry
        self.requests = requests
        requestObserver = RequestObserver { requests.record($0) }
        let name = Self.name
        let total = name("http_requests_total")
        registry.register(total, help: "HTTP requests answered, by route, method and status code.", type: .counter) {
            requests.writeCounts(total, to: &$0)
        }
        let duration = name("http_request_duration_seconds")
        registry.register(duration, help: "Time from a request's arrival to its response, by route.", type: .histogram) {
            requests.writeDurations(duration, to: &$0)
        }
        eventsApplied = registry.counter(name("events_applied_total"), help: "Events applied to a preview.")
        eventsRefused = registry.counters(
            name("events_refused_total"), help: "Events refused, by reason.", label: "reason",
            values: EventRefusal.allCases.map(\.rawValue))
        registry.gauge(name("sessions"), help: "Sessions held.") { Double(sessions()) }
        registry.gauge(name("live_previews"), help: "Previews live in memory (the others sleep).") {
            Double(livePreviews())
        }
        stateStoreRoundTrips = registry.counter(
            name("state_store_round_trips_total"), help: "Round trips to the state store (Redis).")
        stateStoreErrors = registry.counter(
            name("state_store_errors_total"), help: "State-store round trips that failed.")
        stateStoreSeconds = registry.histogram(
            name("state_store_round_trip_seconds"), help: "Time of a round trip to the state store.",
            bounds: Histogram.secondsBounds)
        journalCommits = registry.counter(name("journal_commits_total"), help: "Journal commits (each written and fsynced).")
        journalBatchSize = registry.histogram(
            name("journal_commit_batch_size"), help: "Records written by one journal commit.", bounds: Self.batchBounds)
        journalSeconds = registry.histogram(
            name("journal_commit_seconds"), help: "Time of a journal commit, its fsync included.",
            bounds: Histogram.secondsBounds)
    }

    /// The metric's full name: ``prefix`` and `suffix`.
    static func name(_ suffix: String) -> String { prefix + suffix }

    /// Counts an event applied to a preview.
    func eventApplied() { eventsApplied.increment() }

    /// Counts an event refused for `reason`.
    func eventRefused(_ reason: EventRefusal) {
        eventsRefused[EventRefusal.allCases.firstIndex(of: reason) ?? eventsRefused.count - 1].increment()
    }

    /// Counts one round trip to the state store that took `seconds`; `failed` when it did not
    /// get its answer (a timeout, a lost connection, an error reply).
    func stateStoreRoundTrip(seconds: Double, failed: Bool) {
        stateStoreRoundTrips.increment()
        if failed { stateStoreErrors.increment() }
        stateStoreSeconds.observe(seconds)
    }

    /// Counts one journal commit of `batch` records that took `seconds`, its fsync included.
    func journalCommitted(batch: Int, seconds: Double) {
        journalCommits.increment()
        journalBatchSize.observe(Double(batch))
        journalSeconds.observe(seconds)
    }

    /// Every metric in Prometheus' text exposition format.
    func exposition() -> String { registry.exposition() }
}
