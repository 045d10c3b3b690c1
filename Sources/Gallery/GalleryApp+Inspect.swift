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
        let milliseconds = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
        response.headers.replaceOrAdd("Server-Timing", "render;dur=" + String(format: "%.3f", milliseconds))
        return response
    }
}
