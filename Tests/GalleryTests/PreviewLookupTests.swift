import HTTPServer
import Stylish
import Testing

@testable import Gallery

/// The API's preview lookup by id (``GalleryApp/previewsByID``) against the catalogue's search.
@Suite("An API request's preview is the one the catalogue finds by its id")
struct PreviewLookupTests {
    /// A request for `/api/v1/previews/<id>`, its id already routed.
    static func request(id: String) -> HTTPRequest {
        HTTPRequest(method: .get, path: "/api/v1/previews/\(id)", parameters: ["id": id])
    }

    @Test("Every preview of the catalogue is found, an unknown id is a 404's error")
    func lookup() throws {
        let extra = PreviewDefinition(id: "extra", title: "Extra", section: .seed("001"), stateKeys: []) { EmptyView() }
        let catalogue = Catalogue(Catalogue.standard.previews + [extra])
        let app = GalleryApp(configuration: GalleryConfiguration(), catalogue: catalogue)
        for id in catalogue.previews.map(\.id) {
            let found = try app.preview(Self.request(id: id))
            let expected = try #require(catalogue.preview(id))
            #expect(found.id == expected.id && found.title == expected.title && found.section == expected.section)
        }
        for id in ["", "nothing", "better-slider/", "Better-Slider"] {
            #expect(catalogue.preview(id) == nil)
            #expect(throws: HTTPError.self) { try app.preview(Self.request(id: id)) }
        }
    }
}
