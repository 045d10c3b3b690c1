import Foundation
import Stylish
import Testing

@testable import Gallery

@Suite("A preview's problems (an unknown colour name) are an error on its card, not a crash")
struct PreviewProblemsTests {
    @Test("Color(\"name\") finds Config/colors.json in a gallery preview; an unknown name is the card's error")
    func unknownColourOnCard() {
        let known = PreviewDefinition(id: "known", title: "Known", section: .seed("027"), stateKeys: []) {
            Text("Brand").foregroundColor(Color("brand"))
        }
        let knownRendering = known.makeHost().render()
        #expect(knownRendering.problems.isEmpty)
        #expect(knownRendering.html.contains("color:rgb(255 106 0)"))
        let card = CardInput(definition: known, seq: 0, rendering: knownRendering).card.markup
        #expect(card.contains("<p class=\"sg-error\" data-error role=\"status\"></p>"))

        let unknown = PreviewDefinition(id: "unknown", title: "Unknown", section: .seed("027"), stateKeys: []) {
            Text("Brand").foregroundColor(Color("<brnad>"))
        }
        let rendering = unknown.makeHost().render()
        let markup = CardInput(definition: unknown, seq: 0, rendering: rendering).card.markup
        #expect(
            markup.contains(
                "<p class=\"sg-error\" data-error role=\"status\">Unknown colour name &quot;&lt;brnad&gt;&quot;: add it to the colour table (Config/colors.json)</p>"
            ), "\(markup)")
    }
}
