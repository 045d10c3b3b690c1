import Stylish
import Testing

@testable import Gallery

/// The stage reader's attribute scanner finds exactly what the regular expression it replaced
/// found, on every tag of every preview's markup and on odd tags.
@Suite("Reading a stage's attributes")
struct StageAttributeTests {
    /// The former reader: every match of the pattern, names and values.
    private func byRegex(_ tag: Substring) -> [(String, String?)] {
        tag.matches(of: #/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/#).map { (String($0.1), $0.2.map(String.init)) }
    }

    private func expectSame(_ tag: Substring) {
        let scanned = StageNode.attributePairs(tag).map { (String($0.name), $0.value.map(String.init)) }
        let expected = byRegex(tag)
        #expect(scanned.map(\.0) == expected.map(\.0), "\(tag)")
        #expect(scanned.map(\.1) == expected.map(\.1), "\(tag)")
    }

    @Test("Every tag of every preview, at rest and after a key, is read as the regular expression read it")
    func everyPreview() throws {
        for definition in Catalogue.standard.previews {
            let host = definition.makeHost()
            var renderings = [host.render()]
            if let key = renderings[0].targets.first(where: { $0.gesture == "key" }) {
                renderings.append(try host.send(.key(target: key.id, key: .end)))
            }
            for rendering in renderings {
                var rest = Substring(rendering.html)
                while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
                    expectSame(rest[rest.index(after: open)..<close])
                    rest = rest[rest.index(after: close)...]
                }
            }
        }
    }

    @Test("Odd tags: unclosed values, names inside values, non-ASCII, empty values, stray characters")
    func oddTags() {
        let tags = [
            #"div class="a b" data-x="1""#, #"rect x="1" y=2 z="#, #"a title="x y=&quot;z&quot;" href="/""#,
            #"p data-v="unclosed id=3"#, "span aria-label=\"café ☕\" é=\"1\"", #"input disabled value="""#,
            ##"svg:path d="M0 0" xlink:href="#a" _x.y-z="w""##, "g/", "", "=\"\" 9a b9 -c", #"x a="1"b="2""#,
        ]
        for tag in tags { expectSame(Substring(tag)) }
    }
}
