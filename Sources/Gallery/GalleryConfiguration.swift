import Foundation
import HTTPServer
import RedisClient

/// Everything `Config/gallery.json` can set: the server's limits and the gallery's own settings.
public struct GalleryConfiguration: Sendable, Codable {
    /// The HTTP server: address, threads, limits and timeouts.
    public var server = ServerConfiguration()
    /// The folder of the browser's files; a relative path is resolved against the folder that
    /// holds the configuration file (`../Public` for `Config/gallery.json`). Without a
    /// configuration file: StyleGallery's own `Public`, wherever the package that runs the
    /// gallery found it (its path dependency, or SwiftPM's checkout).
    public var publicDirectory = PackageFolder.path("Public")
    /// The folder of the images the previews' `Image("name")` shows, served at `/images/`; a
    /// relative path is resolved against the folder that holds the configuration file
    /// (`images` for `Config/images`). Nil, or a folder that does not exist: no images.
    public var imagesDirectory: String?
    /// The most sessions kept at once; the least recently used is dropped beyond it.
    public var maxSessions = 10_000
    /// The most previews kept live (each with its view host: its node tree and rendering, about
    /// 16 KB for a slider) across all sessions; the least recently used of the others sleep, a few
    /// hundred bytes each, and wake (one render) when next used. 2,000 live previews take about
    /// 32 MB. A preview in the middle of a gesture, or whose state has no plain form, stays live.
    public var maxLivePreviews = 2_000
    /// Seconds a session may stay unused before it expires (its state is then gone, and the next
    /// request with its cookie starts a new session).
    public var sessionIdleTimeout: Double = 3600
    /// The folder where sessions are saved to survive a restart (`sessions.json`); a relative path
    /// is resolved against the folder that holds the configuration file. Nil: not saved.
    public var stateDirectory: String?
    /// Seconds between two saves of the sessions (only when something changed); they are also
    /// saved when the gallery stops on SIGTERM or Ctrl-C. With the journal, each save is its
    /// checkpoint: the journal then starts afresh.
    public var stateSaveInterval: Double = 30
    /// Whether events are written to the state folder's journal, and `fsync`ed, before they are
    /// acknowledged (so that a `kill -9` loses none): on by default wherever sessions are saved.
    /// Off, a crash loses the changes since the last save.
    public var journal = true
    /// The Redis that keeps the sessions, `redis://HOST:PORT[/DB]`, so that several gallery
    /// processes share them (docs/DEPLOY.md); nil: memory and the state folder keep them.
    public var stateStore: String?
    /// Whether the session cookie carries `Secure` (browsers then send it over HTTPS only): set it
    /// when the gallery is served over TLS, e.g. behind a proxy that terminates TLS.
    public var secureCookies = false
    /// The networks of the proxies in front of the gallery (`127.0.0.1`, `10.0.0.0/8`, `::1`), in
    /// CIDR notation. A request whose peer address is in one may say the scheme the client used
    /// with `X-Forwarded-Proto` (`https` makes its session cookie `Secure` and `https://HOST` its
    /// one same-origin `Origin`) and the client's address with `X-Forwarded-For` (which the
    /// new-session limit counts); from any other peer both fields are ignored. Empty: none.
    public var trustedProxies: [IPNetwork] = []
    /// The pages that may frame the gallery (embed mode), as CSP `frame-ancestors` sources
    /// (`https://docs.example.com`, `https://*.example.org`, `'self'`); nil forbids framing
    /// (`frame-ancestors 'none'` and `X-Frame-Options: DENY`).
    public var frameAncestors: [String]?
    /// The folder of the package's Swift sources, which the preview pages show highlighted; a
    /// relative path is resolved against the folder that holds the configuration file
    /// (`../Sources` for `Config/gallery.json`). Nil, or a folder that is not there: the pages
    /// say the source is not available. Without a configuration file: `Sources` in the working
    /// folder, if there is one.
    public var sourcesDirectory: String? = Self.workingSources
    /// How many new sessions one client address may start at once (requests without a valid
    /// session cookie start one; those with one are never limited). Beyond it, and beyond
    /// ``newSessionsPerSecondPerClient``, such a request gets 429 with `Retry-After`. Clients
    /// behind one proxy or NAT share an address: raise it for them.
    public var newSessionBurstPerClient = 100
    /// How many new sessions a second one client address may start once its burst is spent.
    public var newSessionsPerSecondPerClient: Double = 5
    /// The networks, besides loopback, whose clients may read `GET /metrics` (CIDR strings in the
    /// file: `["10.0.0.0/8", "fd00::/8"]`); everyone else gets 403.
    public var metricsAllow: [IPNetwork] = []

    /// The defaults.
    public init() {}

    /// The configuration of a package without a configuration file: the defaults, with sessions
    /// saved in `.state` of the working folder (so that they survive a restart).
    public static var packageDefaults: GalleryConfiguration {
        var configuration = GalleryConfiguration()
        configuration.stateDirectory = URL(fileURLWithPath: ".state").standardizedFileURL.path
        return configuration
    }

    /// `Sources` in the working folder, as an absolute path, if it is a folder.
    private static var workingSources: String? {
        var isDirectory: ObjCBool = false
        let path = URL(fileURLWithPath: "Sources").standardizedFileURL.path
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue ? path : nil
    }

    private enum CodingKeys: String, CodingKey {
        case server, publicDirectory, imagesDirectory, maxSessions, maxLivePreviews, sessionIdleTimeout, stateDirectory,
            stateSaveInterval, journal, stateStore
        case secureCookies, frameAncestors, sourcesDirectory, newSessionBurstPerClient, newSessionsPerSecondPerClient
        case trustedProxies
        case metricsAllow
    }

    /// Decodes a configuration; absent keys keep their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        server = try container.decodeIfPresent(ServerConfiguration.self, forKey: .server) ?? server
        publicDirectory = try container.decodeIfPresent(String.self, forKey: .publicDirectory) ?? publicDirectory
        imagesDirectory = try container.decodeIfPresent(String.self, forKey: .imagesDirectory)
        maxSessions = try container.decodeIfPresent(Int.self, forKey: .maxSessions) ?? maxSessions
        maxLivePreviews = try container.decodeIfPresent(Int.self, forKey: .maxLivePreviews) ?? maxLivePreviews
        sessionIdleTimeout =
            try container.decodeIfPresent(Double.self, forKey: .sessionIdleTimeout) ?? sessionIdleTimeout
        stateDirectory = try container.decodeIfPresent(String.self, forKey: .stateDirectory)
        stateSaveInterval = try container.decodeIfPresent(Double.self, forKey: .stateSaveInterval) ?? stateSaveInterval
        journal = try container.decodeIfPresent(Bool.self, forKey: .journal) ?? journal
        stateStore = try container.decodeIfPresent(String.self, forKey: .stateStore)
        secureCookies = try container.decodeIfPresent(Bool.self, forKey: .secureCookies) ?? secureCookies
        trustedProxies = try container.decodeIfPresent([IPNetwork].self, forKey: .trustedProxies) ?? trustedProxies
        frameAncestors = try container.decodeIfPresent([String].self, forKey: .frameAncestors)
        if container.contains(.sourcesDirectory) {
            sourcesDirectory = try container.decodeIfPresent(String.self, forKey: .sourcesDirectory)
        }
        newSessionBurstPerClient =
            try container.decodeIfPresent(Int.self, forKey: .newSessionBurstPerClient) ?? newSessionBurstPerClient
        newSessionsPerSecondPerClient =
            try container.decodeIfPresent(Double.self, forKey: .newSessionsPerSecondPerClient)
            ?? newSessionsPerSecondPerClient
        metricsAllow = try container.decodeIfPresent([IPNetwork].self, forKey: .metricsAllow) ?? metricsAllow
    }

    /// Reads and checks the configuration at `path`; relative paths in it become absolute.
    public static func load(from path: String) throws(LaunchError) -> GalleryConfiguration {
        let file = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw LaunchError(
                "No configuration file at \(file.standardizedFileURL.path). Run from the package root, or pass --config PATH."
            )
        }
        var configuration: GalleryConfiguration
        do {
            configuration = try JSONDecoder().decode(GalleryConfiguration.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
            // A value of the right type that is not one of those allowed (`eventLoop`): its message says which are.
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            let reason =
                context.debugDescription.hasSuffix(".") ? String(context.debugDescription.dropLast()) : context.debugDescription
            throw LaunchError("\(file.path) is not a valid configuration: \(key): \(reason).")
        } catch {
            throw LaunchError("\(file.path) is not a valid configuration: \(error)")
        }
        let folder = file.deletingLastPathComponent()
        if !configuration.publicDirectory.hasPrefix("/") {
            configuration.publicDirectory =
                folder.appendingPathComponent(configuration.publicDirectory).standardizedFileURL.path
        }
        if let images = configuration.imagesDirectory, !images.hasPrefix("/") {
            configuration.imagesDirectory = folder.appendingPathComponent(images).standardizedFileURL.path
        }
        if let state = configuration.stateDirectory, !state.isEmpty, !state.hasPrefix("/") {
            configuration.stateDirectory = folder.appendingPathComponent(state).standardizedFileURL.path
        }
        if let sources = configuration.sourcesDirectory, !sources.hasPrefix("/") {
            configuration.sourcesDirectory = folder.appendingPathComponent(sources).standardizedFileURL.path
        }
        try configuration.validate()
        return configuration
    }

    /// Refuses values that cannot work, with a message that names them.
    public func validate() throws(LaunchError) {
        var problems: [String] = []
        if !(0...65_535).contains(server.port) { problems.append("server.port must be 0…65535, not \(server.port)") }
        if server.workers < 1 { problems.append("server.workers must be at least 1") }
        if !server.eventLoop.isAvailable {
            problems.append("server.eventLoop \"\(server.eventLoop)\" is not available on this system (use \"poll\")")
        }
        if server.handlerThreads < 1 { problems.append("server.handlerThreads must be at least 1") }
        if server.maxConnections < 1 { problems.append("server.maxConnections must be at least 1") }
        if server.maxBodySize < 0 { problems.append("server.maxBodySize must not be negative") }
        if server.maxOtherBodySize < 0 { problems.append("server.maxOtherBodySize must not be negative") }
        if server.maxRequestsPerConnection < 1 { problems.append("server.maxRequestsPerConnection must be at least 1") }
        if server.maxQueuedHandlers < 1 { problems.append("server.maxQueuedHandlers must be at least 1") }
        if !(server.minSendRate.isFinite && server.minSendRate >= 0) {
            problems.append("server.minSendRate must be a number of bytes per second ≥ 0")
        }
        let timeouts = [
            ("headerTimeout", server.headerTimeout), ("bodyReadTimeout", server.bodyReadTimeout),
            ("bodyTotalTimeout", server.bodyTotalTimeout), ("sendTimeout", server.sendTimeout),
            ("keepAliveTimeout", server.keepAliveTimeout), ("shutdownGracePeriod", server.shutdownGracePeriod),
            ("handlerTimeout", server.handlerTimeout), ("lingerTimeout", server.lingerTimeout),
            ("connectionLifetime", server.connectionLifetime),
        ]
        for (name, value) in timeouts where !(value.isFinite && value >= 0) {
            problems.append("server.\(name) must be a number of seconds ≥ 0")
        }
        if maxSessions < 1 { problems.append("maxSessions must be at least 1") }
        if maxLivePreviews < 1 { problems.append("maxLivePreviews must be at least 1") }
        if !(sessionIdleTimeout.isFinite && sessionIdleTimeout > 0) {
            problems.append("sessionIdleTimeout must be a number of seconds > 0")
        }
        if newSessionBurstPerClient < 1 { problems.append("newSessionBurstPerClient must be at least 1") }
        if !(newSessionsPerSecondPerClient.isFinite && newSessionsPerSecondPerClient > 0) {
            problems.append("newSessionsPerSecondPerClient must be a number > 0")
        }
        if let frameAncestors {
            problems += Self.frameAncestorProblems(frameAncestors)
        }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: publicDirectory, isDirectory: &isDirectory) || !isDirectory.boolValue {
            problems.append("publicDirectory \(publicDirectory) is not a folder")
        }
        if !(stateSaveInterval.isFinite && stateSaveInterval >= 0.01 && stateSaveInterval <= 86_400) {
            problems.append("stateSaveInterval must be a number of seconds from 0.01 to 86400")
        }
        if let stateDirectory {
            if stateDirectory.isEmpty {
                problems.append("stateDirectory must not be empty (leave it out to keep sessions in memory only)")
            } else if FileManager.default.fileExists(atPath: stateDirectory, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                problems.append("stateDirectory \(stateDirectory) is a file, not a folder")
            }
        }
        if let stateStore, let problem = Self.stateStoreProblem(stateStore) { problems.append(problem) }
        guard problems.isEmpty else { throw LaunchError("Bad configuration: " + problems.joined(separator: "; ") + ".") }
    }

    /// What is wrong with a `stateStore` address, nil when it is one.
    static func stateStoreProblem(_ address: String) -> String? {
        do throws(RedisError) {
            _ = try RedisAddress(url: address)
            return nil
        } catch {
            return "stateStore must be a Redis address, redis://HOST:PORT[/DB], not \(address.debugDescription): \(error)"
        }
    }

    /// What is wrong with a `frameAncestors` list: each source goes into a header as it is, so
    /// none may end the directive (`;`, `,`), quote (`'`, `"`; only the keywords `'self'` and
    /// `'none'` are allowed), hold a space, a control character (CR, LF, NUL) or non-ASCII.
    static func frameAncestorProblems(_ sources: [String]) -> [String] {
        if sources.isEmpty { return ["frameAncestors must list at least one source (leave it out to forbid framing)"] }
        return sources.compactMap { source in
            if source == "'self'" || source == "'none'" { return nil }
            let forbidden = source.unicodeScalars.contains { scalar in
                !scalar.isASCII || scalar.value <= 0x20 || scalar.value == 0x7F || ";,'\"".unicodeScalars.contains(scalar)
            }
            guard source.isEmpty || forbidden else { return nil }
            return "frameAncestors entry \(source.debugDescription) is not a CSP source "
                + "(no ';', ',', quotes, spaces, newlines or control characters; 'self' and 'none' are the only keywords)"
        }
    }
}
