import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("Restoring and saving the state file")
struct SessionRestoreTests {
    private func persistence(
        _ folder: TemporaryFolder, capacity: Int = 100, idleTimeout: Double = 3600, interval: Double = 3600,
        log: LogLines = LogLines()
    ) -> (SessionPersistence, SessionStore) {
        let store = SessionStore(capacity: capacity, idleTimeout: idleTimeout, report: log.append)
        let persistence = SessionPersistence(
            directory: folder.path, interval: interval, store: store, catalogue: .standard, log: log.append)
        return (persistence, store)
    }

    /// A saved session `secondsAgo` old whose default slider is at the end (seq 1).
    private func session(_ number: Int, secondsAgo: Double, preview: String = "default-slider") throws -> SessionRecord {
        let instance = PreviewInstance(definition: .defaultSlider)
        _ = instance.snapshot()
        let target = try #require(instance.host.current?.targets.first?.id)
        _ = try instance.apply(.key(target: target, key: .end), seq: 1)
        var record = try #require(instance.record())
        record.preview = preview
        let id = String(repeating: "0", count: 31) + String(number, radix: 16)
        return SessionRecord(id: id, lastUsed: Date().timeIntervalSince1970 - secondsAgo, previews: [record])
    }

    private func write(_ sessions: [SessionRecord], to folder: TemporaryFolder) throws {
        let data = try SessionArchive(savedAt: Date().timeIntervalSince1970, sessions: sessions).encoded()
        try StateFile(directory: folder.path).write(data)
    }

    @Test("Sessions idle longer than the timeout are not restored; the cap keeps the most recent")
    func expiryAndCap() throws {
        let folder = try TemporaryFolder()
        try write(
            [
                session(1, secondsAgo: 10), session(2, secondsAgo: 7200), session(3, secondsAgo: 20),
                session(4, secondsAgo: 30), session(5, secondsAgo: 5, preview: "no-such-preview"),
            ], to: folder)
        let log = LogLines()
        let (persistence, store) = persistence(folder, capacity: 2, log: log)
        #expect(persistence.restore() == 2)
        #expect(Set(store.sessions.map(\.id)).map { $0.suffix(1) }.sorted() == ["1", "3"])
        let line = try #require(log.all.first)
        #expect(line.contains("Restored 2 sessions") && line.contains("1 beyond maxSessions"))
        #expect(line.contains("2 expired or unusable") && line.contains("1 previews no longer in the catalogue"))
    }

    @Test("A restored session's idle time goes on from when it was last used, not from the restart")
    func idleTimeCarriesOver() throws {
        let folder = try TemporaryFolder()
        try write([session(1, secondsAgo: 50)], to: folder)
        let (persistence, store) = persistence(folder, idleTimeout: 60)
        #expect(persistence.restore() == 1)
        let restored = try #require(store.sessions.first)
        let idle = DispatchTime.now().uptimeNanoseconds - restored.lastUsedNanoseconds
        #expect(idle >= 50_000_000_000)
        #expect(!store.isExpired(restored, now: DispatchTime.now().uptimeNanoseconds))
        #expect(store.isExpired(restored, now: restored.lastUsedNanoseconds + 61_000_000_000))
    }

    @Test(
        "An unreadable file is reported, moved aside, and the gallery starts with no sessions",
        arguments: ["", "{\"format\": \"stylegallery-sessions\", \"version\": 1, \"sessions\": [{\"id\": ", "not json"])
    func unreadable(content: String) throws {
        let folder = try TemporaryFolder()
        let file = StateFile(directory: folder.path)
        try Data(content.utf8).write(to: URL(fileURLWithPath: file.path))
        let log = LogLines()
        let (persistence, store) = persistence(folder, log: log)
        #expect(persistence.restore() == 0)
        #expect(store.count == 0)
        #expect(log.all.contains { $0.contains("Cannot restore sessions") && $0.contains("Starting with no sessions") })
        #expect(FileManager.default.fileExists(atPath: file.path + ".unreadable"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("A periodic save that writes says so in the log, so a shutdown right after it, with nothing new, is not silent")
    func periodicSavesAreLogged() async throws {
        let folder = try TemporaryFolder()
        let log = LogLines()
        let (persistence, store) = persistence(folder, interval: 0.05, log: log)
        store.withSession(id: nil) { session, _ in
            session.withPreview(.defaultSlider) { instance in
                let target = instance.snapshot().isEmpty ? nil : instance.host.current?.targets.first?.id
                _ = target.map { try? instance.apply(.key(target: $0, key: .end), seq: 1) }
            }
            session.recordWork()
        }
        persistence.start()
        defer { persistence.stop() }
        for _ in 0..<200 where !log.all.contains("Saved 1 session.") { try await Task.sleep(for: .milliseconds(25)) }
        #expect(log.all.filter { $0 == "Saved 1 session." }.count == 1, "one save, logged once: \(log.all)")
        #expect(persistence.save() == nil, "the shutdown's save has nothing new")
    }

    @Test("Sessions in which nothing happened are not saved: no file, no \"Saved 0 sessions.\"; the first event is")
    func nothingHappenedNothingSaved() throws {
        let folder = try TemporaryFolder()
        let (persistence, store) = persistence(folder)
        #expect(persistence.restore() == 0)
        let target = store.withSession(id: nil) { session, _ in
            session.withPreview(.defaultSlider) { instance in
                _ = instance.snapshot()
                return instance.host.current?.targets.first?.id
            }
        }
        #expect(store.count == 1, "a page was opened: a session without events")
        #expect(persistence.save() == nil, "nothing happened, so nothing is saved")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let session = try #require(store.sessions.first)
        let key = try #require(target ?? nil)
        let applied = session.withPreview(.defaultSlider) { (try? $0.apply(.key(target: key, key: .end), seq: 1)) != nil }
        #expect(applied)
        #expect(persistence.save() == 1)
    }

    @Test("A save writes only when something changed, and leaves no temporary file behind")
    func savesOnlyChanges() throws {
        let folder = try TemporaryFolder()
        try write([session(1, secondsAgo: 1)], to: folder)
        let (persistence, store) = persistence(folder)
        #expect(persistence.restore() == 1)
        #expect(persistence.save() == nil)
        let session = try #require(store.sessions.first)
        let found = session.withPreview(.defaultSlider) { instance in
            _ = instance.snapshot()
            return instance.host.current?.targets.first?.id
        }
        let target = try #require(found)
        let applied = session.withPreview(.defaultSlider) { (try? $0.apply(.key(target: target, key: .home), seq: 2)) != nil }
        #expect(applied)
        #expect(persistence.save() == 1)
        #expect(persistence.save() == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == ["sessions.json"])
        let archive = try SessionArchive.decode(try #require(try StateFile(directory: folder.path).read()))
        #expect(archive.sessions.first?.previews.first?.seq == 2)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path + "/sessions.json")[.posixPermissions]
        #expect(mode as? Int == 0o600)
    }

    @Test("Temporary files left by a write killed midway are removed at start")
    func leftovers() throws {
        let folder = try TemporaryFolder()
        let file = StateFile(directory: folder.path)
        try Data("half a fi".utf8).write(to: URL(fileURLWithPath: file.path + ".tmp-12345"))
        let (persistence, _) = persistence(folder)
        #expect(persistence.restore() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
