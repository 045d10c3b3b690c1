import Synchronization

/// The Swift source a preview's page shows, read from the package's sources and highlighted.
///
/// For each of the preview's ``PreviewDefinition/sourceSymbols`` (its style, its control) the
/// type's declaration, then the preview's own file, each under a heading that names the file
/// and lines. They are looked for in the `Sources` folder of the package that declares the
/// preview (found from its ``PreviewDefinition/sourcePath``), then in the configured folder, then
/// in StyleGallery's own (so a package's preview of a standard style shows that style). A missing
/// folder, symbol or file gives a short note in its place.
enum PreviewSource {
    /// The highlighted source of `definition`'s symbols and of its own file.
    ///
    /// The sources are read once, so a section is highlighted once and kept.
    static func html(for definition: PreviewDefinition, sourcesDirectory: String?) -> String {
        let key =
            [sourcesDirectory ?? "", definition.id, definition.sourceFile, definition.sourcePath]
            + definition.sourceSymbols
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let libraries = libraries(for: definition, sourcesDirectory: sourcesDirectory)
        let html = section(for: definition, libraries: libraries, sourcesDirectory: sourcesDirectory)
        if !libraries.isEmpty { cache.withLock { $0[key] = html } }
        return html
    }

    /// The sections made so far, by folder, preview, file and symbols.
    private static let cache = Mutex<[[String]: String]>([:])

    /// The folders `definition`'s source is looked for in, in order, each once: its package's
    /// `Sources`, `sourcesDirectory`, StyleGallery's `Sources`; those that are not there left out.
    static func libraries(for definition: PreviewDefinition, sourcesDirectory: String?) -> [SourceLibrary] {
        let folders = [
            SourceLibrary.sourcesFolder(containing: definition.sourcePath), sourcesDirectory,
            SourceLibrary.sourcesFolder(containing: #filePath),
        ]
        var seen: Set<String> = []
        return folders.compactMap { folder in
            guard let folder, seen.insert(folder).inserted else { return nil }
            return SourceLibrary.shared(directory: folder)
        }
    }

    private static func section(
        for definition: PreviewDefinition, libraries: [SourceLibrary], sourcesDirectory: String?
    ) -> String {
        var html = "<section class=\"sg-source\" aria-labelledby=\"sg-source-title\">\n"
        html += "<h2 id=\"sg-source-title\">Swift source</h2>\n"
        guard !libraries.isEmpty else {
            let folder = sourcesDirectory.map { " at \(IndexPage.escape($0))" } ?? ""
            return html + note("The package's sources are not available\(folder) (sourcesDirectory).") + "</section>\n"
        }
        for symbol in definition.sourceSymbols {
            if let excerpt = libraries.lazy.compactMap({ $0.declaration(of: symbol) }).first {
                html += block(excerpt, title: symbol)
            } else {
                html += note("No declaration of \(IndexPage.escape(symbol)) in the package's sources.")
            }
        }
        if let excerpt = libraries.lazy.compactMap({ $0.file(fileID: definition.sourceFile) }).first {
            html += block(excerpt, title: nil)
        } else {
            html += note("The preview's file \(IndexPage.escape(definition.sourceFile)) is not in the package's sources.")
        }
        return html + "</section>\n"
    }

    /// A heading naming `excerpt`'s file (and `title`, the symbol, with its lines) and its code.
    ///
    /// The code scrolls, so it is a named region in the tab order: a keyboard scrolls it too.
    private static func block(_ excerpt: SourceExcerpt, title: String?) -> String {
        let path = IndexPage.escape(excerpt.path)
        let lines = "lines \(excerpt.lines.lowerBound)–\(excerpt.lines.upperBound)"
        let heading = title.map { "<code>\(IndexPage.escape($0))</code> in \(path), \(lines)" } ?? path
        let name = title.map { "Source of \(IndexPage.escape($0)) in \(path), \(lines)" } ?? "Source of \(path)"
        return """
            <h3 class="sg-source-file">\(heading)</h3>
            <pre class="sg-code" data-source-path="\(path)" tabindex="0" role="region" aria-label="\(name)">\
            <code class="language-swift">\(SwiftHighlighter.html(Array(excerpt.bytes)))</code></pre>

            """
    }

    private static func note(_ text: String) -> String {
        "<p class=\"sg-source-note\">\(text)</p>\n"
    }
}
