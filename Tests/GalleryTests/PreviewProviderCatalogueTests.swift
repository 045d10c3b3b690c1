import Foundation
import Stylish
import Testing

@testable import Gallery

private struct Lone_Previews: PreviewProvider {
    static var previews: some View { Text("Alone") }
}

private struct Several_Previews: PreviewProvider {
    static var previews: some View {
        Text("First").previewDisplayName("The first")
        Text("Second").previewLayout(.fixed(width: 200, height: 60))
    }
}

/// A package's `PreviewProvider`s in the gallery's catalogue.
@Suite("Catalogue: PreviewProviders")
struct PreviewProviderCatalogueTests {
    @Test("A provider of one unnamed preview is one entry, named after its type")
    func lone() throws {
        let previews = PreviewDefinition.previews(of: Lone_Previews.self, section: .seed("027"))
        #expect(previews.map(\.id) == ["lone"])
        #expect(previews.map(\.title) == ["Lone_Previews"])
        #expect(previews[0].makeHost().render().html.contains(">Alone</div>"))
    }

    @Test("Several previews are several entries: ids by place, titles by display name or type name and place")
    func several() {
        let previews = PreviewDefinition.previews(
            of: Several_Previews.self, section: .seed("027"), summary: "Two texts.", stateKeys: [], sourceFile: "Gallery/X.swift")
        #expect(previews.map(\.id) == ["several-1", "several-2"])
        #expect(previews.map(\.title) == ["The first", "Several_Previews 2"])
        #expect(previews.map(\.section) == [.seed("027"), .seed("027")])
        #expect(previews.allSatisfy { $0.sourceFile == "Gallery/X.swift" && $0.summary == "Two texts." })
        #expect(previews.map(\.width) == [360, 200], "a fixed layout sets the canvas width")
        let fixed = previews[1].makeHost().render()
        #expect(fixed.size == CGSize(width: 200, height: 60))
        #expect(fixed.html.contains(">Second</div>"))
    }

    @Test("A catalogue takes providers beside its definitions, in order")
    func catalogueOfProviders() {
        let catalogue = Catalogue([.customButton], providers: [Lone_Previews.self, Several_Previews.self], section: .seed("027"))
        #expect(catalogue.previews.map(\.id) == ["custom-button", "lone", "several-1", "several-2"])
        #expect(catalogue.preview("several-2")?.title == "Several_Previews 2")
    }

    @Test(
        "The standard catalogue: the seeds' 15 previews, issue 27's six drawing previews, issue 28's toggles, labels, progress views, detents, text fields and long press, the provider's two"
    )
    func standard() {
        let ids = Catalogue.standard.previews.map(\.id)
        #expect(ids.count == 33)
        #expect(ids.prefix(15).last == "sheet-style-propagation")
        #expect(ids.suffix(2) == ["pressable-capsule-button-style-1", "pressable-capsule-button-style-2"])
        #expect(
            Catalogue.standard.previews.suffix(2).map(\.title) == [
                "Pressable capsule button", "Pressable capsule button, dark",
            ])
    }

    @Test("The pasted provider's dark preview is dark below its preferredColorScheme, in a light canvas")
    func pastedDarkPreview() throws {
        let dark = try #require(Catalogue.standard.preview("pressable-capsule-button-style-2")).makeHost().render().html
        #expect(dark.contains("data-color-scheme=\"light\""))
        #expect(dark.contains("color-scheme:dark"))
        #expect(dark.contains(">In cart: 0</div>"))
        let light = try #require(Catalogue.standard.preview("pressable-capsule-button-style-1")).makeHost().render().html
        #expect(!light.contains("color-scheme:dark"))
    }

    @Test(
        "Type names become kebab-case ids",
        arguments: [
            ("CapsuleButton", "capsule-button"), ("HTTPButton2", "httpbutton2"), ("A_b  c", "a-b-c"), ("", ""),
            ("PressableCapsuleButtonStyle", "pressable-capsule-button-style"),
        ])
    func kebabCase(_ input: String, _ expected: String) {
        #expect(PreviewDefinition.kebabCase(input) == expected)
    }
}
