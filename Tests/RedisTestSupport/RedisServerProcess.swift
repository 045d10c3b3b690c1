import Foundation
import RedisClient
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A real `redis-server` of a test's own: on a free port of 127.0.0.1, in a temporary folder,
/// without persistence (`--save '' --appendonly no`) unless the options say otherwise.
///
/// ```swift
/// let redis = try RedisServerProcess.start()
/// defer { redis.stop() }
/// let connection = RedisConnection(address: try RedisAddress(url: redis.url))
/// ```
///
/// A missing `redis-server` is an error (``RedisServerProcessError/notInstalled(_:)``), so a test
/// that needs it fails, never skips; `scripts/install-test-deps.sh` installs it.
public final class RedisServerProcess: Sendable {
    /// The port the server listens on, the same after ``restart()``.
    public let port: Int
    /// The server's folder (its log, `redis.log`, and whatever it persists).
    public let directory: String
    /// The options given after the defaults, e.g. `["--appendonly", "yes"]`.
    public let options: [String]
    private let executable: String
    /// The running server's process id, 0 when none runs.
    private let child = Mutex<pid_t>(0)

    /// `redis://127.0.0.1:PORT`.
    public var url: String { "redis://127.0.0.1:\(port)" }

    /// The address of `url`.
    public var address: RedisAddress {
        // The URL is well formed by construction.
        guard let address = try? RedisAddress(url: url) else { preconditionFailure("bad URL \(url)") }
        return address
    }

    /// Starts a server with `options` added to the defaults (later options win) and waits until it
    /// answers PING.
    public static func start(options: [String] = []) throws -> RedisServerProcess {
        let executable = try findExecutable()
        var lastError: Error = RedisServerProcessError.didNotStart("no attempt")
        // Another process may take the free port between its choice and the server's bind: try
        // another port then.
        for _ in 0..<3 {
            let server = try RedisServerProcess(executable: executable, port: try freePort(), options: options)
            do {
                try server.launch()
                return server
            } catch {
                server.kill()
                lastError = error
            }
        }
        throw lastError
    }

    private init(executable: String, port: Int, options: [String]) throws {
        self.executable = executable
        self.port = port
        self.options = options
        let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        var template = Array("\(base)/redis-test.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw RedisServerProcessError.didNotStart("mkdtemp failed: errno \(errno)") }
        directory = String(cString: made)
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Whether the server process is running.
    public var isRunning: Bool { child.withLock { Self.isRunning(&$0) } }

    /// Stops the server with SIGTERM and waits for it to exit (SIGKILL after 10 s).
    public func stop() {
        end(signal: SIGTERM)
    }

    /// Kills the server with SIGKILL and waits for it to exit.
    public func kill() {
        end(signal: SIGKILL)
    }

    /// Stops the server if it runs, then starts it again on the same port and folder, and waits
    /// until it answers PING.
    public func restart() throws {
        stop()
        try launch()
    }

    /// What the server logged so far.
    public var log: String {
        (try? String(contentsOfFile: "\(directory)/redis.log", encoding: .utf8)) ?? ""
    }

    /// Starts the process and waits until it answers PING (at most 10 s).
    private func launch() throws {
        let arguments =
            [
                executable, "--port", String(port), "--bind", "127.0.0.1", "--dir", directory, "--logfile", "redis.log",
                "--daemonize", "no", "--save", "", "--appendonly", "no",
            ] + options
        let pid = try Self.spawn(executable, arguments)
        child.withLock { $0 = pid }

        let started = ContinuousClock.now
        while ContinuousClock.now - started < .seconds(10) {
            guard isRunning else {
                throw RedisServerProcessError.didNotStart("redis-server on port \(port) exited: \(log)")
            }
            let connection = RedisConnection(address: address, timeout: 0.5)
            if (try? connection.command("PING")) == .simple("PONG") { return }
            usleep(20_000)
        }
        throw RedisServerProcessError.didNotStart("redis-server on port \(port) did not answer PING within 10 s: \(log)")
    }

    /// Starts `path` with `arguments` (the first its name), its standard streams on /dev/null.
    ///
    /// By `posix_spawn` with every signal unblocked and at its default action: a child inherits
    /// its parent thread's signal mask, and a test runner's threads block SIGTERM, which would
    /// make the server deaf to ``stop()``.
    private static func spawn(_ path: String, _ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        try closeOtherDescriptors(&actions)

        var argv = arguments.map { strdup($0) }
        defer {
            for argument in argv { free(argument) }
        }
        argv.append(nil)
        var pid = pid_t()
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard status == 0 else { throw RedisServerProcessError.didNotStart("posix_spawn \(path): error \(status)") }
        return pid
    }

    /// Adds to `actions` the closing of every descriptor above 2, so that the server holds no
    /// pipe or socket of another test open (a reader waiting for the end of a pipe would wait for
    /// the server's exit). glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's
    /// Glibc module does not declare, found with `dlsym`.
    private static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) throws {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
            throw RedisServerProcessError.didNotStart("posix_spawn_file_actions_addclosefrom_np is missing (glibc < 2.34)")
        }
        let status = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        guard status == 0 else { throw RedisServerProcessError.didNotStart("addclosefrom_np: error \(status)") }
    }

    /// Whether the process `pid` runs; reaps it (and sets `pid` to 0) when it has exited.
    private static func isRunning(_ pid: inout pid_t) -> Bool {
        guard pid != 0 else { return false }
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == 0 { return true }
        pid = 0
        return false
    }

    /// Sends `signal` to the server when it runs and waits for it to exit (SIGKILL after 10 s).
    private func end(signal: Int32) {
        let pid = child.withLock { $0 }
        guard pid != 0 else { return }
        Glibc.kill(pid, signal)
        let started = ContinuousClock.now
        while isRunning {
            if ContinuousClock.now - started > .seconds(10) { Glibc.kill(pid, SIGKILL) }
            usleep(2_000)
        }
    }

    /// The path of `redis-server`: on the PATH or in Debian's /usr/bin.
    private static func findExecutable() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/sbin", "/usr/local/bin"]
        for folder in folders where access("\(folder)/redis-server", X_OK) == 0 {
            return "\(folder)/redis-server"
        }
        throw RedisServerProcessError.notInstalled(
            "redis-server is not installed (looked on the PATH and in /usr/bin): run scripts/install-test-deps.sh")
    }

    /// A port of 127.0.0.1 that no socket is bound to now.
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RedisServerProcessError.didNotStart("socket failed: errno \(errno)") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else { throw RedisServerProcessError.didNotStart("bind to a free port failed: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
