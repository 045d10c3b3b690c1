import Foundation

/// Golden files of a preview's markup.
extension TestPreview {
    /// The preview's snapshot as ``assertMarkup(matchesGolden:in:record:filePath:)`` stores it:
    /// an HTML page with the state and model in comments and the canvas as the server rendered it.
    public func markupDocument(named name: String) -> String {
        GoldenMarkup.document(snapshot, name: name)
    }

    /// Checks the preview's markup against the golden file `<name>.html` in `directory`
    /// (default: `Golden/` beside the test file), or records it when `record` is true (default:
    /// when the environment variable `STYLEGALLERY_RECORD_GOLDENS` is `1`).
    ///
    /// - Throws: ``GalleryTestError/goldenMismatch(path:line:expected:actual:)`` with the first
    ///   line that differs and how to re-record, or ``GalleryTestError/goldenMissing(path:)``.
    public func assertMarkup(
        matchesGolden name: String, in directory: URL? = nil, record: Bool? = nil, filePath: String = #filePath
    ) throws {
        let folder =
            directory
            ?? URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden", isDirectory: true)
        try GoldenMarkup.verify(
            markupDocument(named: name), at: folder.appendingPathComponent(name + ".html"),
            record: record ?? GoldenMarkup.isRecording)
    }
}
