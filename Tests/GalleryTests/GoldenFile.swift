import Foundation
import Testing

/// A golden file under `Tests/Golden/`: compared byte for byte, re-recorded only on request.
///
/// ```sh
/// STYLEGALLERY_RECORD_GOLDENS=1 swift test --filter Golden   # re-record every golden file
/// ```
struct GoldenFile {
    /// The environment variable that, set to `1`, makes the tests write golden files instead of comparing.
    static let recordVariable = "STYLEGALLERY_RECORD_GOLDENS"
    /// How to re-record, for failure messages.
    static let recordHint = "Re-record with `\(recordVariable)=1 swift test --filter Golden` and review the diff."

    /// Whether this run records.
    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// `Tests/Golden`, found from this source file's path.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden", isDirectory: true)

    /// The path relative to `Tests/Golden` (`checkout-slider/rest-light-ltr-enabled.html`).
    let relativePath: String

    var url: URL { GoldenFile.directory.appendingPathComponent(relativePath) }

    /// Compares `actual` with the file (or records it), recording a test issue on any difference.
    func verify(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let bytes = Data(actual.utf8)
        if GoldenFile.isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "Missing golden file Tests/Golden/\(relativePath). \(GoldenFile.recordHint)", sourceLocation: sourceLocation)
            return
        }
        if expected != bytes {
            Issue.record(
                "Tests/Golden/\(relativePath) differs: \(GoldenFile.firstDifference(expected, bytes)) \(GoldenFile.recordHint)",
                sourceLocation: sourceLocation)
        }
    }

    /// Where two byte strings first differ: byte offset, line number, and the two lines.
    static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        let expected = [UInt8](expected)
        let actual = [UInt8](actual)
        let common = min(expected.count, actual.count)
        let offset = (0..<common).first { expected[$0] != actual[$0] } ?? common
        let line = expected[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
        return """
            first difference at byte \(offset), line \(line) \
            (expected \(expected.count) bytes, got \(actual.count)).
              expected: \(lineText(expected, around: offset))
              actual:   \(lineText(actual, around: offset))

            """
    }

    /// The line of `bytes` that holds `offset`, cut to 200 characters around it.
    private static func lineText(_ bytes: [UInt8], around offset: Int) -> String {
        guard offset < bytes.count else { return "<end of file>" }
        let newline = UInt8(ascii: "\n")
        let start = bytes[..<offset].lastIndex(of: newline).map { $0 + 1 } ?? 0
        let end = bytes[offset...].firstIndex(of: newline) ?? bytes.count
        let from = max(start, offset - 100)
        let to = min(end, offset + 100)
        let text = String(decoding: bytes[from..<to], as: UTF8.self)
        return (from > start ? "…" : "") + text + (to < end ? "…" : "")
    }
}
