import Dispatch
import Foundation
import RedisClient
import Synchronization

/// Sessions kept in Redis, for several gallery processes behind a balancer (docs/DEPLOY.md).
///
/// Each session is live in one process at a time: the process that loads it takes its lease
/// (``RedisScripts/load``), and every change it stores renews the lease and is fenced by the
/// preview's `seq` (``RedisScripts/apply``), so two processes can never both store an event of
/// the same session. A process whose change is refused (another process took the lease, or the
/// stored `seq` moved on) drops its copy; the client's retry loads the stored one.
///
/// The committer's batches go to Redis as one pipeline on a connection of their own; loads use
/// a few connections of their own, on the handler threads that wait for them.
final class RedisStore: ChangeStore, RemoteSessions {
    /// How long a lease lasts in Redis without being renewed.
    static let leaseMilliseconds = 5_000
    /// How much sooner than Redis this process stops trusting a lease: the time a round trip, a
    /// pause or a clock's drift may take.
    static let leaseMarginMilliseconds = 1_000

    let address: RedisAddress
    /// This process's name in the leases it holds.
    let token: String
    private let expiryMilliseconds: Int
    private let committing: RedisConnection
    private let idle = Mutex<[RedisConnection]>([])
    private let log: @Sendable (String) -> Void
    /// What the last round trip found (nil: Redis answered, else why not) and when (monotonic ns).
    private let lastOutcome = Mutex<(problem: String?, at: UInt64)?>(nil)
    /// Called after each round trip with its time (seconds) and whether it failed, for `/metrics`.
    private let observe: @Sendable (_ seconds: Double, _ failed: Bool) -> Void

    /// A store in the Redis at `address`, whose sessions expire `idleTimeout` seconds after
    /// their last change.
    init(
        address: RedisAddress, idleTimeout: Double, log: @escaping @Sendable (String) -> Void = { _ in },
        observe: @escaping @Sendable (_ seconds: Double, _ failed: Bool) -> Void = { _, _ in }
    ) {
        self.address = address
        token = SessionID.random().text
        expiryMilliseconds = Int(min(max(idleTimeout, 1), 1e9) * 1000)
        committing = RedisConnection(address: address)
        self.log = log
        self.observe = observe
    }

    var leaseNanoseconds: UInt64 { UInt64(Self.leaseMilliseconds - Self.leaseMarginMilliseconds) * 1_000_000 }

    // MARK: Storing changes

    func store(_ batch: [StagedChange]) -> [ChangeOutcome] {
        let commands = batch.map(command)
        var replies: [RESPValue]
        do {
            replies = try timed { () throws(RedisError) in try committing.pipeline(commands) }
            // Redis forgets its scripts when it restarts: load the script, then send again what
            // was not run (a NOSCRIPT reply ran nothing, and every later change of the batch got one too).
            if let first = replies.firstIndex(where: RedisScript.isNoScript) {
                try timed { () throws(RedisError) in try committing.load(RedisScripts.apply) }
                let again = try timed { () throws(RedisError) in try committing.pipeline(Array(commands[first...])) }
                replies.replaceSubrange(first..., with: again)
            }
        } catch {
            return Array(repeating: .failed("Redis at \(address): \(error)"), count: batch.count)
        }
        return replies.map { reply in
            switch reply {
            case .simple("OK"): .stored
            case .error(let message) where message.hasPrefix("LEASE") || message.hasPrefix("SEQ"):
                .refused("Redis refused the change: \(message)")
            case .error(let message): .failed("Redis at \(address): \(message)")
            default: .failed("Redis at \(address) answered \(reply)")
            }
        }
    }

    /// The `EVALSHA` that stores `change`.
    private func command(_ change: StagedChange) -> [RedisArgument] {
        let record = change.record
        let prefix = RedisScripts.prefix(record.session)
        let kind = record.isReset ? "r" : record.checkpoint != nil || record.dropsLog == true ? "c" : "e"
        return RedisScripts.apply.call(
            keys: [
                RedisArgument(prefix + "lease"), RedisArgument(prefix + "previews"),
                RedisArgument(prefix + "p:" + record.preview), RedisArgument(prefix + "c:" + record.preview),
                RedisArgument(prefix + "made"),
            ],
            arguments: [
                RedisArgument(token), RedisArgument(Self.leaseMilliseconds), RedisArgument(expiryMilliseconds),
                RedisArgument(record.seq), RedisArgument(change.bytes), RedisArgument(kind), RedisArgument(record.preview),
            ])
    }

    /// Whether Redis answers: what the last round trip found, when it was under a second ago;
    /// otherwise a `PING`.
    var unavailability: String? {
        let now = DispatchTime.now().uptimeNanoseconds
        if let last = lastOutcome.withLock({ $0 }), now &- last.at < 1_000_000_000 { return last.problem }
        return withConnection { connection -> String? in
            do throws(RedisError) {
                let reply = try timed { () throws(RedisError) in try connection.command("PING") }
                return reply == .simple("PONG") ? nil : "Redis at \(address) answered PING with \(reply)"
            } catch {
                return "Redis at \(address) is unreachable: \(error)"
            }
        }
    }

    func close() {
        committing.close()
        idle.withLock { connections in
            for connection in connections { connection.close() }
            connections = []
        }
    }

    // MARK: Loading sessions

    func load(_ key: SessionID) -> RemoteLoad {
        let id = key.text
        let prefix = RedisScripts.prefix(id)
        let reply: RESPValue
        do {
            reply = try withConnection { connection throws(RedisError) in
                try timed { () throws(RedisError) in
                    try connection.evaluate(
                        RedisScripts.load,
                        keys: [
                            RedisArgument(prefix + "lease"), RedisArgument(prefix + "previews"), RedisArgument(prefix + "made"),
                        ],
                        arguments: [RedisArgument(token), RedisArgument(Self.leaseMilliseconds), RedisArgument(prefix)])
                }
            }
        } catch {
            return .unavailable("Redis at \(address) is unreachable: \(error)")
        }
        switch reply {
        case .error(let message) where message.hasPrefix("LEASE"):
            let milliseconds = Int(message.split(separator: " ").last ?? "") ?? Self.leaseMilliseconds
            return .leased(retryAfter: max(1, (milliseconds + 999) / 1000))
        case .simple("NEW"):
            return .found(SessionRecord(id: id, lastUsed: Date().timeIntervalSince1970, previews: []))
        case .array(let previews?):
            if previews.isEmpty { return .notFound }
            return Self.session(id, previews: previews, log: log).map(RemoteLoad.found) ?? .notFound
        default:
            return .unavailable("Redis at \(address) answered the load with \(reply)")
        }
    }

    /// The session `id` rebuilt from the load script's answer: each preview's changes replayed
    /// from its base `seq`; nil when nothing in it is usable.
    static func session(_ id: String, previews: [RESPValue], log: (String) -> Void) -> SessionRecord? {
        var record: SessionRecord? = SessionRecord(id: id, lastUsed: 0, previews: [])
        for preview in previews {
            guard case .array(let parts?) = preview, parts.count == 3, let name = parts[0].text,
                let base = parts[1].text.flatMap({ Int($0) }), case .array(let changes?) = parts[2]
            else {
                log("Session \(id.prefix(8))…: a preview in Redis is not in the form this build writes; left out.")
                continue
            }
            record?.previews.append(
                PreviewRecord(preview: name, seq: base, checkpoint: nil, events: [], last: nil, digest: nil))
            for change in changes {
                guard case .bulk(let bytes?) = change, let decoded = ChangeRecord.decoded(bytes),
                    decoded.apply(to: &record) == .applied
                else {
                    log("Session \(id.prefix(8))…, preview \(name): a change in Redis does not apply; the rest left out.")
                    break
                }
            }
        }
        guard let record, !record.previews.isEmpty else { return nil }
        return record
    }

    func create(_ key: SessionID) -> String? {
        do {
            let reply = try withConnection { connection throws(RedisError) in
                try timed { () throws(RedisError) in
                    try connection.command(
                        "SET", RedisArgument(RedisScripts.prefix(key.text) + "made"), "1", "PX",
                        RedisArgument(expiryMilliseconds))
                }
            }
            return reply == .simple("OK") ? nil : "Redis at \(address) answered \(reply)"
        } catch {
            return "Redis at \(address) is unreachable: \(error)"
        }
    }

    func release(_ keys: [SessionID]) {
        guard !keys.isEmpty else { return }
        let commands = keys.map { key in
            RedisScripts.release.call(
                keys: [RedisArgument(RedisScripts.prefix(key.text) + "lease")], arguments: [RedisArgument(token)])
        }
        do {
            try withConnection { connection throws(RedisError) in
                try connection.load(RedisScripts.release)
                _ = try timed { () throws(RedisError) in try connection.pipeline(commands) }
            }
        } catch {
            log(
                "Cannot give up the sessions' leases in Redis at \(address) (\(error)); they lapse in \(Self.leaseMilliseconds / 1000) s."
            )
        }
    }

    // MARK: Connections

    /// Runs `body` with an idle connection (or a new one), which goes back to the idle ones after.
    private func withConnection<Result>(_ body: (RedisConnection) throws(RedisError) -> Result) throws(RedisError) -> Result {
        let connection = idle.withLock { $0.popLast() } ?? RedisConnection(address: address)
        defer { idle.withLock { $0.append(connection) } }
        return try body(connection)
    }

    private func withConnection<Result>(_ body: (RedisConnection) -> Result) -> Result {
        let connection = idle.withLock { $0.popLast() } ?? RedisConnection(address: address)
        defer { idle.withLock { $0.append(connection) } }
        return body(connection)
    }

    /// `body`'s result, its round trip reported to ``observe``.
    private func timed<Result>(_ body: () throws(RedisError) -> Result) throws(RedisError) -> Result {
        let started = DispatchTime.now().uptimeNanoseconds
        do {
            let result = try body()
            let ended = DispatchTime.now().uptimeNanoseconds
            lastOutcome.withLock { $0 = (nil, ended) }
            observe(Double(ended - started) / 1e9, false)
            return result
        } catch {
            let ended = DispatchTime.now().uptimeNanoseconds
            lastOutcome.withLock { $0 = ("Redis at \(address) is unreachable: \(error)", ended) }
            observe(Double(ended - started) / 1e9, true)
            throw error
        }
    }
}
