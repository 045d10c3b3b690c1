import Foundation

/// A preview's snapshot as a golden file: a small HTML page a browser opens, holding the model
/// (state, size, targets, animation) in comments as the server wrote them, then the canvas byte
/// for byte, as the gallery's own golden files do (`Tests/Golden`). The event number (`seq`) is
/// left out: it counts requests, not what the preview shows.
enum GoldenMarkup {
    /// The environment variable that, set to `1`, makes ``TestPreview/assertMarkup(matchesGolden:in:record:filePath:)``
    /// record: it writes each golden file from the markup as it is, and passes.
    static let recordVariable = "STYLEGALLERY_RECORD_GOLDENS"

    /// Whether this run records golden files.
    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// The golden document of `snapshot`, named `name`.
    static func document(_ snapshot: PreviewSnapshot, name: String) -> String {
        let html = snapshot.fields.html
        let scheme = html.firstMatch(of: /data-color-scheme="([a-z]+)"/).map { String($0.output.1) } ?? "light"
        func raw(_ member: String) -> String {
            snapshot.members[member].map { String(decoding: $0, as: UTF8.self) } ?? "null"
        }
        let model = #"{"size":\#(raw("size")),"targets":\#(raw("targets")),"animation":\#(raw("animation"))}"#
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="color-scheme" content="\(scheme)">
            <title>\(escape(snapshot.fields.id)) · \(escape(name))</title>
            </head>
            <body>
            <!-- state: \(comment(raw("state"))) -->
            <!-- model: \(comment(model)) -->
            \(html)
            </body>
            </html>

            """
    }

    /// Compares `actual` with the file at `url`, or writes it there when `record` is true.
    static func verify(_ actual: String, at url: URL, record: Bool) throws {
        if record {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GalleryTestError.goldenMissing(path: url.path)
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(expectedLines, actualLines).prefix { $0 == $1 }.count
        let line = { (lines: [Substring]) in index < lines.count ? String(lines[index]) : "<end of file>" }
        let (left, right) = excerpts(line(expectedLines), line(actualLines))
        throw GalleryTestError.goldenMismatch(path: url.path, line: index + 1, expected: left, actual: right)
    }

    /// The two lines cut to 160 characters around where they first differ.
    private static func excerpts(_ expected: String, _ actual: String) -> (String, String) {
        let common = zip(expected, actual).prefix { $0 == $1 }.count
        func cut(_ text: String) -> String {
            let from = max(0, common - 60)
            let piece = text.dropFirst(from).prefix(160)
            return (from > 0 ? "…" : "") + piece + (from + piece.count < text.count ? "…" : "")
        }
        return (cut(expected), cut(actual))
    }

    /// `text` made safe inside an HTML comment (which `--` would end early in some parsers).
    private static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "--", with: "- -")
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
