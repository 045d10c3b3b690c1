import Foundation
import Stylish
import Testing

@testable import Gallery

/// Finding declarations and preview files in the package's sources, and the section that shows them.
@Suite("The package's sources on the preview pages")
struct SourceLibraryTests {
    static let sources = SourceHighlighterTests.packageRoot.appendingPathComponent("Sources").path

    /// A temporary sources folder holding `files` (relative path → text).
    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sources-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    static func definition(symbols: [String], file: String = "Gallery/CheckoutSliderPreview.swift") -> PreviewDefinition {
        PreviewDefinition(
            id: "test", title: "Test", section: .seed("000"), sourceSymbols: symbols, stateKeys: [], sourceFile: file
        ) { EmptyView() }
    }

    @Test("A declaration runs from its doc comment and attributes to its own closing brace")
    func declarationBounds() throws {
        let text = """
            import Stylish

            /// A style.
            ///
            /// With `{` in its doc.
            @MainActor
            public struct Fancy: SliderStyle {
                let label = "}{\\("}")"
                /* } */
                func f() { if true { } }
            }

            struct After {}
            """
        let library = try #require(SourceLibrary(directory: try Self.folder(["M/Fancy.swift": text])))
        let fancy = try #require(library.declaration(of: "Fancy"))
        let body = String(decoding: fancy.bytes, as: UTF8.self)
        #expect(body.hasPrefix("/// A style."))
        #expect(body.hasSuffix("func f() { if true { } }\n}"))
        #expect(fancy.lines == 3...11)
        #expect(fancy.path.hasSuffix("/M/Fancy.swift"))
        #expect(String(decoding: try #require(library.declaration(of: "After")).bytes, as: UTF8.self) == "struct After {}")
        #expect(library.declaration(of: "Missing") == nil)
    }

    @Test("A type's own declaration wins over its extensions; an extension alone is found")
    func extensions() throws {
        let library = try #require(
            SourceLibrary(
                directory: try Self.folder([
                    "A/A.swift": "extension Thing {\n    var x: Int { 1 }\n}\nextension Other {}\n",
                    "B/B.swift": "enum Thing {\n    case a\n}\n",
                ])))
        #expect(String(decoding: try #require(library.declaration(of: "Thing")).bytes, as: UTF8.self).hasPrefix("enum Thing"))
        #expect(String(decoding: try #require(library.declaration(of: "Other")).bytes, as: UTF8.self) == "extension Other {}")
    }

    @Test("The package's real declarations: styles and controls the previews show")
    func realDeclarations() throws {
        let library = try #require(SourceLibrary.shared(directory: Self.sources))
        let style = try #require(library.declaration(of: "CheckoutSliderStyle"))
        #expect(style.path == "Sources/StylishControls/Slider/CheckoutSliderStyle.swift")
        let text = String(decoding: style.bytes, as: UTF8.self)
        #expect(text.contains("struct CheckoutSliderStyle") && text.hasSuffix("}"))
        #expect(try #require(library.declaration(of: "RangeSliderStyle")).path.hasSuffix("RangeSlider/RangeSliderStyle.swift"))
        let preview = try #require(library.file(fileID: "Gallery/CheckoutSliderPreview.swift"))
        #expect(preview.path == "Sources/Gallery/Previews/CheckoutSliderPreview.swift")
        #expect(preview.lines.lowerBound == 1)
        #expect(library.file(fileID: "Stylish/CheckoutSliderPreview.swift") == nil)
    }

    @Test("Every preview of the catalogue finds its own file, and each of its symbols")
    func catalogue() throws {
        let library = try #require(SourceLibrary.shared(directory: Self.sources))
        for preview in Catalogue.standard.previews {
            #expect(library.file(fileID: preview.sourceFile) != nil, "\(preview.id): \(preview.sourceFile)")
            for symbol in preview.sourceSymbols {
                #expect(library.declaration(of: symbol) != nil, "\(preview.id): \(symbol)")
            }
        }
    }

    @Test("The section: a heading and a highlighted block per symbol, then the preview's file")
    func section() throws {
        let html = PreviewSource.html(
            for: Self.definition(symbols: ["CheckoutSliderStyle", "StylishSlider"]), sourcesDirectory: Self.sources)
        #expect(html.hasPrefix("<section class=\"sg-source\""))
        let headings = html.matches(of: /<h3 class="sg-source-file">(.*?)<\/h3>/).map { String($0.output.1) }
        #expect(headings.count == 3)
        #expect(
            headings[0].hasPrefix(
                "<code>CheckoutSliderStyle</code> in Sources/StylishControls/Slider/CheckoutSliderStyle.swift, lines "))
        #expect(headings[1].contains("StylishSlider"))
        #expect(headings[2] == "Sources/Gallery/Previews/CheckoutSliderPreview.swift")
        #expect(html.matches(of: /<pre class="sg-code"[^>]*><code class="language-swift">/).count == 3)
        // Each block scrolls, so the keyboard reaches it: a named region in the tab order.
        let blocks = html.matches(
            of: /<pre class="sg-code" data-source-path="[^"]*" tabindex="0" role="region" aria-label="([^"]*)">/)
        #expect(
            blocks.map { String($0.output.1) }.first?.hasPrefix(
                "Source of CheckoutSliderStyle in Sources/StylishControls/Slider/CheckoutSliderStyle.swift, lines ") == true)
        #expect(blocks.last.map { String($0.output.1) } == "Source of Sources/Gallery/Previews/CheckoutSliderPreview.swift")
        #expect(blocks.count == 3)
        #expect(html.contains("<span class=\"sw-keyword\">struct</span> <span class=\"sw-type\">CheckoutSliderStyle</span>"))
        #expect(MarkupAudit(html).problems.isEmpty, "\(MarkupAudit(html).problems)")
    }

    @Test("Many requests at once share one reading of the sources and get the same section")
    func concurrent() async throws {
        let definition = Self.definition(symbols: ["StylishSlider"])
        let folder = try Self.folder(["Gallery/CheckoutSliderPreview.swift": "struct StylishSlider {}\n"])
        let sections = await withTaskGroup(of: String.self) { group in
            for _ in 0..<32 { group.addTask { PreviewSource.html(for: definition, sourcesDirectory: folder) } }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(sections.count == 32 && Set(sections).count == 1)
        #expect(sections[0].contains("<span class=\"sw-keyword\">struct</span> <span class=\"sw-type\">StylishSlider</span> {}"))
        #expect(SourceLibrary.shared(directory: folder)?.files.count == 1)
    }

    @Test("A missing folder, symbol or file is a short note, not a crash")
    func missing() throws {
        // StyleGallery's own sources are still read (the last place looked in): X is not declared there.
        let noFolder = PreviewSource.html(
            for: Self.definition(symbols: ["X"], file: "Gallery/Nope.swift"), sourcesDirectory: "/nonexistent/Sources")
        #expect(noFolder.contains("No declaration of X") && noFolder.contains("Gallery/Nope.swift is not in"))
        #expect(!noFolder.contains("<pre"))
        let unset = PreviewSource.html(for: Self.definition(symbols: [], file: "Gallery/Nope.swift"), sourcesDirectory: nil)
        #expect(unset.contains("sg-source-note"))
        let html = PreviewSource.html(
            for: Self.definition(symbols: ["NoSuchType<b>"], file: "Gallery/Nope.swift"), sourcesDirectory: Self.sources)
        #expect(html.contains("No declaration of NoSuchType&lt;b&gt;") && html.contains("Gallery/Nope.swift"))
        #expect(MarkupAudit(html).problems.isEmpty)
    }

    @Test("A preview shows the sources of the package that declares it, then StyleGallery's for the standard styles")
    func declaringPackage() throws {
        let folder =
            try Self.folder([
                "Sources/MyStyles/BrandSlider.swift": "struct BrandSliderStyle {}\n",
                "Sources/MyStyles/BrandPreview.swift": "struct BrandPreview {}\n",
            ]) + "/Sources"
        // What `#fileID` and `#filePath` say in a package whose sources are in `folder`.
        let definition = PreviewDefinition(
            id: "brand", title: "Brand", section: "Brand", sourceSymbols: ["BrandSliderStyle", "DefaultSliderStyle"],
            stateKeys: [], sourceFile: "MyStyles/BrandPreview.swift", sourcePath: folder + "/MyStyles/BrandPreview.swift"
        ) { EmptyView() }
        let html = PreviewSource.html(for: definition, sourcesDirectory: nil)
        #expect(html.contains("<span class=\"sw-type\">BrandSliderStyle</span>"))
        #expect(html.contains("data-source-path=\"Sources/MyStyles/BrandPreview.swift\""))
        #expect(html.contains("data-source-path=\"Sources/StylishControls/Slider/DefaultSliderStyle.swift\""))
        #expect(!html.contains("sg-source-note"))
        #expect(SourceLibrary.sourcesFolder(containing: folder + "/MyStyles/BrandPreview.swift") == folder)
        #expect(SourceLibrary.sourcesFolder(containing: "/nonexistent/Sources/X/Y.swift") == nil)
    }

    @Test("sourcesDirectory in a configuration file is relative to the file")
    func configuration() throws {
        let folder = try Self.folder(["Config/gallery.json": #"{"publicDirectory": "/", "sourcesDirectory": "../Src"}"#])
        let configuration = try GalleryConfiguration.load(from: folder + "/Config/gallery.json")
        #expect(configuration.sourcesDirectory == URL(fileURLWithPath: folder + "/Src").standardizedFileURL.path)
        let flagged = try LaunchOptions(
            arguments: ["--config", folder + "/Config/gallery.json", "--sources-dir", "/elsewhere"], environment: [:])
        #expect(try flagged.configuration().sourcesDirectory == "/elsewhere")
    }
}
