import Foundation
import HTTPServer
import Stylish

/// The whole gallery as static HTML and assets that open from disk: `gallery export DIR`.
///
/// ```swift
/// let export = StaticExport(configuration: try GalleryConfiguration.load(from: "Config/gallery.json"))
/// let pages = try export.write(to: "site") { done, total, path in print("[\(done)/\(total)] \(path)") }
/// ```
///
/// It writes, with every preview in its initial state:
/// - `index.html` and `previews/<id>.html`: the app's own routes (`GET /`, `GET /previews/<id>`)
///   answered in process by a fresh app that neither reads nor saves sessions, so each request
///   gets a new session and fresh hosts;
/// - `previews/<id>/<variant>.html` for each of the matrix's variants, and `matrix.html` with
///   every preview × variant: fresh hosts made with the variant's environment
///   (`makeHost(environment:)`), in the pages' own card and page markup;
/// - `assets/`: `Public/`, its stylesheets with ``StaticStylesheet`` applied, and `gallery.css`
///   ending with ``StaticPage/hiddenInExport`` (no event log on a static card);
/// - `images/`: the image files of the configuration's images folder, which `Image("name")` shows.
///
/// Root-relative links become relative (``StaticLinks``), and each page is marked static
/// (`<body data-static>`, with a note linking to the index and the matrix), which `gallery.js`
/// reads to stay quiet; a preview's page also links to its variants' pages.
public struct StaticExport: Sendable {
    /// One page of the export: where it goes and what it shows.
    struct Page: Sendable {
        /// Its path in the export (`previews/slider/dark-enabled-rtl.html`).
        let path: String
        /// What it shows.
        let content: Content
        /// How many folders deep it is.
        var depth: Int { path.count { $0 == "/" } }
    }

    /// What a page shows.
    enum Content: Sendable {
        /// The app's answer to `GET` this path.
        case route(String)
        /// One preview in one variant's environment.
        case variant(PreviewDefinition, PreviewEnvironment)
        /// Every preview × variant.
        case matrix
    }

    /// The configuration the pages are made with (its `stateDirectory` ignored).
    public let configuration: GalleryConfiguration
    /// The previews exported.
    public let catalogue: Catalogue
    /// The environment variants exported for each preview.
    let variants: [PreviewEnvironment]
    /// Every page, in the order written.
    let pages: [Page]
    private let router: Router

    /// An export of `catalogue` with `configuration`'s assets and sources.
    public init(configuration: GalleryConfiguration, catalogue: Catalogue = .standard) {
        var configuration = configuration
        configuration.stateDirectory = nil
        self.configuration = configuration
        self.catalogue = catalogue.withImages(ImageFolder.catalog(in: configuration.imagesDirectory))
        variants = PreviewEnvironment.matrixVariants
        router = GalleryApp(configuration: configuration, catalogue: catalogue).router()
        var pages = [Page(path: "index.html", content: .route("/"))]
        for definition in self.catalogue.previews {
            pages.append(Page(path: "previews/\(definition.id).html", content: .route("/previews/\(definition.id)")))
            for variant in variants {
                pages.append(
                    Page(path: "previews/\(definition.id)/\(variant.exportName).html", content: .variant(definition, variant)))
            }
        }
        pages.append(Page(path: "matrix.html", content: .matrix))
        self.pages = pages
    }

    /// The pages' paths, in the order written.
    public var pagePaths: [String] { pages.map(\.path) }

    /// Writes the assets, then every page, into `directory` (made if missing), calling
    /// `progress` after each page with how many are done, of how many, and its path; returns
    /// the number of pages.
    @discardableResult
    public func write(
        to directory: String, progress: (_ done: Int, _ total: Int, _ path: String) -> Void = { _, _, _ in }
    ) throws(ExportError) -> Int {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        try make(root)
        try copyAssets(to: root.appendingPathComponent("assets"))
        try copyImages(to: root.appendingPathComponent("images"))
        for (number, page) in pages.enumerated() {
            try save(Data(try html(of: page).utf8), to: root.appendingPathComponent(page.path))
            progress(number + 1, pages.count, page.path)
        }
        return pages.count
    }

    /// The finished HTML of `page`: rendered, its links made relative, marked static.
    func html(of page: Page) throws(ExportError) -> String {
        let links = StaticLinks(depth: page.depth, previewIDs: Set(catalogue.previews.map(\.id)), variants: variants)
        switch page.content {
        case .route(let path):
            let response = router.respond(to: HTTPRequest(method: .get, path: path))
            guard response.status == .ok else {
                throw ExportError("GET \(path) answered \(response.status.code); the export stopped at \(page.path).")
            }
            let preview = path.hasPrefix("/previews/") ? String(path.dropFirst("/previews/".count)) : nil
            return StaticPage.finish(
                String(decoding: response.body, as: UTF8.self), links: links, variantsOf: preview, variants: variants)
        case .variant(let definition, let variant):
            let card = StaticPage.card(definition, in: variant)
            let title = "\(definition.title) · \(variant.exportLabel) · StyleGallery"
            let html = IndexPage.html(title: title, catalogue: catalogue.previews, cards: [card])
            return StaticPage.finish(html, links: links, colorScheme: variant.colorScheme)
        case .matrix:
            return StaticPage.finish(StaticPage.matrix(catalogue.previews, variants: variants), links: links)
        }
    }

    private func copyAssets(to assets: URL) throws(ExportError) {
        let source = URL(fileURLWithPath: configuration.publicDirectory).standardizedFileURL
        guard let files = FileManager.default.enumerator(atPath: source.path)?.allObjects as? [String] else {
            throw ExportError("Cannot read the assets in \(source.path).")
        }
        for file in files.sorted() {
            let from = source.appendingPathComponent(file)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: from.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            guard let data = FileManager.default.contents(atPath: from.path) else {
                throw ExportError("Cannot read \(from.path).")
            }
            var copy = data
            if file.hasSuffix(".css") {
                var sheet = StaticStylesheet.forcingColorSchemes(String(decoding: data, as: UTF8.self))
                if file == "gallery.css" { sheet += StaticPage.hiddenInExport }
                copy = Data(sheet.utf8)
            }
            try save(copy, to: assets.appendingPathComponent(file))
        }
    }

    /// Copies the image files of the configuration's images folder (those ``ImageFolder`` reads),
    /// which the pages' `Image("name")` link to as `images/<file>`.
    private func copyImages(to folder: URL) throws(ExportError) {
        guard let directory = configuration.imagesDirectory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let from = URL(fileURLWithPath: directory).appendingPathComponent(name)
            guard ImageFolder.extensions.contains(from.pathExtension.lowercased()) else { continue }
            guard let data = FileManager.default.contents(atPath: from.path) else {
                throw ExportError("Cannot read \(from.path).")
            }
            try save(data, to: folder.appendingPathComponent(name))
        }
    }

    private func make(_ folder: URL) throws(ExportError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ExportError("Cannot create the folder \(folder.path): \(Self.reason(error)).")
        }
    }

    private func save(_ data: Data, to file: URL) throws(ExportError) {
        try make(file.deletingLastPathComponent())
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            throw ExportError("Cannot write \(file.path): \(Self.reason(error)).")
        }
    }

    /// The underlying POSIX reason of a Foundation file error, when it has one.
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
    }
}

/// Why an export could not be written; the message names the file or folder.
public struct ExportError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
