import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits for a `.swift` file under a folder to change: inotify on Linux (every folder watched,
/// new ones and the folders inside them as they appear), the files' modification times compared
/// twice a second elsewhere. A folder made, moved in, moved out or removed counts as a change,
/// and so does an overflow of inotify's queue (what changed is then unknown).
final class SourceWatcher {
    /// The folder watched.
    let root: String
    #if os(Linux)
        private let descriptor: Int32
        private var folders: [Int32: String] = [:]
    #else
        private var stamps: [String: Date] = [:]
    #endif

    /// A watcher of `root` and every folder below it; nil when `root` cannot be watched.
    init?(root: String) {
        self.root = root
        #if os(Linux)
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            for folder in [root] + Self.subfolders(of: root) { watch(folder) }
            guard !folders.isEmpty else {
                close(descriptor)
                return nil
            }
        #else
            stamps = Self.stamps(under: root)
        #endif
    }

    deinit {
        #if os(Linux)
            close(descriptor)
        #endif
    }

    /// Blocks until a `.swift` file is written, made, moved or removed under the folder; then
    /// waits for `settle` without changes (an editor saves in several steps) and returns the
    /// paths that changed.
    func nextChange(settle: Duration = .milliseconds(150)) -> [String] {
        var changed = waitForChanges(timeout: nil)
        while true {
            let more = waitForChanges(timeout: settle)
            if more.isEmpty { return changed }
            changed += more
        }
    }

    #if os(Linux)
        private func watch(_ folder: String) {
            let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF)
            let handle = inotify_add_watch(descriptor, folder, mask)
            if handle >= 0 { folders[handle] = folder }
        }

        /// The Swift files changed within `timeout` (forever when nil); empty after a quiet timeout.
        private func waitForChanges(timeout: Duration?) -> [String] {
            var changed: [String] = []
            while changed.isEmpty {
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let milliseconds =
                    timeout.map { Int32($0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000) } ?? -1
                let ready = poll(&poller, 1, milliseconds)
                if ready == 0 { return [] }
                if ready < 0 { if errno == EINTR { continue } else { return [] } }
                var buffer = [UInt8](repeating: 0, count: 16 * 1024)
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { continue }
                changed += events(in: buffer[..<count])
            }
            return changed
        }

        /// The `.swift` paths named by the inotify events in `bytes`; a new folder is watched too.
        private func events(in bytes: ArraySlice<UInt8>) -> [String] {
            var paths: [String] = []
            bytes.withUnsafeBytes { raw in
                var offset = 0
                let headerSize = MemoryLayout<inotify_event>.size
                while offset + headerSize <= raw.count {
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + headerSize
                    let nameBytes = raw[nameStart..<min(raw.count, nameStart + Int(event.len))].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    offset = nameStart + Int(event.len)
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        paths.append(root)
                        continue
                    }
                    guard let folder = folders[event.wd] else { continue }
                    let path = folder + "/" + name
                    if event.mask & UInt32(IN_ISDIR) != 0 {
                        if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                            for added in [path] + Self.subfolders(of: path) { watch(added) }
                        }
                        paths.append(path)
                    } else if name.hasSuffix(".swift") {
                        paths.append(path)
                    }
                }
            }
            return paths
        }
    #else
        /// The Swift files changed within `timeout` (forever when nil), by modification time.
        private func waitForChanges(timeout: Duration?) -> [String] {
            let deadline = timeout.map { ContinuousClock.now + $0 }
            while true {
                let now = Self.stamps(under: root)
                let changed = Set(now.keys).union(stamps.keys).filter { now[$0] != stamps[$0] }
                stamps = now
                if !changed.isEmpty { return changed.sorted() }
                if let deadline, ContinuousClock.now >= deadline { return [] }
                Thread.sleep(forTimeInterval: 0.5)
            }
        }

        private static func stamps(under root: String) -> [String: Date] {
            var stamps: [String: Date] = [:]
            for path in swiftFiles(under: root) {
                stamps[path] = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            }
            return stamps
        }
    #endif

    /// Every folder below `root`.
    private static func subfolders(of root: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return paths.map { root + "/" + $0 }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Every `.swift` file below `root`.
    private static func swiftFiles(under root: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.map { root + "/" + $0 }
    }
}
