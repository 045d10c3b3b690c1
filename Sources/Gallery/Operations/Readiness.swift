import Synchronization

/// Whether the gallery should be sent traffic (`GET /readyz`): not while it shuts down, and not
/// while a registered check fails. Parts that depend on something outside the process register
/// a named check; the signal handler marks the shutdown.
///
/// ```swift
/// app.readiness.add("state-store") { store.isReachable ? nil : "Redis at 127.0.0.1:6379 is unreachable" }
/// app.readiness.problems()   // [] when ready, else ["state-store: Redis at … is unreachable"]
/// app.readiness.beginShutdown()
/// ```
public final class Readiness: Sendable {
    /// A check: nil when its part is ready, else a short sentence saying why it is not.
    public typealias Check = @Sendable () -> String?

    private let checks = Mutex<[(name: String, check: Check)]>([])
    private let shuttingDown = Atomic<Bool>(false)

    /// Ready, with no checks.
    public init() {}

    /// Adds the check `name`, or replaces the one of that name. Checks run at each `/readyz`
    /// request, on a handler thread, in the order they were added: they should answer from what
    /// their part already knows rather than wait for a round trip.
    public func add(_ name: String, _ check: @escaping Check) {
        checks.withLock { checks in
            if let index = checks.firstIndex(where: { $0.name == name }) {
                checks[index].check = check
            } else {
                checks.append((name, check))
            }
        }
    }

    /// Marks that the process is shutting down: it is not ready from now on.
    public func beginShutdown() {
        shuttingDown.store(true, ordering: .releasing)
    }

    /// Whether ``beginShutdown()`` was called.
    public var isShuttingDown: Bool { shuttingDown.load(ordering: .acquiring) }

    /// Why the process is not ready (`shutting down`, then each failing check as `name: reason`);
    /// empty when it is ready.
    public func problems() -> [String] {
        var problems = isShuttingDown ? ["shutting down"] : []
        // Run outside the lock: a check may take a while, and may add checks itself.
        for (name, check) in checks.withLock({ $0 }) {
            if let problem = check() { problems.append("\(name): \(problem)") }
        }
        return problems
    }
}
