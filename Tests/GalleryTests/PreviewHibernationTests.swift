import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("Previews that sleep and wake")
struct PreviewHibernationTests {
    /// A few events of every kind on every target: a key, a tap, a drag to 40 % and back (which
    /// the checkout sliders answer with an animated snap-back), a drag left in flight, a resize.
    static func events(for targets: [Rendering.Target]) -> [ViewEvent] {
        var events: [ViewEvent] = [.environment(colorScheme: .dark, reduceMotion: nil)]
        for target in targets {
            let width = Double(target.frame.width)
            switch target.gesture {
            case "drag":
                events += [
                    .drag(target: target.id, phase: .began, location: CGPoint(x: 3, y: 5)),
                    .drag(target: target.id, phase: .changed, location: CGPoint(x: width * 0.4, y: 5)),
                    .drag(target: target.id, phase: .ended, location: CGPoint(x: width * 0.4, y: 5)),
                    .drag(target: target.id, phase: .began, location: CGPoint(x: width * 0.2, y: 5)),
                    .drag(target: target.id, phase: .changed, location: CGPoint(x: width * 0.7, y: 5)),
                    .drag(target: target.id, phase: .ended, location: CGPoint(x: width * 0.7, y: 5)),
                ]
            case "key":
                events += [.key(target: target.id, key: .increment), .key(target: target.id, key: .pageIncrement)]
            default:
                events.append(.tap(target: target.id))
            }
        }
        events.append(.geometry(width: 300, height: nil))
        return events
    }

    /// The catalogue's previews, and two of them as variant instances (dark, right to left).
    static let cases: [(PreviewDefinition, Bool)] =
        Catalogue.standard.previews.map { ($0, false) } + [(.checkoutSlider, true), (.rangeSlider, true)]

    private static func variantEnvironment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        environment.layoutDirection = .rightToLeft
        return environment
    }

    @Test(
        "A preview put to sleep before every event answers each event, and shows its snapshot, byte for byte as one that never slept",
        arguments: cases)
    func sleepBeforeEveryEvent(definition: PreviewDefinition, isVariant: Bool) throws {
        let environment = isVariant ? Self.variantEnvironment() : nil
        let awake = PreviewInstance(definition: definition, environment: environment)
        let sleepy = PreviewInstance(definition: definition, environment: environment)
        let events = Self.events(for: awake.host.render().targets)
        var slept = 0
        for (index, event) in events.enumerated() {
            let snapshot = sleepy.snapshot()
            if sleepy.hibernate() {
                slept += 1
                #expect(!sleepy.isLive)
                #expect(sleepy.seq == awake.seq)
                // Awake again, it shows exactly what it showed, animation included.
                let woken = sleepy.snapshot()
                #expect(String(decoding: woken, as: UTF8.self) == String(decoding: snapshot, as: UTF8.self))
                #expect(sleepy.isLive)
                #expect(sleepy.hibernate(), "it was quiet and plain before it woke, and still is")
            }
            let expected = Result { () throws(GalleryError) in try awake.apply(event, seq: awake.seq + 1) }
            let actual = Result { () throws(GalleryError) in try sleepy.apply(event, seq: sleepy.seq + 1) }
            switch (expected, actual) {
            case (.success(let expected), .success(let actual)):
                #expect(
                    String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
                    "event \(index): \(event)")
            case (.failure(let expected), .failure(let actual)):
                #expect(actual.message == expected.message)
            default:
                Issue.record("event \(index) applied to one instance and not the other: \(event)")
            }
        }
        #expect(slept >= 2, "every catalogue preview's state has a plain form, so it sleeps at quiet points")
        #expect(sleepy.snapshot() == awake.snapshot())
    }

    @Test("A retry of the last event after a sleep gets the same reply, and is not applied again")
    func retryAcrossSleep() throws {
        for definition in [PreviewDefinition.checkoutSlider, .betterSlider] {
            let instance = PreviewInstance(definition: definition)
            let target = try #require(instance.host.render().targets.first { $0.gesture == "drag" })
            let width = Double(target.frame.width)
            _ = try instance.apply(.drag(target: target.id, phase: .began, location: CGPoint(x: 3, y: 5)), seq: 1)
            _ = try instance.apply(
                .drag(target: target.id, phase: .changed, location: CGPoint(x: width / 2, y: 5)), seq: 2)
            // On the checkout slider, ending halfway snaps back, animated.
            let last = ViewEvent.drag(target: target.id, phase: .ended, location: CGPoint(x: width / 2, y: 5))
            let reply = try instance.apply(last, seq: 3)
            if definition.id == PreviewDefinition.checkoutSlider.id {
                #expect(String(decoding: reply, as: UTF8.self).contains("\"animation\":{"), "the snap-back animates")
            }
            #expect(instance.hibernate())
            let retried = try instance.apply(last, seq: 3)
            #expect(String(decoding: retried, as: UTF8.self) == String(decoding: reply, as: UTF8.self))
            #expect(instance.seq == 3)
            #expect(throws: GalleryError.self) { try instance.apply(last, seq: 5) }
        }
    }

    @Test(
        "A sleeping preview is saved without waking, and comes back from the file byte for byte, retries included",
        arguments: Catalogue.standard.previews)
    func saveAsleep(definition: PreviewDefinition) throws {
        let instance = PreviewInstance(definition: definition)
        let events = Self.events(for: instance.host.render().targets)
        var lastReply: [UInt8] = []
        var lastEvent: ViewEvent?
        for event in events {
            if let reply = try? instance.apply(event, seq: instance.seq + 1) {
                lastReply = reply
                lastEvent = event
            }
        }
        let snapshot = instance.snapshot()
        #expect(instance.hibernate())
        let record = try #require(instance.record())
        #expect(!instance.isLive, "saving does not wake it")
        let archive = SessionArchive(savedAt: 0, sessions: [SessionRecord(id: "", lastUsed: 0, previews: [record])])
        let decoded = try #require(try SessionArchive.decode(try archive.encoded()).sessions.first?.previews.first)
        #expect(decoded == record)
        var reports: [String] = []
        let copy = PreviewInstance(definition: definition, record: decoded) { reports.append($0) }
        #expect(reports.isEmpty)
        #expect(copy.seq == instance.seq)
        #expect(String(decoding: copy.snapshot(), as: UTF8.self) == String(decoding: snapshot, as: UTF8.self))
        let event = try #require(lastEvent)
        #expect(try copy.apply(event, seq: copy.seq) == lastReply)
        #expect(try instance.apply(event, seq: instance.seq) == lastReply)
        // The record of the woken preview brings it back too.
        let again = PreviewInstance(definition: definition, record: try #require(instance.record())) { reports.append($0) }
        #expect(reports.isEmpty)
        #expect(again.snapshot() == snapshot)
    }

    @Test("A preview whose state has no plain form, or that is in the middle of a drag, stays live")
    func staysLive() throws {
        let opaque = PreviewDefinition(id: "opaque", title: "Opaque", section: .seed("000"), stateKeys: ["point"]) {
            OpaqueCounter()
        }
        let instance = PreviewInstance(definition: opaque)
        let target = try #require(instance.host.render().targets.first?.id)
        _ = try instance.apply(.tap(target: target), seq: 1)
        #expect(!instance.hibernate())
        #expect(instance.isLive)

        let dragging = PreviewInstance(definition: .betterSlider)
        let drag = try #require(dragging.host.render().targets.first { $0.gesture == "drag" }?.id)
        _ = try dragging.apply(.drag(target: drag, phase: .began, location: CGPoint(x: 3, y: 5)), seq: 1)
        #expect(!dragging.hibernate())
        _ = try dragging.apply(.drag(target: drag, phase: .ended, location: CGPoint(x: 40, y: 5)), seq: 2)
        #expect(dragging.hibernate())
    }

    @Test("The store keeps at most its bound of live previews, and every sleeping one answers as before")
    func boundRespected() throws {
        let store = SessionStore(capacity: 100, livePreviews: 3)
        let definitions: [PreviewDefinition] = [.betterSlider, .checkoutSlider, .defaultSlider]
        var sessions: [(Session, PreviewDefinition, [UInt8])] = []
        for index in 0..<12 {
            let definition = definitions[index % definitions.count]
            let (session, reply) = try #require(
                store.withSession(id: nil) { session, _ in
                    session.withPreview(definition) { instance -> (Session, [UInt8]) in
                        let target = instance.host.render().targets.first { $0.gesture == "key" }?.id ?? ""
                        return (session, (try? instance.apply(.key(target: target, key: .increment), seq: 1)) ?? [])
                    }
                })
            #expect(!reply.isEmpty)
            sessions.append((session, definition, reply))
            let live = sessions.reduce(0) { $0 + $1.0.livePreviewCount }
            #expect(live == min(3, sessions.count), "after session \(index)")
            #expect(try #require(store.livePreviews).count == live)
        }
        // The first sessions slept; each wakes to the same reply for a retry, and the bound holds.
        for (session, definition, reply) in sessions {
            let retried = store.withSession(id: session.id) { session, isNew in
                #expect(!isNew)
                return session.withPreview(definition) { instance in
                    let target = instance.host.current?.targets.first { $0.gesture == "key" }?.id ?? ""
                    return try? instance.apply(.key(target: target, key: .increment), seq: 1)
                }
            }
            #expect(retried == reply)
            #expect(sessions.reduce(0) { $0 + $1.0.livePreviewCount } == 3)
        }
        // A reset drops the preview's slot with it.
        let (first, definition, _) = sessions[sessions.count - 1]
        first.reset(definition)
        #expect(try #require(store.livePreviews).count == 2)
    }

    @Test("A session whose previews sleep saves and restores them through the state file")
    func sessionSaveRestore() throws {
        let store = SessionStore(capacity: 10, livePreviews: 1)
        var ids: [String] = []
        var snapshots: [[UInt8]] = []
        for definition in [PreviewDefinition.betterSlider, .checkoutSlider] {
            let (id, snapshot) = try #require(
                store.withSession(id: nil) { session, _ in
                    session.withPreview(definition) { instance -> (String, [UInt8]) in
                        let target = instance.host.render().targets.first { $0.gesture == "key" }?.id ?? ""
                        _ = try? instance.apply(.key(target: target, key: .end), seq: 1)
                        session.recordWork()
                        return (session.id, instance.snapshot())
                    }
                })
            ids.append(id)
            snapshots.append(snapshot)
        }
        let sessions = store.sessions
        #expect(sessions.reduce(0) { $0 + $1.livePreviewCount } == 1)
        let records = sessions.compactMap { $0.record(now: 0, uptime: 0) }
        #expect(records.count == 2)
        #expect(sessions.reduce(0) { $0 + $1.livePreviewCount } == 1, "saving wakes nobody")
        let restored = SessionStore(capacity: 10, livePreviews: 1)
        restored.insert(
            records.map { Session(record: $0, age: 0, changes: restored.changes, live: restored.livePreviews) { _ in } })
        for ((id, snapshot), definition) in zip(zip(ids, snapshots), [PreviewDefinition.betterSlider, .checkoutSlider]) {
            let again = restored.withSession(id: id) { session, isNew in
                #expect(!isNew)
                return session.withPreview(definition) { $0.snapshot() }
            }
            #expect(again == snapshot)
        }
        #expect(restored.sessions.reduce(0) { $0 + $1.livePreviewCount } == 1)
    }

    @Test("maxLivePreviews comes from the configuration file and bounds the app's sessions; less than 1 is refused")
    func configuration() throws {
        let decoded = try JSONDecoder().decode(GalleryConfiguration.self, from: Data(#"{"maxLivePreviews": 7}"#.utf8))
        #expect(decoded.maxLivePreviews == 7)
        #expect(GalleryConfiguration().maxLivePreviews == 2_000)
        #expect(GalleryApp(configuration: decoded).sessions.livePreviews?.limit == 7)
        var refused = GalleryConfiguration()
        refused.maxLivePreviews = 0
        #expect { try refused.validate() } throws: { "\($0)".contains("maxLivePreviews must be at least 1") }
    }
}
