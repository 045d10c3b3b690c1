import Synchronization

/// One connection to Redis, for one caller at a time.
///
/// It connects when first used (and SELECTs the address's database when it is not 0), sends each
/// pipeline in one write and reads its replies, each step (connecting, a round trip) bounded by
/// the timeout. After a failure the connection is closed and the next calls fail at once with
/// ``RedisError/unavailable(_:)`` while it backs off (50 ms after the first failure, doubling up
/// to 2 s); the first call after that connects again, and a round trip that succeeds ends the
/// back-off. A connection Redis closed while it was idle (a restart) is noticed before the next
/// pipeline is sent, and replaced without a failure.
///
/// Calls are serialised by a lock: a second thread waits for the first one's round trip.
/// ``roundTrips`` and ``failures`` can be read at any time.
public final class RedisConnection: Sendable {
    /// What the lock guards.
    struct State {
        var socket: RedisSocket?
        var parser = RESPParser()
        /// The bytes read from the socket land here first.
        var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
        /// When the next connect may be tried, after a failure.
        var retryAt: ContinuousClock.Instant?
        /// The back-off running (or that ran last).
        var delay = Duration.zero
        /// The back-off after the next failure.
        var nextDelay = RedisConnection.firstDelay
        /// What the last failure was, for the errors of calls refused while backing off.
        var lastFailure = ""
    }

    /// The back-off after a first failure.
    static let firstDelay = Duration.milliseconds(50)
    /// The longest back-off.
    static let longestDelay = Duration.seconds(2)

    /// Where Redis is.
    public let address: RedisAddress
    /// The seconds that connecting, and each round trip, may take.
    public let timeout: Double

    private let state = Mutex(State())
    private let roundTripCount = Atomic<Int>(0)
    private let failureCount = Atomic<Int>(0)

    /// A connection to `address` whose connect and round trips each take at most `timeout`
    /// seconds. It does not connect yet.
    public init(address: RedisAddress, timeout: Double = 2.0) {
        precondition(timeout > 0, "timeout must be positive")
        self.address = address
        self.timeout = timeout
    }

    deinit {
        state.withLock { $0.socket?.closeDescriptor() }
    }

    /// The round trips that got all their replies so far.
    public var roundTrips: Int { roundTripCount.load(ordering: .relaxed) }

    /// The calls that threw so far (those refused while backing off included).
    public var failures: Int { failureCount.load(ordering: .relaxed) }

    /// Sends `commands` (each an array of arguments) as one pipeline, in one write, and returns
    /// their replies in order.
    ///
    /// A Redis error reply is returned as ``RESPValue/error(_:)``, not thrown. Throws only when
    /// Redis cannot be reached, does not answer in time or answers what is not RESP2; the
    /// connection is then closed, and the next call connects again after the back-off.
    public func pipeline(_ commands: [[RedisArgument]]) throws(RedisError) -> [RESPValue] {
        guard !commands.isEmpty else { return [] }
        var request: [UInt8] = []
        for command in commands { RedisArgument.encode(command, into: &request) }
        do throws(RedisError) {
            let replies = try state.withLock { state throws(RedisError) in
                try roundTrip(request, replies: commands.count, state: &state)
            }
            roundTripCount.add(1, ordering: .relaxed)
            return replies
        } catch {
            failureCount.add(1, ordering: .relaxed)
            throw error
        }
    }

    /// Sends one command and returns its reply (a Redis error reply as ``RESPValue/error(_:)``).
    public func command(_ arguments: RedisArgument...) throws(RedisError) -> RESPValue {
        try pipeline([arguments])[0]
    }

    /// Closes the connection; the next call connects again (without waiting for a back-off that
    /// is not running).
    public func close() {
        state.withLock { state in
            state.socket?.closeDescriptor()
            state.socket = nil
            state.parser = RESPParser()
        }
    }

    /// Connects when needed (refused while backing off), sends `request` and reads `count`
    /// replies; on a failure closes the connection and starts the back-off.
    private func roundTrip(_ request: [UInt8], replies count: Int, state: inout State) throws(RedisError) -> [RESPValue] {
        if let socket = state.socket, socket.isStale {
            socket.closeDescriptor()
            state.socket = nil
        }
        if state.socket == nil, let retryAt = state.retryAt {
            let left = ContinuousClock.now.duration(to: retryAt)
            if left > .zero {
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1
                let delay = state.delay.components.seconds * 1000 + state.delay.components.attoseconds / 1_000_000_000_000_000
                throw .unavailable(
                    "\(address): backing off for another \(milliseconds) ms of \(delay) ms after: \(state.lastFailure)")
            }
        }
        do throws(RedisError) {
            let socket: RedisSocket
            if let open = state.socket { socket = open } else { socket = try connect(state: &state) }
            let replies = try exchange(request, replies: count, on: socket, by: Deadline(after: timeout), state: &state)
            state.nextDelay = RedisConnection.firstDelay
            state.retryAt = nil
            return replies
        } catch {
            fail(error, state: &state)
            throw error
        }
    }

    /// A new connection, SELECTing the database when it is not 0.
    private func connect(state: inout State) throws(RedisError) -> RedisSocket {
        let deadline = Deadline(after: timeout)
        let socket = try RedisSocket.open(to: address, by: deadline)
        state.socket = socket
        state.parser = RESPParser()
        if address.database != 0 {
            var select: [UInt8] = []
            RedisArgument.encode(["SELECT", RedisArgument(address.database)], into: &select)
            let reply = try exchange(select, replies: 1, on: socket, by: deadline, state: &state)[0]
            switch reply {
            case .simple("OK"): break
            case .error(let message): throw .invalidAddress("\(address): SELECT \(address.database) answered \(message)")
            default: throw .protocolError("\(address): SELECT \(address.database) answered \(reply)")
            }
        }
        return socket
    }

    /// Closes the connection after `error` and starts (or lengthens) the back-off.
    private func fail(_ error: RedisError, state: inout State) {
        state.socket?.closeDescriptor()
        state.socket = nil
        state.parser = RESPParser()
        state.delay = state.nextDelay
        state.retryAt = .now + state.delay
        state.lastFailure = error.description
        state.nextDelay = min(state.nextDelay * 2, RedisConnection.longestDelay)
    }
}
