import HTTPServer
import Synchronization

/// What an operator's balancer and monitoring read: `GET /healthz`, `GET /readyz` and
/// `GET /metrics` (docs/API.md, "Operations").
extension GalleryApp {
    /// Adds `/healthz` (answered on the event loop: it says the process serves), `/readyz` and
    /// `/metrics` (on a handler thread: readiness checks and the exposition may take a moment).
    func addOperationsRoutes(to router: inout Router) {
        router.add(.get, "/healthz", quick: { _ in Self.healthy }) { _ in Self.healthy }
        router.add(.get, "/readyz") { _ in readinessReply() }
        let access = MetricsAccess(networks: configuration.metricsAllow)
        router.add(.get, "/metrics") { request in
            if let refusal = access.refusal(for: request) { throw HTTPError(.forbidden, refusal) }
            var response = HTTPResponse(status: .ok, body: Array(metrics.exposition().utf8))
            response.headers.add("Content-Type", Exposition.contentType)
            response.headers.add("Cache-Control", "no-store")
            return response
        }
    }

    /// `/healthz`'s answer: the process is alive and its event loops answer.
    static var healthy: HTTPResponse {
        var response = HTTPResponse.text("ok\n")
        response.headers.add("Cache-Control", "no-store")
        return response
    }

    /// `/readyz`'s answer: 200 `ready`, or 503 with `Retry-After` and why not, one reason a line.
    func readinessReply() -> HTTPResponse {
        let problems = readiness.problems()
        var response =
            problems.isEmpty
            ? HTTPResponse.text("ready\n")
            : HTTPResponse.text("not ready: " + problems.joined(separator: "\nnot ready: ") + "\n", status: .serviceUnavailable)
        if !problems.isEmpty { response.headers.add("Retry-After", "1") }
        response.headers.add("Cache-Control", "no-store")
        return response
    }

    /// The session store whose sessions the metrics count, set once it is made (after the
    /// metrics, to which the stores it uses report).
    final class CountedSessions: Sendable {
        private let slot = Mutex<SessionStore?>(nil)

        var store: SessionStore? {
            get { slot.withLock { $0 } }
            set { slot.withLock { $0 = newValue } }
        }
    }

    /// `reply`, counted as an event refused when its status says so (thrown before the event
    /// reached its preview, or a session refused), or as itself.
    func countingRefusals(_ reply: () throws -> HTTPResponse?) throws -> HTTPResponse? {
        do {
            let response = try reply()
            if let status = response?.status, status == .serviceUnavailable || status == .tooManyRequests {
                metrics.eventRefused(EventRefusal(status: status))
            }
            return response
        } catch let error as HTTPError {
            metrics.eventRefused(EventRefusal(status: error.status))
            throw error
        }
    }
}
