import Foundation
import Testing

@testable import Gallery
@testable import Stylish

/// `gallery export` of previews that show `Image("name")`: the images go with the pages.
@Suite("Static export of images")
struct ExportImagesTests {
    @Test("The images folder is copied to images/, and every page links its images there, relative to itself")
    func images() throws {
        var configuration = ExportTests.configuration
        configuration.imagesDirectory =
            URL(fileURLWithPath: ImageFolderTests.configFile).deletingLastPathComponent().appendingPathComponent("images").path
        let preview = PreviewDefinition(id: "swatch", title: "Swatch", section: .seed("001"), stateKeys: []) { Image("swatch") }
        let folder = ExportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try StaticExport(configuration: configuration, catalogue: Catalogue([preview])).write(to: folder)
        let copied = try FileManager.default.contentsOfDirectory(atPath: folder + "/images").sorted()
        #expect(copied == ["pixels.png", "swatch.svg"])
        let original = try Data(contentsOf: URL(fileURLWithPath: configuration.imagesDirectory! + "/swatch.svg"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/images/swatch.svg")) == original)
        let page = try String(contentsOfFile: folder + "/previews/swatch.html", encoding: .utf8)
        #expect(page.contains("href=\"../images/swatch.svg\""), "the preview's own page")
        let variant = try #require(PreviewEnvironment.matrixVariants.first)
        let variantPage = try String(contentsOfFile: folder + "/previews/swatch/\(variant.exportName).html", encoding: .utf8)
        #expect(variantPage.contains("href=\"../../images/swatch.svg\""), "a variant's page draws the image too")
        let matrix = try String(contentsOfFile: folder + "/matrix.html", encoding: .utf8)
        #expect(matrix.contains("href=\"images/swatch.svg\"") && !matrix.contains("href=\"/images/"))
    }
}
