import Foundation
import Stylish
import Testing

@testable import Gallery

/// The search's rule, without a server: the terms a preview is found by, and which queries match.
@Suite("Browsing: the search rule")
struct BrowseSearchTests {
    private let previews = Catalogue.standard.previews

    private func ids(matching query: String) -> [String] {
        let search = PreviewSearch(query)
        return previews.filter(search.matches).map(\.id)
    }

    @Test("A preview's terms are its words whole and split at punctuation and camel case, lowercased, once each")
    func terms() throws {
        let checkout = try #require(Catalogue.standard.preview("checkout-slider"))
        let terms = PreviewSearch.terms(of: checkout)
        for expected in ["checkout-slider", "checkout", "slider", "checkoutsliderstyle", "style", "000", "swiftui", "sliders"] {
            #expect(terms.contains(expected), "\(expected) missing from \(terms)")
        }
        #expect(Set(terms).count == terms.count, "a term is listed twice")
        #expect(terms.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty && !$0.contains(" ") })
        #expect(!terms.contains { $0.hasPrefix("`") || $0.hasSuffix(":") }, "punctuation at a term's ends")
    }

    @Test("“range” finds exactly the two range sliders, in catalogue order")
    func range() {
        #expect(ids(matching: "range") == ["range-slider", "vertical-range-slider"])
        #expect(ids(matching: "RANGE") == ["range-slider", "vertical-range-slider"], "case matters")
        #expect(ids(matching: "  Range,  ") == ["range-slider", "vertical-range-slider"], "spaces or punctuation matter")
    }

    @Test("Every word must match: “range vertical” is the vertical one, “range stepper” nothing")
    func everyWord() {
        #expect(ids(matching: "range vertical") == ["vertical-range-slider"])
        #expect(ids(matching: "range stepper").isEmpty)
        #expect(ids(matching: "001") == ["fat-slider", "sticky-fat-slider"], "by seed number")
        #expect(ids(matching: "checkboxes") == ["checkbox-multiple-choice", "onboarding-large-controls"], "by control kind")
        #expect(ids(matching: "CheckoutSliderStyle") == ["checkout-slider"], "by a type in the summary")
    }

    @Test("A word matches the start of a term, not its middle: “range” does not find an orange tint")
    func prefixOnly() {
        let orange = PreviewDefinition(
            id: "tinted", title: "Tinted", section: .seed("000"), summary: "A slider with an orange tint.", stateKeys: []
        ) { Text("x") }
        #expect(!PreviewSearch("range").matches(orange))
        #expect(PreviewSearch("oran").matches(orange))
        #expect(PreviewSearch("tint slid").matches(orange))
    }

    @Test("A blank query matches every preview", arguments: ["", "   ", "\t\n", " , "])
    func blank(_ query: String) {
        #expect(PreviewSearch(query).isEmpty)
        #expect(ids(matching: query) == previews.map(\.id))
    }

    @Test(
        "Every preview has a summary of a sentence or two and names the types its page shows",
        arguments: Catalogue.standard.previews)
    func metadata(_ preview: PreviewDefinition) throws {
        #expect(preview.summary.count > 60 && preview.summary.count < 320, "\(preview.summary.count) characters")
        #expect(preview.summary.hasSuffix("."))
        #expect(!preview.sourceSymbols.isEmpty)
        for symbol in preview.sourceSymbols {
            #expect(Self.declares(symbol), "no declaration of \(symbol) in a Sources/…/\(symbol).swift")
        }
    }

    @Test("The standard catalogue's sections are the three articles and issue 27's pasted code, tagged with their numbers")
    func seeds() {
        #expect(Catalogue.standard.sections.map(\.tag) == ["000", "001", "002", "027"])
        #expect(Catalogue.standard.sections.map(\.title).allSatisfy { !$0.hasPrefix("Seed ") })
        #expect(CatalogueSection.seed("002").title == "Styling Components in SwiftUI")
        #expect(CatalogueSection.seed("777").heading == "777 Seed 777")
        #expect(CatalogueSection("Brand").heading == "Brand")
    }

    /// The paths of the Swift files under `Sources/`, listed once.
    private static let sourceFiles: [URL] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        return FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    }()

    /// Whether `Sources/` declares a type `name` (`struct Name`, `protocol Name`…) in the file named
    /// after it, as the house style has it (only those files are read: this test stays cheap).
    private static func declares(_ name: String) -> Bool {
        let isIdentifier = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        return sourceFiles.filter { $0.lastPathComponent == name + ".swift" }.contains { file in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
            return ["struct ", "protocol ", "enum ", "class "].contains { keyword in
                text.ranges(of: keyword + name).contains { range in
                    range.upperBound == text.endIndex || !isIdentifier(text[range.upperBound])
                }
            }
        }
    }
}
