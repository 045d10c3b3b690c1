#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything the server can be told: address, threads, limits and timeouts.
///
/// Every field has a default (the table of the HTTP checklist), so a partial JSON document
/// decodes: `{"port": 9000}` is a valid configuration. Sizes are in bytes, times in seconds.
public struct ServerConfiguration: Sendable, Codable, Equatable {
    /// The address to bind: `127.0.0.1`, `::1`, `0.0.0.0`, `::` or a host name like `localhost`.
    public var host: String = "127.0.0.1"
    /// The TCP port; 0 binds an ephemeral port (see ``HTTPServer/port``).
    public var port: Int = 8080
    /// The number of event-loop threads, each with its own poller.
    public var workers: Int = ServerConfiguration.processorCount
    /// What the event loops wait with: `epoll` (Linux only, the default there) or `poll` (every
    /// system, the default elsewhere). ``HTTPServer/start()`` refuses one this system lacks.
    public var eventLoop: EventLoopKind = .platformDefault
    /// The number of threads that run route handlers, off the event loops (2 × cores).
    public var handlerThreads: Int = 2 * ServerConfiguration.processorCount
    /// The `listen(2)` backlog.
    public var backlog: Int = Int(SOMAXCONN)
    /// Connections beyond this count are answered 503 with `Retry-After` and closed.
    public var maxConnections: Int = 512
    /// Handler calls waiting for a handler thread beyond this count are not queued: the
    /// request is answered 503 with `Retry-After` at once.
    public var maxQueuedHandlers: Int = 512
    /// The longest request line accepted (414 beyond).
    public var maxRequestLineLength: Int = 8 * 1024
    /// The longest header field line accepted (431 beyond).
    public var maxHeaderLineLength: Int = 8 * 1024
    /// The largest header block accepted, request line excluded (431 beyond).
    public var maxHeaderBlockSize: Int = 32 * 1024
    /// The most header fields accepted (431 beyond).
    public var maxHeaderCount: Int = 100
    /// The largest body of a `POST`, `PUT` or `PATCH` request (413 beyond, decided from
    /// `Content-Length` before reading, or as soon as the chunks add up to more).
    public var maxBodySize: Int = 1024 * 1024
    /// The largest body of any other method (`GET`, `HEAD`, `DELETE`, `OPTIONS`, `TRACE`), whose
    /// content has no defined meaning (RFC 9110 §9.3); 413 beyond. The checklist's "other bodies: 0".
    public var maxOtherBodySize: Int = 0
    /// The longest chunk extension accepted (400 beyond).
    public var maxChunkExtensionLength: Int = 1024
    /// The largest trailer section accepted (431 beyond).
    public var maxTrailerSize: Int = 8 * 1024
    /// Time allowed to receive a whole request head (408 beyond).
    public var headerTimeout: Double = 10
    /// Time allowed between two reads of a request body (408 beyond).
    public var bodyReadTimeout: Double = 10
    /// Time allowed to receive a whole request body (408 beyond).
    public var bodyTotalTimeout: Double = 30
    /// Time allowed for each `minSendRate × sendTimeout` bytes of a response before the
    /// connection is dropped (a client that stops reading, or reads too slowly).
    public var sendTimeout: Double = 30
    /// The slowest sending rate tolerated, in bytes per second, averaged over each
    /// `sendTimeout` window (a slow but real reader of a large file is fine; a trickle is not).
    public var minSendRate: Double = 1024
    /// How long an idle keep-alive connection stays open.
    public var keepAliveTimeout: Double = 5
    /// Requests served on one connection; the last one is answered with `Connection: close`.
    public var maxRequestsPerConnection: Int = 1000
    /// How long one connection may live; past it the next response closes it, and a response
    /// still being sent gets one last `sendTimeout` to finish.
    public var connectionLifetime: Double = 3600
    /// Budget for one handler call, queueing included; past it the client gets 503 and the
    /// connection closes (the late result is dropped).
    public var handlerTimeout: Double = 10
    /// How long to drain the peer's input after sending a closing error response.
    public var lingerTimeout: Double = 2
    /// How long ``HTTPServer/shutdown()`` lets in-flight requests finish.
    public var shutdownGracePeriod: Double = 10
    /// Seconds between the `: keep-alive` comments sent on an idle event stream (see
    /// ``EventStream``), so that neither the client nor a proxy takes a quiet stream for a dead one.
    public var eventStreamHeartbeat: Double = 20
    /// The most bytes of events queued for one event stream whose client is not reading them;
    /// beyond it the stream's connection is dropped.
    public var eventStreamBufferLimit: Int = 256 * 1024
    /// Whether every answered request is logged (one line through the server's logger); off,
    /// the line is not even formatted.
    public var accessLog = true
    /// Header fields added to every response that does not set them itself (security headers,
    /// say), in this order. Checked when the server starts: names must be tokens and values
    /// visible ASCII, so no field can split a response.
    public var responseHeaders: [ResponseHeader] = []
    /// Hears of every answered request: its route, method, status and duration (metrics).
    /// Not part of a configuration file; nil: nobody is told.
    public var requestObserver: RequestObserver?
    /// How long (seconds) a response held to be written with the rest of its batch may wait
    /// before the loop writes it between two events (`TurnWrites`): 1 ms, several renders of a
    /// typical preview, so that under load a batch's responses still go out together while one
    /// slow quick handler cannot delay them by much more. Not configurable from a file: a test
    /// that must not race it sets it longer.
    var heldResponseBudget: Double = 0.001

    /// One header field of ``responseHeaders``.
    public struct ResponseHeader: Sendable, Codable, Equatable {
        /// The field name.
        public var name: String
        /// The field value.
        public var value: String

        /// A field `name: value`.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The configuration with every default.
    public init() {}

    /// A configuration with the given address and defaults for everything else.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// The number of online processors, at least 1.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    private enum CodingKeys: String, CodingKey {
        case host, port, workers, eventLoop, handlerThreads, backlog, maxConnections, maxQueuedHandlers, maxRequestLineLength
        case maxHeaderLineLength, maxHeaderBlockSize, maxHeaderCount, maxBodySize, maxOtherBodySize
        case maxChunkExtensionLength, maxTrailerSize, headerTimeout, bodyReadTimeout
        case bodyTotalTimeout, sendTimeout, minSendRate, keepAliveTimeout, maxRequestsPerConnection
        case connectionLifetime, handlerTimeout, lingerTimeout, shutdownGracePeriod, accessLog, responseHeaders
        case eventStreamHeartbeat, eventStreamBufferLimit
    }

    /// Decodes a configuration; absent keys keep their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func decode<Value: Decodable>(_ key: CodingKeys, into value: inout Value) throws {
            if let decoded = try container.decodeIfPresent(Value.self, forKey: key) {
                value = decoded
            }
        }
        try decode(.host, into: &host)
        try decode(.port, into: &port)
        try decode(.workers, into: &workers)
        try decode(.eventLoop, into: &eventLoop)
        try decode(.handlerThreads, into: &handlerThreads)
        try decode(.backlog, into: &backlog)
        try decode(.maxConnections, into: &maxConnections)
        try decode(.maxQueuedHandlers, into: &maxQueuedHandlers)
        try decode(.maxRequestLineLength, into: &maxRequestLineLength)
        try decode(.maxHeaderLineLength, into: &maxHeaderLineLength)
        try decode(.maxHeaderBlockSize, into: &maxHeaderBlockSize)
        try decode(.maxHeaderCount, into: &maxHeaderCount)
        try decode(.maxBodySize, into: &maxBodySize)
        try decode(.maxOtherBodySize, into: &maxOtherBodySize)
        try decode(.maxChunkExtensionLength, into: &maxChunkExtensionLength)
        try decode(.maxTrailerSize, into: &maxTrailerSize)
        try decode(.headerTimeout, into: &headerTimeout)
        try decode(.bodyReadTimeout, into: &bodyReadTimeout)
        try decode(.bodyTotalTimeout, into: &bodyTotalTimeout)
        try decode(.sendTimeout, into: &sendTimeout)
        try decode(.minSendRate, into: &minSendRate)
        try decode(.keepAliveTimeout, into: &keepAliveTimeout)
        try decode(.maxRequestsPerConnection, into: &maxRequestsPerConnection)
        try decode(.connectionLifetime, into: &connectionLifetime)
        try decode(.handlerTimeout, into: &handlerTimeout)
        try decode(.lingerTimeout, into: &lingerTimeout)
        try decode(.shutdownGracePeriod, into: &shutdownGracePeriod)
        try decode(.accessLog, into: &accessLog)
        try decode(.responseHeaders, into: &responseHeaders)
        try decode(.eventStreamHeartbeat, into: &eventStreamHeartbeat)
        try decode(.eventStreamBufferLimit, into: &eventStreamBufferLimit)
    }
}
