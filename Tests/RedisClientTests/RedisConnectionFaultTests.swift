import Foundation
import RedisClient
import Testing

/// Faults a real Redis does not make on demand, from ``FakeRedisServer``.
@Suite struct RedisConnectionFaultTests {
    /// Calls `body` until it stops throwing `.unavailable` (the back-off), for at most 3 s.
    func afterBackOff<T>(_ body: () throws -> T) throws -> T {
        let started = ContinuousClock.now
        while true {
            do {
                return try body()
            } catch RedisError.unavailable(let message) where message.contains("backing off") {
                guard ContinuousClock.now - started < .seconds(3) else { throw RedisError.unavailable(message) }
                usleep(10_000)
            }
        }
    }

    @Test func noReplyIsATimeoutWithinTheTimeout() throws {
        let server = try FakeRedisServer([.neverReply])
        defer { server.stop() }
        let connection = RedisConnection(address: server.address, timeout: 0.3)
        let started = ContinuousClock.now
        #expect {
            try connection.command("PING")
        } throws: { error in
            guard case .timeout(let message) = error as? RedisError else { return false }
            return message.contains("0 of 1 replies within 0.3 s")
        }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(300) && elapsed < .milliseconds(1300), "\(elapsed)")
    }

    @Test func halfAReplyAtTheTimeoutIsATimeout() throws {
        let server = try FakeRedisServer([.sendThenStall(Array("*2\r\n+OK\r\n$5\r\nhel".utf8))])
        defer { server.stop() }
        let connection = RedisConnection(address: server.address, timeout: 0.3)
        #expect {
            try connection.command("PING")
        } throws: { error in
            if case .timeout = error as? RedisError { true } else { false }
        }
    }

    /// The connection cut in the middle of a reply: an error, then, after the back-off, a new
    /// connection that works.
    @Test func aReplyCutMidwayFailsThenTheNextConnectionWorks() throws {
        let server = try FakeRedisServer([.sendThenClose(Array("$10\r\nhello".utf8)), .answer])
        defer { server.stop() }
        let connection = RedisConnection(address: server.address, timeout: 1)
        #expect {
            try connection.command("ECHO", "helloworld")
        } throws: { error in
            guard case .unavailable(let message) = error as? RedisError else { return false }
            return message.contains("connection closed by Redis")
        }
        #expect(try afterBackOff { try connection.command("ECHO", "helloworld") } == .bulk(Array("helloworld".utf8)))
        #expect(try connection.command("PING") == .simple("PONG"))
        #expect(server.accepted.load(ordering: .relaxed) == 2)
    }

    @Test func bytesThatAreNotRESPAreAProtocolError() throws {
        let server = try FakeRedisServer([.sendThenStall(Array("+OK\r\n!oops\r\n".utf8)), .answer])
        defer { server.stop() }
        let connection = RedisConnection(address: server.address, timeout: 1)
        #expect(throws: RedisError.protocolError("\(server.address): bad type byte 0x21 ('!') at offset 5")) {
            try connection.pipeline([["PING"], ["PING"]])
        }
        #expect(try afterBackOff { try connection.command("PING") } == .simple("PONG"))
    }

    @Test func moreRepliesThanCommandsAreAProtocolError() throws {
        let server = try FakeRedisServer([.sendThenStall(Array("+PONG\r\n+PONG\r\n".utf8)), .answer])
        defer { server.stop() }
        let connection = RedisConnection(address: server.address, timeout: 1)
        #expect(throws: RedisError.protocolError("\(server.address): Redis sent more than the 1 replies asked for")) {
            try connection.command("PING")
        }
    }

    /// Each failure doubles the back-off, from 50 ms up to 2 s; the refusals say how long it is
    /// and how much of it is left.
    @Test func theBackOffDoublesUpTo2Seconds() throws {
        let server = try FakeRedisServer([.sendThenClose([])])
        defer { server.stop() }
        let connection = RedisConnection(address: server.address, timeout: 1)
        var backOffs: [Int] = []
        for _ in 0..<7 {
            #expect {
                try connection.command("PING")
            } throws: { error in
                guard case .unavailable(let message) = error as? RedisError else { return false }
                return message.contains("connection closed by Redis")
            }
            var left = 0
            var full = 0
            #expect {
                try connection.command("PING")
            } throws: { error in
                guard case .unavailable(let message) = error as? RedisError,
                    let range = message.range(of: "backing off for another "),
                    let of = message.range(of: " ms of ")
                else { return false }
                left = Int(message[range.upperBound...].prefix { $0.isNumber }) ?? -1
                full = Int(message[of.upperBound...].prefix { $0.isNumber }) ?? -1
                return true
            }
            #expect(left > 0 && left <= full + 1)
            backOffs.append(full)
            usleep(UInt32(left + 5) * 1000)
        }
        #expect(backOffs == [50, 100, 200, 400, 800, 1600, 2000])
        #expect(connection.failures == 14)
    }
}
