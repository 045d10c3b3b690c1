import Testing

@testable import Gallery

@Suite("The ring of live previews")
struct LivePreviewsTests {
    private let session = Session(key: .random(), changes: SessionStore.Changes())

    private func make(_ keys: String...) -> [LiveSlot] {
        keys.map { LiveSlot(session: session, key: $0) }
    }

    @Test("Beyond its limit the ring gives up the slot used least recently, passing over those used since")
    func clock() {
        let ring = LivePreviews(limit: 2)
        let slots = make("a", "b", "c", "d")
        #expect(ring.admit(slots[0]).isEmpty)
        #expect(ring.admit(slots[1]).isEmpty)
        // Every slot is fresh: the hand clears each flag once, then takes the oldest.
        #expect(ring.admit(slots[2]).map(\.key) == ["a"])
        slots[1].markUsed()
        #expect(ring.admit(slots[3]).map(\.key) == ["c"], "b was used since the hand passed it")
        #expect(ring.count == 2)
        ring.remove(slots[1])
        #expect(ring.count == 1)
        ring.remove(slots[1])
        #expect(ring.count == 1, "a slot off the ring is not removed twice")
    }

    @Test("The slot of a session that is gone leaves the ring without its preview being put to sleep")
    func sessionGone() throws {
        let ring = LivePreviews(limit: 1)
        var gone: LiveSlot?
        do {
            let other = Session(key: .random(), changes: SessionStore.Changes())
            gone = LiveSlot(session: other, key: "gone")
        }
        let orphan = try #require(gone)
        #expect(orphan.session == nil)
        #expect(ring.admit(orphan).isEmpty)
        #expect(ring.admit(make("kept")[0]).isEmpty, "the orphan made room, and is no victim")
        #expect(ring.count == 1)
    }

    @Test("One admission takes at most a few slots off, and a slot given back is passed over once")
    func boundedAndReadmitted() {
        let ring = LivePreviews(limit: 1)
        let slots = make("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k")
        for slot in slots.dropLast() { ring.readmit(slot) }
        let victims = ring.admit(slots[slots.count - 1])
        #expect(victims.count == LivePreviews.maximumVictims)
        #expect(ring.count == slots.count - LivePreviews.maximumVictims)
        ring.readmit(victims[0])
        #expect(!ring.admit(make("l")[0]).contains { $0 === victims[0] })
    }

    @Test("Sleeps left to other threads are bounded: past the bound the caller must do them, and a finished one frees room")
    func deferredSleepsBounded() {
        let ring = LivePreviews(limit: 1)
        let bound = LivePreviews.maximumDeferredSleeps
        #expect(ring.reserveDeferredSleeps(bound - 1))
        #expect(ring.reserveDeferredSleeps(1), "up to the bound, sleeps may wait for another thread")
        #expect(!ring.reserveDeferredSleeps(1), "past it, the caller puts the preview to sleep itself")
        #expect(!ring.reserveDeferredSleeps(8), "a refused reservation is not counted")
        ring.finishDeferredSleeps(3)
        #expect(!ring.reserveDeferredSleeps(4))
        #expect(ring.reserveDeferredSleeps(3), "finished sleeps make room again")
        #expect(!ring.reserveDeferredSleeps(1))
    }
}
