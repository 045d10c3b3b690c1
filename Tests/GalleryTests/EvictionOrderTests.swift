import TestSupport
import Testing

@testable import Gallery

/// ``EvictionOrder`` against the walk it replaced: every victim it names is one that walking every
/// session would have named, through random uses, work, new sessions, evictions and expiries.
@Suite("Which session a full store evicts")
struct EvictionOrderTests {
    /// The walk of every session that ``EvictionOrder`` replaces: the least recently used idle
    /// session that never did work, else the least recently used idle one; nil when all are busy.
    private func walkedVictim(_ sessions: [SessionID: Session]) -> (lastUsed: UInt64, worked: Bool)? {
        let idle = sessions.values.filter { !$0.isInUse }
        let fresh = idle.filter { !$0.hasWorked }.map(\.lastUsedNanoseconds).min()
        if let fresh { return (fresh, false) }
        return idle.map(\.lastUsedNanoseconds).min().map { ($0, true) }
    }

    /// Runs `steps` random operations on a store of about `size` sessions and checks every eviction.
    private func check(seed: UInt64, size: Int, steps: Int, workShare: Int) {
        var random = SplitMix(seed: seed)
        let changes = SessionStore.Changes()
        var sessions: [SessionID: Session] = [:]
        var order = EvictionOrder()
        var busy: [Session] = []
        func add() {
            let session = Session(key: .random(), changes: changes)
            sessions[session.key] = session
            order.added(session.key)
        }
        for _ in 0..<size { add() }
        var evictions = 0
        for _ in 0..<steps {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<25:  // a request begins on a random session; some do work
                guard let session = sessions.values.randomElement(using: &random) else { continue }
                session.beginUse()
                if Int.random(in: 0..<100, using: &random) < workShare { session.recordWork() }
                busy.append(session)
            case 25..<50:  // a request ends
                guard !busy.isEmpty else { continue }
                busy.remove(at: Int.random(in: 0..<busy.count, using: &random)).endUse()
            case 50..<53:  // a session expires (the sweep drops it)
                guard let session = sessions.values.randomElement(using: &random), !session.isInUse else { continue }
                sessions.removeValue(forKey: session.key)
            default:  // a new session in a full store: one is evicted first
                let expected = walkedVictim(sessions)
                let victim = order.victim(in: sessions)
                if let expected {
                    let chosen = victim.flatMap { sessions[$0] }
                    #expect(chosen?.isInUse == false, "seed \(seed): a busy or unknown session was named")
                    #expect(chosen?.hasWorked == expected.worked, "seed \(seed): the wrong kind of session")
                    #expect(
                        chosen?.lastUsedNanoseconds == expected.lastUsed, "seed \(seed): not the least recently used")
                    if let victim { sessions.removeValue(forKey: victim) }
                    evictions += 1
                } else {
                    #expect(victim == nil, "seed \(seed): every session is busy, yet one was named")
                }
                add()
            }
        }
        #expect(evictions > steps / 3)
        for session in busy { session.endUse() }
    }

    @Test(
        "Every victim is the one a walk of every session names", arguments: [(1, 10), (2, 100), (3, 300), (4, 1000)])
    func matchesTheWalk(seed: UInt64, size: Int) {
        check(seed: seed, size: size, steps: 3000, workShare: 30)
    }

    @Test("Mostly sessions that did work, so fresh ones run out and worked ones go", arguments: [5, 6])
    func workedSessionsGoLast(seed: UInt64) {
        check(seed: seed, size: 200, steps: 3000, workShare: 95)
    }

    @Test("More idle sessions of a kind than a walk keeps: the lists run out and the sessions are walked again")
    func longerThanTheLists() {
        let changes = SessionStore.Changes()
        var sessions: [SessionID: Session] = [:]
        var order = EvictionOrder()
        var made: [Session] = []
        for _ in 0..<(3 * EvictionOrder.limit) {
            let session = Session(key: .random(), changes: changes)
            sessions[session.key] = session
            made.append(session)
        }
        // Oldest first, each victim is the next one made, well past the first walk's list.
        for expected in made.prefix(2 * EvictionOrder.limit + 1) {
            let victim = order.victim(in: sessions)
            // By its last use, which two sessions made within one clock tick would share.
            #expect(victim.flatMap { sessions[$0] }?.lastUsedNanoseconds == expected.lastUsedNanoseconds)
            if let victim { sessions.removeValue(forKey: victim) }
        }
    }
}
