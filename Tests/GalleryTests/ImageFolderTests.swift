import Foundation
import HTTPServer
import Stylish
import Testing

@testable import Gallery

@Suite("Config/images: the previews' images, read and served")
struct ImageFolderTests {
    static let configFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Config/gallery.json").path

    @Test("The folder's PNG and SVG files are catalogued with their sizes, under /images/")
    func catalogue() throws {
        let configuration = try GalleryConfiguration.load(from: Self.configFile)
        let images = ImageFolder.catalog(in: configuration.imagesDirectory)
        #expect(
            images.entry(named: "swatch") == ImageCatalog.Entry(url: "/images/swatch.svg", size: CGSize(width: 64, height: 40)))
        #expect(images.entry(named: "pixels") == ImageCatalog.Entry(url: "/images/pixels.png", size: CGSize(width: 4, height: 2)))
        #expect(ImageFolder.catalog(in: "/nonexistent").isEmpty)
    }

    @Test("The gallery serves the images and its previews draw them at their size")
    func servedAndRendered() throws {
        let configuration = try GalleryConfiguration.load(from: Self.configFile)
        let preview = PreviewDefinition(id: "image", title: "Image", section: .seed("001"), stateKeys: []) { Image("swatch") }
        let app = GalleryApp(configuration: configuration, catalogue: Catalogue([preview]))
        let response = app.router().respond(to: HTTPRequest(method: .get, path: "/images/swatch.svg"))
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "image/svg+xml")
        let html = try #require(app.catalogue.preview("image")).makeHost().render().html
        #expect(html.contains("width:64px;height:40px"))
        #expect(html.contains("href=\"/images/swatch.svg\""))
        let missing = app.router().respond(to: HTTPRequest(method: .get, path: "/images/../gallery.json"))
        #expect(missing.status != .ok)
    }
}
