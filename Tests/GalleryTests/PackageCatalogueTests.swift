import Foundation
import Stylish
import Testing

@testable import Gallery

/// A package's own previews get every feature the standard ones have: the index's sections, the
/// matrix, the inspector, the no-JS form, events, replay, reset, persistence and the export.
@Suite("A package's own catalogue", .serialized)
struct PackageCatalogueTests {
    /// A stepper of the package's own, in a section it names, before the standard catalogue.
    static let catalogue =
        Catalogue([
            PreviewDefinition(
                id: "own-stepper", title: "Own stepper", section: "Mine", controls: [.stepper],
                stateKeys: ["guests"]
            ) {
                OwnStepperPreview()
            }
        ]) + .standard

    @Test("The index, the matrix and the preview's page show it with the inspector and the no-JS form")
    func pages() async throws {
        try await withGallery(catalogue: Self.catalogue) { port in
            let client = GalleryClient(port: port)
            let index = try await client.get("/").text
            #expect(index.contains("<h3>Mine</h3>"))
            let matrix = try await client.get("/matrix?control=stepper").text
            #expect(matrix.contains("data-preview=\"own-stepper\""))
            let page = try await client.get("/previews/own-stepper").text
            #expect(page.contains("class=\"sg-inspector\"") && page.contains("<noscript><form class=\"sg-noscript\""))
            #expect(page.contains("In <a class=\"sg-section-tag\" href=\"/?q=Mine\">Mine</a>"))
            // Declared in a test file, outside any Sources folder: its page says so instead of showing another file.
            #expect(page.contains("The preview's file GalleryTests/PackageCatalogueTests.swift is not in the package"))
        }
    }

    @Test("Events, the no-JS form, replay and reset act on it as on a standard preview")
    func actions() async throws {
        try await withGallery(catalogue: Self.catalogue) { port in
            let client = GalleryClient(port: port)
            let snapshot = try await client.get("/api/v1/previews/own-stepper")
            let target = try #require(snapshot.elements(where: "role", is: "spinbutton").first?["data-target"])
            let event = #"{"seq": 1, "type": "key", "target": "\#(target)", "key": "increment"}"#
            let stepped = try await client.post("/api/v1/previews/own-stepper/events", event)
            #expect(stepped.state as NSDictionary == ["guests": 3] as NSDictionary)
            let form = try await client.post(
                "/previews/own-stepper", "preview=own-stepper&increment=\(target)",
                contentType: "application/x-www-form-urlencoded")
            #expect(form.status == 200)  // URLSession follows the 303 to the page
            let afterForm = try await client.get("/api/v1/previews/own-stepper")
            #expect(afterForm.state as NSDictionary == ["guests": 4] as NSDictionary)
            let replayed = try await client.post("/api/v1/previews/own-stepper/replay", #"{"events": [\#(event)]}"#)
            #expect(replayed.state as NSDictionary == ["guests": 3] as NSDictionary)
            let reset = try await client.post("/api/v1/previews/own-stepper/reset", "")
            #expect(reset.state as NSDictionary == ["guests": 2] as NSDictionary)
        }
    }

    @Test("Its state survives a restart on the same state folder, and the export writes its page")
    func persistenceAndExport() async throws {
        let folder = try TemporaryFolder()
        var cookie: String?
        try await withPersistentGallery(directory: folder.path, catalogue: Self.catalogue) { port in
            let client = GalleryClient(port: port)
            let snapshot = try await client.get("/api/v1/previews/own-stepper")
            let target = try #require(snapshot.elements(where: "role", is: "spinbutton").first?["data-target"])
            _ = try await client.post(
                "/api/v1/previews/own-stepper/events", #"{"seq": 1, "type": "key", "target": "\#(target)", "key": "end"}"#)
            cookie = client.cookie
        }
        try await withPersistentGallery(directory: folder.path, catalogue: Self.catalogue) { port in
            let client = GalleryClient(port: port)
            client.cookie = cookie
            let restored = try await client.get("/api/v1/previews/own-stepper")
            #expect(restored.state as NSDictionary == ["guests": 10] as NSDictionary)
        }
        let out = try TemporaryFolder()
        var configuration = GalleryConfiguration()
        configuration.publicDirectory = ExportTests.publicDirectory
        _ = try StaticExport(configuration: configuration, catalogue: Self.catalogue).write(to: out.path) { _, _, _ in }
        let page = try String(contentsOfFile: out.path + "/previews/own-stepper.html", encoding: .utf8)
        #expect(page.contains("data-preview=\"own-stepper\"") && page.contains("Own stepper"))
    }
}

/// A stepper for 1…10 guests, starting at 2.
struct OwnStepperPreview: View {
    @State var guests = 2

    var body: some View {
        Stepper("Guests", value: $guests, in: 1...10).padding()
    }
}
