import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Gallery

/// What the changes' `done`s heard, in the order they were called.
private final class Outcomes: Sendable {
    let heard = Mutex<[(seq: Int, outcome: ChangeOutcome)]>([])
    let told = DispatchSemaphore(value: 0)

    func done(_ seq: Int) -> @Sendable (ChangeOutcome) -> Void {
        { [self] outcome in
            heard.withLock { $0.append((seq, outcome)) }
            told.signal()
        }
    }

    var seqs: [Int] { heard.withLock { $0.map(\.seq) } }

    /// Waits for `count` more outcomes, each at most `seconds`.
    func wait(for count: Int, seconds: Double = 5) -> Bool {
        (0..<count).allSatisfy { _ in told.wait(timeout: .now() + seconds) == .success }
    }
}

@Suite("The group committer: batches stored in order, an event loop's turn handed over as one")
struct GroupCommitterTests {
    @Test("Changes queued for the end of a turn wait for it, and are then stored as one batch")
    func oneBatchPerTurn() throws {
        let folder = try TemporaryFolder()
        let journal = JournalStore(stateDirectory: folder.path)
        let batches = Mutex<[Int]>([])
        let committer = GroupCommitter(store: journal, name: "sg-commit-test") { batch, _ in
            batches.withLock { $0.append(batch) }
        }
        defer { committer.close() }
        let outcomes = Outcomes()
        for seq in 1...5 {
            committer.submit(try StagedChange(keyChange(seq)), atTurnEnd: true, done: outcomes.done(seq))
        }
        #expect(!outcomes.wait(for: 1, seconds: 0.2), "the committer's thread was not woken for them")
        #expect(journal.read(from: 0).isEmpty)
        committer.turnEnded()
        #expect(outcomes.wait(for: 5))
        #expect(outcomes.heard.withLock { $0.allSatisfy { $0.outcome == .stored } })
        #expect(outcomes.seqs == Array(1...5))
        #expect(batches.withLock { $0 } == [5], "the turn's five changes, one write and one sync")
        #expect(journal.read(from: 0).map(\.seq) == Array(1...5))
    }

    @Test("Changes of turns and of other threads, mixed, are stored and told in the order they were queued")
    func mixedInOrder() throws {
        let folder = try TemporaryFolder()
        let journal = JournalStore(stateDirectory: folder.path)
        let committer = GroupCommitter(store: journal, name: "sg-commit-test")
        defer { committer.close() }
        let outcomes = Outcomes()
        for seq in 1...200 {
            // Two of three are a loop's, whose turn ends after every fourth change.
            committer.submit(try StagedChange(keyChange(seq)), atTurnEnd: seq % 3 != 0, done: outcomes.done(seq))
            if seq % 4 == 0 { committer.turnEnded() }
        }
        committer.turnEnded()
        #expect(outcomes.wait(for: 200))
        committer.close()
        #expect(outcomes.seqs == Array(1...200))
        #expect(journal.read(from: 0).map(\.seq) == Array(1...200))
    }

    @Test("Closing stores what no end of turn handed over")
    func closeStoresTheRest() throws {
        let folder = try TemporaryFolder()
        let journal = JournalStore(stateDirectory: folder.path)
        let committer = GroupCommitter(store: journal, name: "sg-commit-test")
        let outcomes = Outcomes()
        committer.submit(try StagedChange(keyChange(1)), atTurnEnd: true, done: outcomes.done(1))
        committer.close()
        #expect(outcomes.seqs == [1])
        #expect(journal.read(from: 0).map(\.seq) == [1])
    }
}
