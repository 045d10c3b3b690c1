import HTTPServer
import Synchronization

/// `http_requests_total{route,method,code}` and `http_request_duration_seconds{route}`: every
/// series of every route made once (``prepare(routes:)``), so that counting a request is a
/// lookup of its route and three atomic operations, without a lock or an allocation.
///
/// Labels stay few: the route is the router's pattern (``RequestSummary/route``), a method
/// outside the common seven is `other`, and so is a status code outside ``codes``. A route the
/// table was not prepared with is counted as `other`.
final class RequestMetrics: Sendable {
    /// The methods with a series of their own; any other counts as `other`.
    static let methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]
    /// The status codes with a series of their own; any other counts as `other`.
    static let codes = [
        200, 201, 202, 204, 206, 301, 302, 303, 304, 307, 308, 400, 401, 403, 404, 405, 406, 408, 409, 410, 411,
        412, 413, 414, 415, 416, 417, 421, 422, 426, 428, 429, 431, 500, 501, 502, 503, 504, 505,
    ]
    /// Each code's position in ``codes`` (the last position, `other`, for the rest), by code.
    private static let codeSlots: [UInt8] = {
        var slots = [UInt8](repeating: UInt8(codes.count), count: 1000)
        for (slot, code) in codes.enumerated() { slots[code] = UInt8(slot) }
        return slots
    }()

    /// One route's series.
    final class Route: Sendable {
        let label: String
        /// By method slot (``methods``, then `other`) and code slot (``codes``, then `other`).
        let counts = AtomicCounts(count: (RequestMetrics.methods.count + 1) * (RequestMetrics.codes.count + 1))
        let duration: Histogram

        init(label: String, bounds: [Double]) {
            self.label = label
            duration = Histogram(bounds: bounds)
        }
    }

    /// The routes by label, made once by ``prepare(routes:)`` and read without a lock.
    private final class Table: Sendable {
        let routes: [Route]
        let byLabel: [String: Route]

        init(labels: [String], bounds: [Double]) {
            routes = labels.map { Route(label: $0, bounds: bounds) }
            byLabel = Dictionary(routes.map { ($0.label, $0) }) { first, _ in first }
        }
    }

    private let table = AtomicLazyReference<Table>()
    private let unmatched: Route
    private let bounds: [Double]

    /// An empty table whose duration histograms have `bounds` (seconds).
    init(bounds: [Double] = Histogram.secondsBounds) {
        self.bounds = bounds
        unmatched = Route(label: RequestSummary.unmatched, bounds: bounds)
    }

    /// Makes the series of `routes` (labels, e.g. `Router/routeLabels`); only the first call
    /// counts, later ones change nothing.
    func prepare(routes: [String]) {
        _ = table.storeIfNil(Table(labels: routes.filter { $0 != RequestSummary.unmatched }, bounds: bounds))
    }

    /// Counts one answered request.
    func record(_ summary: RequestSummary) {
        let route = table.load()?.byLabel[summary.route] ?? unmatched
        let method = summary.method.flatMap { method in Self.methods.firstIndex { $0 == method.rawValue } }
        let code = summary.status.code
        let codeSlot = (0..<1000).contains(code) ? Int(Self.codeSlots[code]) : Self.codes.count
        route.counts.add(1, at: (method ?? Self.methods.count) * (Self.codes.count + 1) + codeSlot)
        route.duration.observe(nanoseconds: summary.nanoseconds)
    }

    /// The routes in the order they were prepared, then `other`.
    private var routes: [Route] { (table.load()?.routes ?? []) + [unmatched] }

    /// Writes `http_requests_total` (the series counted at least once) in `name`.
    func writeCounts(_ name: String, to exposition: inout Exposition) {
        for route in routes {
            for method in 0...Self.methods.count {
                for code in 0...Self.codes.count {
                    let count = route.counts[method * (Self.codes.count + 1) + code]
                    guard count > 0 else { continue }
                    let methodLabel = method < Self.methods.count ? Self.methods[method] : "other"
                    let codeLabel = code < Self.codes.count ? String(Self.codes[code]) : "other"
                    exposition.sample(
                        name, labels: [("route", route.label), ("method", methodLabel), ("code", codeLabel)], value: count)
                }
            }
        }
    }

    /// Writes `http_request_duration_seconds` of the routes with at least one request in `name`.
    func writeDurations(_ name: String, to exposition: inout Exposition) {
        for route in routes where route.duration.snapshot().count > 0 {
            exposition.histogram(name, labels: [("route", route.label)], route.duration)
        }
    }
}
