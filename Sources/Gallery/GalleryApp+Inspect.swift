import Foundation
import HTTPServer

extension GalleryApp {
    /// The most events a replay may carry; a longer log gets 413.
    static let maximumReplayedEvents = 10_000

    /// The routes that look inside a preview (`POST /api/v1/previews/:id/replay`, in the
    /// environment of `?variant=` when given, as a matrix cell's instance), its accessibility
    /// report (``addAuditRoute(to:)``) and the no-JS form posts (``addFormRoutes(to:)``).
    func addInspectRoutes(to router: inout Router) {
        addFormRoutes(to: &router)
        addAuditRoute(to: &router)
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
    ///
    /// The monotonic clock is read as nanoseconds (`DispatchTime`): a `ContinuousClock` duration
    /// took two 128-bit multiplications to give its seconds and attoseconds, on every event.
    func serverTimed(_ body: () -> HTTPResponse) -> HTTPResponse {
        let start = DispatchTime.now().uptimeNanoseconds
        var response = body()
        let end = DispatchTime.now().uptimeNanoseconds
        let microseconds = Int64(clamping: (end &- min(start, end)) / 1000)
        response.headers.replaceOrAdd("Server-Timing", Self.serverTiming(microseconds))
        return response
    }

    /// `microseconds` as milliseconds with three decimals ("0.042"), without Foundation's
    /// formatting on the drag's path.
    static func milliseconds(_ microseconds: Int64) -> String {
        milliseconds(microseconds, after: "")
    }

    /// The `Server-Timing` value for `microseconds`: `render;dur=` and ``milliseconds(_:)``,
    /// written into one string (every event's reply carries it), not joined from four.
    static func serverTiming(_ microseconds: Int64) -> String {
        milliseconds(microseconds, after: "render;dur=")
    }

    /// `prefix`, then `microseconds` as milliseconds with three decimals, written as digits.
    private static func milliseconds(_ microseconds: Int64, after prefix: StaticString) -> String {
        let value = UInt64(max(microseconds, 0))
        // At least four digits: one before the point and three after it.
        var count = 4
        var rest = value / 10_000
        while rest > 0 {
            count += 1
            rest /= 10
        }
        let length = prefix.utf8CodeUnitCount + count + 1
        return String(unsafeUninitializedCapacity: length) { buffer in
            let start = prefix.utf8CodeUnitCount
            for index in 0..<start { buffer[index] = prefix.utf8Start[index] }
            var remaining = value
            var position = length - 1
            for digit in 0..<count {
                if digit == 3 {
                    buffer[position] = UInt8(ascii: ".")
                    position -= 1
                }
                buffer[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
                position -= 1
            }
            return length
        }
    }
}
