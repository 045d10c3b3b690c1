/// The server's event loops, seen from the one that accepts a connection: which should serve it.
///
/// With `EPOLLEXCLUSIVE` one loop is woken for a burst of connections and accepts them all, so
/// without balancing a benchmark's (or a proxy's) connections opened at once all land on one
/// loop, which then does all the work while the others idle; with handlers running on the loop
/// (``Router/QuickHandler``) that halves the server. Each accepted connection goes to the loop
/// with the fewest (ties to the accepting loop, which needs no hand-over).
///
/// ```swift
/// let target = group.leastLoaded(preferring: loop)
/// target.assigned.add(1, ordering: .relaxed)
/// ```
final class LoopGroup: Sendable {
    /// Every loop of the server.
    let loops: [EventLoop]

    /// A group of `loops`.
    init(_ loops: [EventLoop]) {
        self.loops = loops
    }

    /// The loop with the fewest connections, `own` when it has no more than any other.
    func leastLoaded(preferring own: EventLoop) -> EventLoop {
        var best = own
        var fewest = own.assigned.load(ordering: .relaxed)
        for loop in loops where loop !== own && !loop.isShuttingDown {
            let count = loop.assigned.load(ordering: .relaxed)
            if count < fewest {
                best = loop
                fewest = count
            }
        }
        return best
    }
}
