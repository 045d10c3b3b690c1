/// The index's search: which previews a query matches.
///
/// A preview's searchable words (``terms(of:)``) come from its id, title, section (tag and
/// title), summary and control kinds, lowercased, whole and split at punctuation and camel case
/// (`CheckoutSliderStyle` gives `checkoutsliderstyle`, `checkout`, `slider` and `style`). A query
/// matches when every one of its words begins one of those terms, so `range` finds the range
/// sliders and not an `orange` tint. The page writes the terms into `data-search`, and
/// `Public/search.js` applies the same rule as the user types.
struct PreviewSearch: Sendable {
    /// The query as the user typed it (what the search box shows again).
    let text: String
    /// The query's words, lowercased and trimmed of punctuation at their ends; none matches all.
    let words: [String]

    /// The search for `query` (what the user typed; nil or blank matches every preview).
    init(_ query: String?) {
        text = query ?? ""
        words = text.lowercased().split(whereSeparator: \.isWhitespace).map(Self.trimmed)
            .filter { !$0.isEmpty }
    }

    /// Whether the query has no words (every preview matches).
    var isEmpty: Bool { words.isEmpty }

    /// Whether `definition` matches every word of the query.
    func matches(_ definition: PreviewDefinition) -> Bool {
        matches(terms: Self.terms(of: definition))
    }

    /// Whether every word of the query begins one of `terms`.
    func matches(terms: [String]) -> Bool {
        words.allSatisfy { word in terms.contains { $0.hasPrefix(word) } }
    }

    /// The lowercased terms `definition` is found by, each once, in order.
    static func terms(of definition: PreviewDefinition) -> [String] {
        definition.searchTerms
    }

    /// The lowercased terms of a preview with these fields, each once, in order (a preview works
    /// them out once, when it is made).
    static func terms(
        id: String, title: String, section: CatalogueSection, summary: String, controls: [ControlKind]
    ) -> [String] {
        let fields =
            [id, title, section.tag ?? "", section.title, summary] + controls.flatMap { [$0.rawValue, $0.title] }
        var terms: [String] = []
        var seen: Set<String> = []
        for field in fields {
            for word in field.split(whereSeparator: \.isWhitespace) {
                for term in [trimmed(word.lowercased()[...])] + parts(of: word) where !term.isEmpty {
                    if seen.insert(term).inserted { terms.append(term) }
                }
            }
        }
        return terms
    }

    /// `word` without the punctuation at its ends (`` `Slider`: `` gives `slider`).
    private static func trimmed(_ word: Substring) -> String {
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber }
        guard let first = word.firstIndex(where: isWordCharacter), let last = word.lastIndex(where: isWordCharacter) else {
            return ""
        }
        return String(word[first...last])
    }

    /// The pieces of `word` between punctuation and at lower-to-upper case changes, lowercased.
    private static func parts(of word: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var previous: Character?
        for character in word {
            if !(character.isLetter || character.isNumber) {
                parts.append(current)
                current = ""
            } else if character.isUppercase, previous?.isLowercase == true {
                parts.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        parts.append(current)
        return parts.map { $0.lowercased() }
    }
}
