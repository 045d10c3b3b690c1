import Foundation
import Stylish
import Testing

@testable import Gallery

/// A preview put to sleep without keeping the digest of its snapshot (a gallery that saves no
/// sessions) gives, when a record is asked of it after all, the record of one that kept it.
@Suite("Previews that sleep without their digest")
struct SleepingDigestTests {
    @Test(
        "After every event, a preview asleep without its digest records what one asleep with it records",
        arguments: PreviewHibernationTests.cases)
    func sameRecord(definition: PreviewDefinition, isVariant: Bool) throws {
        var environment: EnvironmentValues?
        if isVariant {
            var dark = EnvironmentValues()
            dark.colorScheme = .dark
            environment = dark
        }
        let keeping = PreviewInstance(definition: definition, environment: environment)
        let leaving = PreviewInstance(definition: definition, environment: environment)
        let events = PreviewHibernationTests.events(for: keeping.host.render().targets)
        var slept = 0
        for event in events {
            let seq = keeping.seq + 1
            let replies = (try? keeping.apply(event, seq: seq), try? leaving.apply(event, seq: seq))
            #expect(replies.0 == replies.1)
            let asleep = (keeping.hibernate(keepingDigest: true), leaving.hibernate(keepingDigest: false))
            #expect(asleep.0 == asleep.1)
            if asleep.0 { slept += 1 }
            #expect(keeping.record() == leaving.record())
            #expect(leaving.isLive == keeping.isLive, "a record does not wake it")
        }
        #expect(slept > 0)
    }

    @Test("A store whose sessions are not saved puts previews to sleep without their digest; one saved keeps it")
    func storeChoosesDigest() throws {
        for saved in [false, true] {
            let store = SessionStore(capacity: 10, livePreviews: 1, saved: saved)
            #expect(store.livePreviews?.keepsDigests == saved)
            let definition = try #require(Catalogue.standard.preview("checkout-slider"))
            let first = try #require(store.withSession(id: nil) { session, _ in session })
            first.withPreview(definition) { _ = try? $0.apply(.geometry(width: 300, height: nil), seq: 1) }
            let second = try #require(store.withSession(id: nil) { session, _ in session })
            second.withPreview(definition) { _ = $0.snapshot() }
            #expect(first.isAwake(definition) == false, "the second session's preview put the first's to sleep")
            let record = try #require(first.record(now: 0, uptime: 0)?.previews.first)
            let copy = PreviewInstance(definition: definition, record: record) { Issue.record("\($0)") }
            #expect(copy.seq == 1)
        }
    }
}
