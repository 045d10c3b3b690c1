import Foundation

/// The id of the code this process runs, which a page's push channel compares across
/// reconnections to learn that the gallery was rebuilt.
enum BuildIdentity {
    /// `STYLEGALLERY_BUILD_ID` when set (not empty), else a hash of the running executable's
    /// path, size and modification time, so that every build of the binary has its own id.
    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let given = environment["STYLEGALLERY_BUILD_ID"], !given.isEmpty { return given }
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return hex(fnv1a("\(path)\u{0}\(size)\u{0}\(modified)"))
    }

    /// 64-bit FNV-1a of `text`'s UTF-8: stable across runs, unlike `Hasher`.
    private static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
