import Foundation
import HTTPServer
import Stylish
import Testing

@testable import Gallery

/// A package's own catalogue, added to the standard one: sections it names, ids that must not collide.
@Suite("Catalogues add up")
struct CatalogueSumTests {
    static let brand = Catalogue([
        PreviewDefinition(id: "brand-slider", title: "Brand slider", section: "Brand", stateKeys: []) { Text("Brand") },
        PreviewDefinition(id: "brand-button", title: "Brand button", section: "Brand", stateKeys: []) { Text("Button") },
        PreviewDefinition(id: "brand-toggle", title: "Brand toggle", section: "Controls", stateKeys: []) { Text("Toggle") },
    ])

    @Test("The sum lists the package's previews first, then the standard ones, each section once in order of appearance")
    func sum() throws {
        let catalogue = Self.brand + .standard
        #expect(catalogue.previews.count == 3 + Catalogue.standard.previews.count)
        #expect(catalogue.previews.prefix(3).map(\.id) == ["brand-slider", "brand-button", "brand-toggle"])
        #expect(
            catalogue.sections.map(\.heading).prefix(3) == [
                "Brand", "Controls", "000 SwiftUI custom controls all styling no composition",
            ])
        try catalogue.validate()
        try Catalogue.standard.validate()
    }

    @Test("Two previews with one id are an error that names both: their titles, files and sections")
    func collision() {
        let mine = Catalogue([
            PreviewDefinition(
                id: "checkout-slider", title: "My checkout", section: "Brand", stateKeys: [],
                sourceFile: "MyStyles/Checkout.swift"
            ) {
                Text("Mine")
            }
        ])
        #expect {
            try (mine + .standard).validate()
        } throws: { error in
            let message = (error as? CatalogueError)?.description ?? ""
            return message.contains("Two previews have the id \"checkout-slider\"")
                && message.contains("\"My checkout\" (MyStyles/Checkout.swift, section \"Brand\")")
                && message.contains("(Gallery/CheckoutSliderPreview.swift, section \"000 SwiftUI custom controls")
        }
    }

    @Test("The index groups a package's previews under the sections it names, and the API says each one's section")
    func indexAndAPI() async throws {
        let app = GalleryApp(configuration: GalleryConfiguration(), catalogue: Self.brand + .standard)
        let router = app.router()
        let index = router.respond(to: HTTPRequest(method: .get, path: "/"))
        let page = String(decoding: index.body, as: UTF8.self)
        let brand = try #require(page.range(of: "<h3>Brand</h3>"))
        let controls = try #require(page.range(of: "<h3>Controls</h3>"))
        #expect(brand.lowerBound < controls.lowerBound)
        #expect(page.contains("<span class=\"sg-section-tag\">000</span> SwiftUI custom controls"))
        let list = router.respond(to: HTTPRequest(method: .get, path: "/api/v1/previews"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(list.body)) as? [[String: Any]])
        #expect(json[0]["section"] as? String == "Brand")
        #expect(json[0]["sectionTag"] is NSNull)
        #expect(json[3]["sectionTag"] as? String == "000")
        let preview = router.respond(to: HTTPRequest(method: .get, path: "/previews/brand-toggle"))
        #expect(
            String(decoding: preview.body, as: UTF8.self).contains(
                "In <a class=\"sg-section-tag\" href=\"/?q=Controls\">Controls</a>"))
    }
}
