import Foundation
import HTTPServer

/// How `swift run gallery` was asked to run: flags first, then environment variables, then the
/// configuration file, then the defaults.
public struct LaunchOptions: Equatable, Sendable {
    /// The configuration file; without `--config`, `Config/gallery.json` if there is one.
    public var configPath = Self.defaultConfigPath
    /// The configuration file read when `--config` is not given.
    public static let defaultConfigPath = "Config/gallery.json"
    /// The host to bind instead of the configured one.
    public var host: String?
    /// The port to bind instead of the configured one.
    public var port: Int?
    /// The folder to save sessions in instead of the configured one (relative to the working
    /// folder); the empty string turns saving off.
    public var stateDirectory: String?
    /// `--state-store`: the Redis that keeps the sessions (`redis://HOST:PORT[/DB]`); it wins over
    /// the configuration's ``GalleryConfiguration/stateStore``.
    public var stateStore: String?
    /// `--journal on|off`: whether the journal is kept; it wins over the configuration's
    /// ``GalleryConfiguration/journal``.
    public var journal: Bool?
    /// The folder of the Swift sources the preview pages show instead of the configured one
    /// (relative to the working folder).
    public var sourcesDirectory: String?
    /// `--trusted-proxy`: the networks of trusted proxies; it wins over the configuration's
    /// ``GalleryConfiguration/trustedProxies``, and empty trusts none.
    public var trustedProxies: [IPNetwork]?
    /// What the server's event loops wait with; when set, it overrides the configuration's.
    public var eventLoop: EventLoopKind?
    /// `gallery export DIR`: the folder to write the static gallery to, instead of serving it.
    public var exportDirectory: String?
    /// The networks, besides loopback, that may read `/metrics`; when set, they replace the
    /// configuration's `metricsAllow`.
    public var metricsAllow: [IPNetwork]?
    /// `--watch`: rebuild the package and restart the gallery when a file under `Sources/` changes.
    public var watch = false
    /// Whether `--help` was asked for.
    public var showHelp = false

    /// The usage text.
    public static let usage = """
        Usage: gallery [--host HOST] [--port PORT] [--config PATH] [--state-dir PATH] [--sources-dir PATH]
                       [--state-store redis://HOST:PORT[/DB]] [--journal on|off] [--event-loop epoll|poll]
                       [--trusted-proxy CIDR[,CIDR…]] [--metrics-allow CIDR[,CIDR…]] [--watch]
               gallery export DIR [--config PATH] [--sources-dir PATH]

          --host HOST         address to listen on (env GALLERY_HOST; default from the config: 127.0.0.1)
          --port PORT         TCP port, 0 for any free one (env GALLERY_PORT; default from the config: 8080)
          --config PATH       configuration file (default Config/gallery.json; without one, the defaults)
          --state-dir PATH    folder where sessions are saved across restarts, '' for none
                              (env GALLERY_STATE_DIR; default from the config: .state in the package)
          --state-store URL   keep sessions in Redis (redis://HOST:PORT[/DB]) so that several galleries
                              share them (env GALLERY_STATE_STORE; default from the config: none)
          --journal on|off    write each event to the state folder's journal, fsync'd, before replying
                              (default from the config: on); off, a crash loses the events since the
                              last save
          --sources-dir PATH  folder of the Swift sources the preview pages show
                              (default from the config: Sources in the package)
          --event-loop KIND   what the server waits with: epoll (Linux only) or poll (env GALLERY_EVENT_LOOP;
                              default from the config: epoll on Linux, poll elsewhere)
          --trusted-proxy CIDR[,CIDR…]
                              proxies (e.g. nginx at 127.0.0.1) whose X-Forwarded-Proto and X-Forwarded-For
                              are believed: X-Forwarded-Proto: https makes the session cookie Secure;
                              from other peers both are ignored; '' for none (env GALLERY_TRUSTED_PROXIES;
                              default from the config's trustedProxies: none)
          --metrics-allow CIDR[,CIDR…]
                              networks besides loopback whose clients may read /metrics, e.g.
                              10.0.0.0/8,fd00::/8 (env GALLERY_METRICS_ALLOW; default from the config's
                              metricsAllow: none)
          --watch             rebuild with swift build when a file under Sources/ changes, and restart on
                              the new binary (sessions kept; open pages update themselves); run it in
                              the package's folder
          --help              this text
          export DIR          write the whole gallery as static HTML and assets into DIR, then exit
        """

    /// Reads `arguments` (without the program name) and `environment`.
    public init(arguments: [String], environment: [String: String]) throws(LaunchError) {
        var remaining = arguments[...]
        if remaining.first == "export" {
            remaining.removeFirst()
            guard let directory = remaining.popFirst(), !directory.isEmpty, !directory.hasPrefix("--") else {
                throw LaunchError("export needs a folder to write to: gallery export DIR.")
            }
            exportDirectory = directory
        }
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            func value() throws(LaunchError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw LaunchError("\(name) needs a value.") }
                return next
            }
            switch name {
            case "--host": host = try value()
            case "--port": port = try Self.port(try value(), from: "--port")
            case "--config": configPath = try value()
            case "--state-dir": stateDirectory = try value()
            case "--sources-dir": sourcesDirectory = try value()
            case "--state-store": stateStore = try value()
            case "--journal":
                switch try value() {
                case "on": journal = true
                case "off": journal = false
                case let other: throw LaunchError("--journal must be on or off, not '\(other)'.")
                }
            case "--watch":
                guard inlineValue == nil else { throw LaunchError("--watch takes no value.") }
                watch = true
            case "--event-loop": eventLoop = try Self.eventLoop(try value(), from: "--event-loop")
            case "--trusted-proxy": trustedProxies = try Self.networks(try value(), from: "--trusted-proxy")
            case "--metrics-allow": metricsAllow = try Self.networks(try value(), from: "--metrics-allow")
            case "--help", "-h": showHelp = true
            default: throw LaunchError("Unknown option '\(argument)'.")
            }
        }
        if host == nil { host = environment["GALLERY_HOST"].flatMap { $0.isEmpty ? nil : $0 } }
        if stateDirectory == nil, let value = environment["GALLERY_STATE_DIR"], !value.isEmpty { stateDirectory = value }
        if stateStore == nil, let value = environment["GALLERY_STATE_STORE"], !value.isEmpty { stateStore = value }
        if eventLoop == nil, let value = environment["GALLERY_EVENT_LOOP"], !value.isEmpty {
            eventLoop = try Self.eventLoop(value, from: "GALLERY_EVENT_LOOP")
        }
        if trustedProxies == nil, let value = environment["GALLERY_TRUSTED_PROXIES"] {
            trustedProxies = try Self.networks(value, from: "GALLERY_TRUSTED_PROXIES")
        }
        if metricsAllow == nil, let value = environment["GALLERY_METRICS_ALLOW"], !value.isEmpty {
            metricsAllow = try Self.networks(value, from: "GALLERY_METRICS_ALLOW")
        }
        if port == nil, let value = environment["GALLERY_PORT"], !value.isEmpty {
            port = try Self.port(value, from: "GALLERY_PORT")
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func port(_ text: String, from source: String) throws(LaunchError) -> Int {
        guard text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber), text.count <= 5, let port = Int(text), port <= 65_535
        else {
            throw LaunchError("\(source) must be a port number from 0 to 65535, not '\(text)'.")
        }
        return port
    }

    private static func eventLoop(_ text: String, from source: String) throws(LaunchError) -> EventLoopKind {
        guard let kind = EventLoopKind(rawValue: text) else {
            throw LaunchError("\(source) must be epoll or poll, not '\(text)'.")
        }
        return kind
    }

    /// The networks a comma-separated `text` lists; none for ''.
    private static func networks(_ text: String, from source: String) throws(LaunchError) -> [IPNetwork] {
        if text.isEmpty { return [] }
        do {
            return try IPNetwork.list(text)
        } catch {
            throw LaunchError("\(source) must list networks as CIDR[,CIDR…]: \(error.message)")
        }
    }

    /// The configuration file with these options applied; without `--config` and without
    /// `Config/gallery.json`, ``GalleryConfiguration/packageDefaults`` (a package that depends on
    /// the gallery needs no file).
    public func configuration() throws(LaunchError) -> GalleryConfiguration {
        var configuration =
            configPath == Self.defaultConfigPath && !FileManager.default.fileExists(atPath: configPath)
            ? GalleryConfiguration.packageDefaults : try GalleryConfiguration.load(from: configPath)
        if let host { configuration.server.host = host }
        if let port { configuration.server.port = port }
        if let trustedProxies { configuration.trustedProxies = trustedProxies }
        if let metricsAllow { configuration.metricsAllow = metricsAllow }
        if let eventLoop {
            configuration.server.eventLoop = eventLoop
            try configuration.validate()
        }
        if let sourcesDirectory {
            configuration.sourcesDirectory = URL(fileURLWithPath: sourcesDirectory).standardizedFileURL.path
        }
        if let stateDirectory {
            configuration.stateDirectory =
                stateDirectory.isEmpty ? nil : URL(fileURLWithPath: stateDirectory).standardizedFileURL.path
            try configuration.validate()
        }
        if let journal { configuration.journal = journal }
        if let stateStore {
            configuration.stateStore = stateStore
            try configuration.validate()
        }
        return configuration
    }
}

/// A launch option that makes no sense; the message says which and why.
public struct LaunchError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
