import Foundation
import Stylish
import Testing

@testable import Gallery

/// The catalogue's contract: the ids and state keys of issue 5's table.
@Suite("The catalogue")
struct CatalogueTests {
    @Test("Every preview shows each of its declared state keys at rest, and nothing else", arguments: Catalogue.standard.previews)
    func declaredKeys(_ preview: PreviewDefinition) {
        let rendering = preview.makeHost().render()
        let model = preview.model(of: rendering)
        #expect(model.map(\.name) == preview.stateKeys)
        #expect(!preview.stateKeys.isEmpty)
    }

    @Test("A key whose view has left the tree is absent from the model, not null")
    func absentKey() throws {
        let checkout = try #require(Catalogue.standard.preview("checkout-slider"))
        let host = checkout.makeHost()
        let key = try #require(host.render().targets.first { $0.gesture == "key" })
        let after = try host.send(.key(target: key.id, key: .end))
        #expect(checkout.model(of: after).map(\.name) == ["didCheckout"])
    }
}

extension PreviewDefinition: CustomTestStringConvertible {
    public var testDescription: String { id }
}
