import HTTPServer
import Testing

@testable import Gallery

/// The registry's parts: histogram buckets, the exposition's escaping and numbers, the request
/// table's bounded labels, and readiness.
@Suite("Metrics primitives")
struct MetricsPrimitivesTests {
    @Test("A histogram counts each observation in the first bucket at or above it; cumulative at scrape")
    func histogramBuckets() {
        let histogram = Histogram(bounds: [1, 2, 5])
        for value in [0.5, 1, 1.5, 5, 7, 100] { histogram.observe(value) }
        let snapshot = histogram.snapshot()
        #expect(snapshot.cumulative == [2, 3, 4, 6])
        #expect(snapshot.count == 6)
        #expect(snapshot.sum == 115)
        histogram.observe(nanoseconds: 1_500_000_000)
        #expect(histogram.snapshot().cumulative == [2, 4, 5, 7])
    }

    @Test("Label values escape backslash, quote and line feed; HELP escapes backslash and line feed")
    func escaping() throws {
        var exposition = Exposition()
        exposition.family("x_total", help: "a \\ b\nc \"q\"", type: .counter)
        exposition.sample("x_total", labels: [("path", "a\\b\"c\nd")], value: UInt64(3))
        #expect(
            exposition.text == "# HELP x_total a \\\\ b\\nc \"q\"\n# TYPE x_total counter\nx_total{path=\"a\\\\b\\\"c\\nd\"} 3\n")
        let check = try ExpositionCheck(exposition.text)
        #expect(check.value("x_total", ["path": "a\\b\"c\nd"]) == 3)
    }

    @Test("Numbers are written as Prometheus reads them", arguments: [(1.0, "1"), (0.00025, "0.00025"), (2.5, "2.5")])
    func numbers(value: Double, text: String) {
        #expect(Exposition.number(value) == text)
    }

    @Test("Infinities and NaN have their spellings")
    func specialNumbers() {
        #expect(Exposition.number(.infinity) == "+Inf")
        #expect(Exposition.number(-.infinity) == "-Inf")
        #expect(Exposition.number(.nan) == "NaN")
    }

    @Test("Unusual methods, codes and unprepared routes fall into other")
    func boundedLabels() throws {
        let requests = RequestMetrics()
        requests.prepare(routes: ["/a"])
        requests.prepare(routes: ["/b"])
        requests.record(RequestSummary(route: "/a", method: .get, status: .ok, nanoseconds: 1000))
        requests.record(RequestSummary(route: "/a", method: .trace, status: HTTPStatus(code: 599), nanoseconds: 1000))
        requests.record(RequestSummary(route: "/b", method: nil, status: .badRequest, nanoseconds: 1000))
        var exposition = Exposition()
        exposition.family("r", help: "r", type: .counter)
        requests.writeCounts("r", to: &exposition)
        let check = try ExpositionCheck(exposition.text)
        #expect(check.value("r", ["route": "/a", "method": "GET", "code": "200"]) == 1)
        #expect(check.value("r", ["route": "/a", "method": "other", "code": "other"]) == 1)
        #expect(check.value("r", ["route": "other", "method": "other", "code": "400"]) == 1, "only the first prepare counts")
        #expect(check.samples.count == 3)
    }

    @Test("Readiness: ready with passing checks, a replaced check counts once, shutdown is final")
    func readiness() {
        let readiness = Readiness()
        #expect(readiness.problems().isEmpty)
        readiness.add("a") { "down" }
        readiness.add("b") { nil }
        #expect(readiness.problems() == ["a: down"])
        readiness.add("a") { nil }
        #expect(readiness.problems().isEmpty)
        readiness.beginShutdown()
        #expect(readiness.isShuttingDown)
        #expect(readiness.problems() == ["shutting down"])
    }
}
