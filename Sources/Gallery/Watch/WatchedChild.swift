import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The gallery's side of `--watch`: reads the supervisor's ``BuildNotice``s from standard input
/// and stops the gallery (with SIGTERM, so it saves its sessions) when the supervisor goes away.
enum WatchedChild {
    /// Whether this process was started by a `--watch` supervisor.
    static var isWatched: Bool {
        ProcessInfo.processInfo.environment[WatchSupervisor.childVariable] == "1"
    }

    /// Reads notices on a thread of its own, handing each to `receive`.
    static func listen(_ receive: @escaping @Sendable (BuildNotice) -> Void) {
        let thread = Thread {
            while let line = readLine(strippingNewline: true) {
                if let notice = BuildNotice.decoding(line) { receive(notice) }
            }
            kill(getpid(), SIGTERM)
        }
        thread.name = "stylegallery.watch"
        thread.start()
    }
}
