import Foundation
import HTTPServer

extension GalleryApp {
    /// The most events a replay may carry; a longer log gets 413.
    static let maximumReplayedEvents = 10_000

    /// The routes that look inside a preview (`POST /api/v1/previews/:id/replay`, in the
    /// environment of `?variant=` when given, as a matrix cell's instance) and the no-JS form
    /// posts (``addFormRoutes(to:)``).
    func addInspectRoutes(to router: inout Router) {
        addFormRoutes(to: &router)
        router.add(.post, "/api/v1/previews/:id/replay") { request in
            let definition = try preview(request)
            try requireSameOrigin(request)
            try requireJSON(request)
            let variant = try requestedVariant(request)
            let events = try rethrowing { () throws(GalleryError) in
                try ReplayLog.decode(request.body, limit: Self.maximumReplayedEvents)
            }
            return serverTimed { ReplayLog.replay(events, of: definition, in: variant) }
        }
    }

    /// `body`'s response with a `Server-Timing: render;dur=<ms>` field (W3C Server Timing §3)
    /// saying how long the server took to apply and render, in milliseconds.
    func serverTimed(_ body: () -> HTTPResponse) -> HTTPResponse {
        let start = ContinuousClock.now
        var response = body()
        let elapsed = ContinuousClock.now - start
        let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        response.headers.replaceOrAdd("Server-Timing", "render;dur=" + Self.milliseconds(microseconds))
        return response
    }

    /// `microseconds` as milliseconds with three decimals ("0.042"), without Foundation's
    /// formatting on the drag's path.
    static func milliseconds(_ microseconds: Int64) -> String {
        let value = max(microseconds, 0)
        let fraction = String(value % 1000)
        return String(value / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
