import Foundation
import RedisClient
import RedisTestSupport
import Testing

/// Against a real redis-server of each test's own.
@Suite struct RedisConnectionTests {
    @Test func aPipelineOf1000CommandsAnswersInOrder() throws {
        let redis = try RedisServerProcess.start()
        defer { redis.stop() }
        let connection = RedisConnection(address: redis.address)
        let pushes: [[RedisArgument]] = (0..<1000).map { ["RPUSH", "list", RedisArgument("item \($0)")] }
        #expect(try connection.pipeline(pushes) == (1...1000).map { .integer($0) })
        let reads: [[RedisArgument]] = (0..<1000).map { ["LINDEX", "list", RedisArgument($0)] }
        #expect(try connection.pipeline(reads) == (0..<1000).map { .bulk(Array("item \($0)".utf8)) })
        #expect(connection.roundTrips == 2)
        #expect(connection.failures == 0)
    }

    @Test func valuesAreBinarySafeAndLarge() throws {
        let redis = try RedisServerProcess.start()
        defer { redis.stop() }
        let connection = RedisConnection(address: redis.address)
        let everyByte = (0...255).map { UInt8($0) }
        let large = (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let replies = try connection.pipeline([
            ["SET", "bytes", RedisArgument(everyByte)], ["SET", "large", RedisArgument(large)], ["GET", "bytes"],
            ["GET", "large"],
            ["GET", "missing"],
        ])
        #expect(replies == [.simple("OK"), .simple("OK"), .bulk(everyByte), .bulk(large), .bulk(nil)])
    }

    @Test func anErrorReplyIsAReplyNotAThrow() throws {
        let redis = try RedisServerProcess.start()
        defer { redis.stop() }
        let connection = RedisConnection(address: redis.address)
        let replies = try connection.pipeline([["SET", "k", "v"], ["INCR", "k"], ["GET", "k"]])
        #expect(replies[0] == .simple("OK"))
        guard case .error(let message) = replies[1] else {
            Issue.record("INCR of a string answered \(replies[1])")
            return
        }
        #expect(message.hasPrefix("ERR"))
        #expect(replies[2] == .bulk(Array("v".utf8)))
        #expect(connection.failures == 0)
    }

    @Test func evaluateFallsBackToEvalOnNoScript() throws {
        let redis = try RedisServerProcess.start()
        defer { redis.stop() }
        let connection = RedisConnection(address: redis.address)
        let script = RedisScript("return redis.call('INCRBY', KEYS[1], ARGV[1])")
        #expect(try connection.command("SCRIPT", "EXISTS", RedisArgument(script.sha1)) == .array([.integer(0)]))
        // EVALSHA alone: NOSCRIPT, as a reply.
        let unknown = try connection.pipeline([script.call(keys: ["n"], arguments: [5])])[0]
        #expect(RedisScript.isNoScript(unknown))
        // evaluate: EVALSHA, NOSCRIPT, then EVAL, which leaves the script in Redis.
        #expect(try connection.evaluate(script, keys: ["n"], arguments: [5]) == .integer(5))
        #expect(try connection.command("SCRIPT", "EXISTS", RedisArgument(script.sha1)) == .array([.integer(1)]))
        #expect(try connection.pipeline([script.call(keys: ["n"], arguments: [2])]) == [.integer(7)])
        // Flushed scripts come back through load(_:) under the same SHA-1.
        #expect(try connection.command("SCRIPT", "FLUSH") == .simple("OK"))
        try connection.load(script)
        #expect(try connection.pipeline([script.call(keys: ["n"], arguments: [3])]) == [.integer(10)])
    }

    @Test func loadingABrokenScriptThrowsRedisMessage() throws {
        let redis = try RedisServerProcess.start()
        defer { redis.stop() }
        let connection = RedisConnection(address: redis.address)
        #expect {
            try connection.load(RedisScript("return ("))
        } throws: { error in
            guard case .protocolError(let message) = error as? RedisError else { return false }
            return message.contains("SCRIPT LOAD refused the script") && message.contains("ERR")
        }
        // The connection stays usable.
        #expect(try connection.command("PING") == .simple("PONG"))
    }

    @Test func theAddressDatabaseIsSelected() throws {
        let redis = try RedisServerProcess.start()
        defer { redis.stop() }
        let third = RedisConnection(address: try RedisAddress(url: "\(redis.url)/3"))
        let first = RedisConnection(address: redis.address)
        #expect(try third.command("SET", "where", "three") == .simple("OK"))
        #expect(try first.command("GET", "where") == .bulk(nil))
        #expect(try third.command("GET", "where") == .bulk(Array("three".utf8)))
        #expect(try first.command("SELECT", 3) == .simple("OK"))
        #expect(try first.command("GET", "where") == .bulk(Array("three".utf8)))

        let missing = RedisConnection(address: try RedisAddress(url: "\(redis.url)/99"))
        #expect {
            try missing.command("PING")
        } throws: { error in
            guard case .invalidAddress(let message) = error as? RedisError else { return false }
            return message.contains("SELECT 99 answered ERR")
        }
    }

    @Test func nothingListeningIsUnavailableAtOnce() throws {
        let redis = try RedisServerProcess.start()
        let address = redis.address
        redis.stop()
        let connection = RedisConnection(address: address, timeout: 5)
        let started = ContinuousClock.now
        #expect {
            try connection.command("PING")
        } throws: { error in
            guard case .unavailable(let message) = error as? RedisError else { return false }
            return message.contains("Connection refused")
        }
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(connection.failures == 1)
    }

    /// Redis stopped: the call that finds it gone fails, the calls during the back-off fail at
    /// once; restarted, the connection comes back by itself.
    @Test func aRestartIsUnavailableDuringBackOffThenRecovers() throws {
        let redis = try RedisServerProcess.start()
        defer { redis.stop() }
        let connection = RedisConnection(address: redis.address, timeout: 1)
        #expect(try connection.command("SET", "k", "v") == .simple("OK"))
        redis.stop()
        #expect(throws: RedisError.self) { try connection.command("GET", "k") }
        let refused = ContinuousClock.now
        #expect {
            try connection.command("GET", "k")
        } throws: { error in
            guard case .unavailable(let message) = error as? RedisError else { return false }
            return message.contains("backing off")
        }
        #expect(ContinuousClock.now - refused < .milliseconds(100))
        try redis.restart()
        let restarted = ContinuousClock.now
        var reply: RESPValue?
        var refusals = 0
        while reply == nil, ContinuousClock.now - restarted < .seconds(5) {
            do {
                reply = try connection.command("SET", "k", "again")
            } catch RedisError.unavailable {
                refusals += 1
                usleep(10_000)
            }
        }
        #expect(reply == .simple("OK"))
        #expect(try connection.command("GET", "k") == .bulk(Array("again".utf8)))
        #expect(connection.failures == 2 + refusals)
    }

    /// A connection Redis closed while it was idle is replaced before the next command, without
    /// a failure.
    @Test func anIdleConnectionClosedByRedisIsReplaced() throws {
        let redis = try RedisServerProcess.start()
        defer { redis.stop() }
        let connection = RedisConnection(address: redis.address)
        #expect(try connection.command("CLIENT", "SETNAME", "victim") == .simple("OK"))
        let killer = RedisConnection(address: redis.address)
        #expect(try killer.command("CLIENT", "KILL", "TYPE", "normal", "SKIPME", "yes") == .integer(1))
        usleep(50_000)
        #expect(try connection.command("CLIENT", "GETNAME") == .bulk(nil))
        #expect(connection.failures == 0)
    }

    /// close() ends the connection without a back-off: the next call connects again at once.
    @Test func closeThenTheNextCallReconnects() throws {
        let redis = try RedisServerProcess.start()
        defer { redis.stop() }
        let connection = RedisConnection(address: redis.address)
        #expect(try connection.command("CLIENT", "SETNAME", "first") == .simple("OK"))
        connection.close()
        #expect(try connection.command("CLIENT", "GETNAME") == .bulk(nil))
        #expect(connection.roundTrips == 2)
        #expect(connection.failures == 0)
    }
}
