import Foundation
import Testing

@testable import Gallery

/// `gallery export`: the static gallery written to a folder, as a browser opening it from disk
/// would follow it.
@Suite("Static export")
struct ExportTests {
    /// The package's `Public/`.
    static let publicDirectory = SourceHighlighterTests.packageRoot.appendingPathComponent("Public").path

    /// A configuration with the package's assets and sources.
    static var configuration: GalleryConfiguration {
        var configuration = GalleryConfiguration()
        configuration.publicDirectory = publicDirectory
        configuration.sourcesDirectory = SourceLibraryTests.sources
        return configuration
    }

    /// A fresh empty folder's path.
    static func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)").path
    }

    /// The whole export, written once for the tests that read it.
    static let exported: (folder: String, count: Int) = {
        let folder = temporaryFolder()
        let count = (try? StaticExport(configuration: configuration).write(to: folder)) ?? -1
        return (folder, count)
    }()

    static func page(_ path: String) throws -> String {
        try String(contentsOfFile: exported.folder + "/" + path, encoding: .utf8)
    }

    /// Every HTML file under the export, as paths inside it.
    static func htmlFiles() -> [String] {
        (FileManager.default.enumerator(atPath: exported.folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".html") }.sorted()
    }

    @Test("It writes the index, a page per preview and per preview × variant, the matrix and the assets")
    func files() throws {
        let previews = Catalogue.standard.previews
        let variants = PreviewEnvironment.matrixVariants
        let expected = 1 + previews.count * (1 + variants.count) + 1
        #expect(Self.exported.count == expected)
        #expect(Self.htmlFiles().count == expected)
        for preview in previews {
            #expect(FileManager.default.fileExists(atPath: "\(Self.exported.folder)/previews/\(preview.id).html"))
            for variant in variants {
                let path = "\(Self.exported.folder)/previews/\(preview.id)/\(variant.exportName).html"
                #expect(FileManager.default.fileExists(atPath: path), "\(path)")
            }
        }
        let assets = try FileManager.default.contentsOfDirectory(atPath: Self.exported.folder + "/assets")
        let published = try FileManager.default.contentsOfDirectory(atPath: Self.publicDirectory)
        #expect(Set(assets) == Set(published))
        let script = try Data(contentsOf: URL(fileURLWithPath: Self.exported.folder + "/assets/gallery.js"))
        #expect(script == (try Data(contentsOf: URL(fileURLWithPath: Self.publicDirectory + "/gallery.js"))))
    }

    @Test("Every link and script is relative and names a file of the export; no root-relative link is left")
    func links() throws {
        var checked = 0
        for path in Self.htmlFiles() {
            let html = try Self.page(path)
            let folder = URL(fileURLWithPath: Self.exported.folder + "/" + path).deletingLastPathComponent()
            for match in html.matches(of: /\s(?:href|src|action)="([^"]*)"/) {
                let link = String(match.output.1).replacingOccurrences(of: "&amp;", with: "&")
                #expect(!link.hasPrefix("/"), "\(path): \(link) is root-relative")
                if link.hasPrefix("#") || link.contains("://") { continue }
                let file = String(link.prefix { $0 != "#" && $0 != "?" })
                let target = folder.appendingPathComponent(file).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: target), "\(path): \(link) → \(target) is missing")
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }

    @Test("Every page passes the markup audit and says it is static")
    func audit() throws {
        for path in Self.htmlFiles() {
            let html = try Self.page(path)
            // The audit knows the live pages' script paths; the export's are the same files, relative.
            let live = html.replacing(/src="(?:\.\.\/)*assets\//, with: "src=\"/assets/")
            #expect(MarkupAudit(live).problems.isEmpty, "\(path): \(MarkupAudit(live).problems)")
            #expect(html.contains("<body data-static") && html.contains("Static export: open the live gallery"), "\(path)")
            #expect(!html.contains(" data-reset>"), "\(path): a reset button that cannot work is shown")
        }
    }

    @Test("Variant pages differ: the colour scheme on <html>, right to left mirrored, disabled drawn disabled")
    func variants() throws {
        let base = "previews/default-slider/"
        let light = try Self.page(base + "light-ltr-enabled.html")
        let dark = try Self.page(base + "dark-ltr-enabled.html")
        let rtl = try Self.page(base + "light-rtl-enabled.html")
        let disabled = try Self.page(base + "light-ltr-disabled.html")
        #expect(light.contains("<html data-color-scheme=\"light\""))
        #expect(dark.contains("<html data-color-scheme=\"dark\""))
        #expect(rtl.contains("<div dir=\"rtl\"") && !light.contains("<div dir=\"rtl\""))
        #expect(Self.stage(rtl) != Self.stage(light), "the right-to-left slider is not mirrored")
        #expect(Self.stage(disabled) != Self.stage(light), "the disabled slider is drawn as the enabled one")
        #expect(Self.stage(disabled).contains("aria-disabled=\"true\""))
        #expect(try Self.page("index.html").contains("data-preview=\"default-slider\""))
    }

    /// The first card's stage: from `sg-stage` to the state panel.
    static func stage(_ html: String) -> Substring {
        guard let start = html.range(of: "class=\"sg-stage\""), let end = html[start.upperBound...].range(of: "data-state")
        else { return "" }
        return html[start.upperBound..<end.lowerBound]
    }

    @Test("The matrix is one table of every preview × variant, each id once, each cell linking to its variant's page")
    func matrix() throws {
        let html = try Self.page("matrix.html")
        let cards = html.matches(of: /<section class="sg-preview sg-matrix-card"/).count
        #expect(cards == Catalogue.standard.previews.count * PreviewEnvironment.matrixVariants.count)
        let ids = html.matches(of: /\sid="([^"]*)"/).map { String($0.output.1) }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids.count - Set(ids).count)")
        #expect(html.contains("href=\"previews/checkout-slider/dark-rtl-disabled.html\""))
        #expect(html.contains("<td class=\"sg-matrix-cell\" data-color-scheme=\"dark\" style=\"--sg-width:360px\">"))
        #expect(html.matches(of: /<tbody>/).count == Catalogue.standard.previews.count, "a row group per preview")
        #expect(html.components(separatedBy: "<table ").count == 2, "one table")
    }

    @Test("The export is browsable: every page links to the index and the matrix, a preview page to its variants")
    func browsable() throws {
        let variants = PreviewEnvironment.matrixVariants
        #expect(try Self.page("index.html").contains("<a href=\"matrix.html\">"))
        #expect(try Self.page("matrix.html").contains("<a href=\"index.html\">"))
        for preview in Catalogue.standard.previews {
            let html = try Self.page("previews/\(preview.id).html")
            #expect(html.contains("<a href=\"../matrix.html\">"), "\(preview.id)")
            for variant in variants {
                let link = "<a href=\"../previews/\(preview.id)/\(variant.exportName).html\">\(variant.exportLabel)</a>"
                #expect(html.contains(link), "\(preview.id): no link to its \(variant.exportName) page")
            }
        }
        let variant = try Self.page("previews/default-slider/dark-rtl-enabled.html")
        #expect(variant.contains("<a href=\"../../matrix.html\">") && variant.contains("<a href=\"../../index.html\">"))
    }

    @Test("Exported cards keep the state panel and hide the event log, Clear and Copy as curl")
    func inspectorLogHidden() throws {
        for path in ["index.html", "previews/default-slider.html", "matrix.html"] {
            let html = try Self.page(path)
            #expect(html.contains("data-state"), "\(path): the state panel is gone")
            #expect(html.contains("data-log-panel"), "\(path)")
        }
        let stylesheet = try Self.page("assets/gallery.css")
        #expect(stylesheet.hasSuffix(StaticPage.hiddenInExport))
        #expect(StaticPage.hiddenInExport.contains("body[data-static] [data-log-panel] { display: none !important; }"))
    }

    @Test("An unwritable folder is a clear error that names it")
    func unwritable() throws {
        let file = Self.temporaryFolder()
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        #expect {
            try StaticExport(configuration: Self.configuration).write(to: file + "/site")
        } throws: { error in
            "\(error)".contains(file) && "\(error)".hasPrefix("Cannot create the folder")
        }
    }
}
