import Foundation
import Testing

@testable import Stylish

/// An environment whose catalogue has a 64 × 40 image called `swatch`.
private func catalogued() -> EnvironmentValues {
    var images = ImageCatalog(urlPrefix: "/images/")
    images.add(name: "swatch", fileName: "swatch.svg", size: CGSize(width: 64, height: 40))
    var environment = EnvironmentValues()
    environment.imageCatalog = images
    return environment
}

/// An image whose fitting a tap switches.
private struct Switching: View {
    @State var fills = false
    var body: some View {
        VStack {
            Image("swatch").resizable().aspectRatio(contentMode: fills ? .fill : .fit).frame(width: 200, height: 100)
            Button("Switch") { fills.toggle() }
        }
    }
}

@Suite("Images: the catalogue, resizing, aspect ratios and symbol scales")
struct ImageTests {
    private func html<V: View>(_ view: V, environment: EnvironmentValues = catalogued()) -> String {
        ViewHost(view, width: 300, environment: environment).render().html
    }

    /// The `left…height` of the image element.
    private func imageFrame(_ html: String) -> Substring {
        guard let start = html.range(of: "sg-image\""), let style = html[start.upperBound...].range(of: "style=\""),
            let end = html[style.upperBound...].firstIndex(of: "\"")
        else { return "" }
        return html[style.upperBound..<end]
    }

    @Test("A catalogued image is drawn at its intrinsic size from its URL, labelled with its name")
    func intrinsic() {
        let markup = html(Image("swatch").frame(width: 200, height: 100))
        #expect(imageFrame(markup) == "left:68px;top:30px;width:64px;height:40px")
        #expect(
            markup.contains("role=\"img\" aria-label=\"swatch\"><image href=\"/images/swatch.svg\" width=\"64\" height=\"40\""))
        let decorative = html(Image(decorative: "swatch"))
        #expect(decorative.contains("aria-hidden=\"true\"><image") && !decorative.contains("aria-label"))
    }

    @Test("An unknown name draws a labelled placeholder, as an unknown symbol does")
    func unknown() {
        let markup = html(Image("nothing here"))
        #expect(markup.contains("sg-symbol"))
        #expect(markup.contains("aria-label=\"nothing here\""))
        #expect(markup.contains("<title>nothing here</title>"))
        #expect(html(Image("swatch"), environment: EnvironmentValues()).contains("aria-label=\"swatch\""))
    }

    @Test("resizable() takes the space offered; aspect ratios fit or fill it")
    func resizing() {
        #expect(
            imageFrame(html(Image("swatch").resizable().frame(width: 200, height: 100))).hasSuffix("width:200px;height:100px"))
        #expect(
            imageFrame(html(Image("swatch").resizable().scaledToFit().frame(width: 200, height: 100)))
                == "left:20px;top:0px;width:160px;height:100px")
        #expect(
            imageFrame(html(Image("swatch").resizable().scaledToFill().frame(width: 200, height: 100)))
                == "left:0px;top:-12.5px;width:200px;height:125px")
        #expect(
            imageFrame(html(Image("swatch").resizable().aspectRatio(1, contentMode: .fit).frame(width: 200, height: 100)))
                == "left:50px;top:0px;width:100px;height:100px")
        #expect(
            imageFrame(
                html(Image("swatch").resizable().aspectRatio(CGSize(width: 4, height: 1), contentMode: .fit).frame(width: 200))
            )
            .hasSuffix("width:200px;height:50px"))
        #expect(
            imageFrame(html(Image("swatch").scaledToFit().frame(width: 200, height: 100))).hasSuffix("width:64px;height:40px"),
            "an image that is not resizable keeps its size")
    }

    @Test("Aspect ratio layout proposes a size of the ratio to any view")
    func aspectRatioOfShapes() {
        let markup = html(Rectangle().aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))
        #expect(markup.contains("left:0px;top:25px;width:100px;height:50px"))
    }

    @Test("Switching fit and fill updates as the reference engine does")
    func checkedUpdate() throws {
        let host = ViewHost(checking: { Switching() }, width: 300, environment: catalogued())
        let first = host.render()
        #expect(imageFrame(first.html).hasSuffix("width:160px;height:100px"))
        let tap = try #require(first.targets.first { $0.gesture == "tap" }).id
        #expect(imageFrame(try host.send(.tap(target: tap)).html).hasSuffix("width:200px;height:125px"))
        #expect(imageFrame(try host.send(.tap(target: tap)).html).hasSuffix("width:160px;height:100px"))
    }

    @Test("Image scales size SF Symbols relative to the font")
    func imageScale() {
        func side(_ scale: Image.Scale) -> Bool {
            let expected = ["small": "16px", "medium": "20px", "large": "26px"]["\(scale)"] ?? ""
            return html(Image(systemName: "plus").imageScale(scale)).contains("width:\(expected);height:\(expected)")
        }
        #expect(Image.Scale.allCases.allSatisfy(side))
    }
}

@Suite("Image sizes read from file headers")
struct ImageHeaderTests {
    @Test("PNG: the IHDR chunk's width and height")
    func png() {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 1, 0x2C, 0, 0, 0, 0x96, 8, 6, 0, 0, 0]
        #expect(ImageCatalog.intrinsicSize(of: bytes) == CGSize(width: 300, height: 150))
        #expect(ImageCatalog.intrinsicSize(of: Array(bytes.prefix(20))) == nil, "a header cut short")
    }

    @Test("JPEG: the first start-of-frame after other segments")
    func jpeg() {
        let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof: [UInt8] = [0xFF, 0xC2, 0, 17, 8, 0, 0x20, 0, 0x40, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        #expect(ImageCatalog.intrinsicSize(of: [0xFF, 0xD8] + app0 + sof) == CGSize(width: 64, height: 32))
    }

    @Test("SVG: width and height, else the view box")
    func svg() {
        let sized = #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64px" height='40' viewBox="0 0 8 5">"#
        #expect(ImageCatalog.intrinsicSize(of: Array(sized.utf8)) == CGSize(width: 64, height: 40))
        let boxed = #"<svg viewBox="0,0 120 30" stroke-width="2"></svg>"#
        #expect(ImageCatalog.intrinsicSize(of: Array(boxed.utf8)) == CGSize(width: 120, height: 30))
        let relative = #"<svg width="100%" height="100%" viewBox="0 0 10 20"/>"#
        #expect(ImageCatalog.intrinsicSize(of: Array(relative.utf8)) == CGSize(width: 10, height: 20))
        #expect(ImageCatalog.intrinsicSize(of: Array("plain text".utf8)) == nil)
    }
}
