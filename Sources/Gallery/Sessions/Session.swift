import Dispatch
import Foundation
import Synchronization

/// One client's previews, behind one lock: its events are applied one at a time.
final class Session: Sendable {
    /// The cookie value that names the session.
    let id: String
    private let previews = Mutex<[String: PreviewInstance]>([:])
    private let lastUsed = Atomic<UInt64>(0)
    private let users = Atomic<Int>(0)
    private let worked = Atomic<Bool>(false)

    init(id: String) {
        self.id = id
        touch()
    }

    /// Runs `body` with the session's instance of `definition`, made on first use.
    func withPreview<Result: Sendable>(_ definition: PreviewDefinition, _ body: (PreviewInstance) -> Result) -> Result {
        touch()
        return previews.withLock { previews in
            let instance = previews[definition.id] ?? PreviewInstance(definition: definition)
            previews[definition.id] = instance
            return body(instance)
        }
    }

    /// Forgets the session's state of `definition`.
    func reset(_ definition: PreviewDefinition) {
        touch()
        previews.withLock { _ = $0.removeValue(forKey: definition.id) }
    }

    /// When the session was last used, in nanoseconds of the monotonic clock.
    var lastUsedNanoseconds: UInt64 { lastUsed.load(ordering: .relaxed) }

    /// Whether a request is using the session now (then it is not idle, whatever `lastUsed` says).
    var isInUse: Bool { users.load(ordering: .acquiring) > 0 }

    /// Whether the session did work (an event applied, a preview reset): a full store evicts such
    /// sessions only after every idle session that did none.
    var hasWorked: Bool { worked.load(ordering: .relaxed) }

    /// Records that the session did work a client would miss.
    func recordWork() { worked.store(true, ordering: .relaxed) }

    /// Marks the session in use by one more request.
    func beginUse() {
        users.add(1, ordering: .acquiringAndReleasing)
        touch()
    }

    /// Marks one request done with the session; its idle time starts now.
    func endUse() {
        touch()
        users.subtract(1, ordering: .acquiringAndReleasing)
    }

    private func touch() {
        lastUsed.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
    }
}
