import Foundation
import Synchronization

/// The sessions of all clients, by cookie; the least recently used go when there are too many.
final class SessionStore: Sendable {
    /// The name of the session cookie.
    static let cookieName = "sg_session"

    private let sessions = Mutex<[String: Session]>([:])
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The session the request's cookie names, or a new one (then `isNew` is true).
    func session(id: String?) -> (session: Session, isNew: Bool) {
        sessions.withLock { sessions in
            if let id, let session = sessions[id] { return (session, false) }
            if sessions.count >= capacity,
                let oldest = sessions.values.min(by: { $0.lastUsedNanoseconds < $1.lastUsedNanoseconds })
            {
                sessions.removeValue(forKey: oldest.id)
            }
            let session = Session(id: Self.newID())
            sessions[session.id] = session
            return (session, true)
        }
    }

    /// The number of live sessions.
    var count: Int { sessions.withLock { $0.count } }

    /// 128 random bits as 32 hex digits.
    private static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
