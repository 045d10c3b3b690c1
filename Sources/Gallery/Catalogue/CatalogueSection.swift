/// A section of the catalogue: the heading the index lists a group of previews under.
///
/// A package names its own (`section: "Brand"`); the standard catalogue's sections are the seed
/// articles, each tagged with its number (``seed(_:)``).
///
/// ```swift
/// PreviewDefinition(id: "brand-slider", title: "Brand slider", section: "Brand", stateKeys: ["value"]) {
///     BrandSliderPreview()
/// }
/// ```
public struct CatalogueSection: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The heading (`Custom Slider with SwiftUI`).
    public let title: String
    /// A short tag shown before the title and found by search (`001`); nil: none.
    public let tag: String?

    /// A section headed `title`, with `tag` shown before it.
    public init(_ title: String, tag: String? = nil) {
        self.title = title
        self.tag = tag
    }

    /// A section headed `title`.
    public init(stringLiteral title: String) {
        self.init(title)
    }

    /// The tag and title as one line (`001 Custom Slider with SwiftUI`).
    public var heading: String { tag.map { "\($0) \(title)" } ?? title }

    /// The seed article numbered `number` (`shared/seeds/`), titled as its first line is, or
    /// "Seed `number`" for one the gallery does not know.
    public static func seed(_ number: String) -> CatalogueSection {
        let title =
            switch number {
            case "000": "SwiftUI custom controls all styling no composition"
            case "001": "Custom Slider with SwiftUI"
            case "002": "Styling Components in SwiftUI"
            case "027": "SwiftUI code pasted: drawing, styles and a PreviewProvider"
            default: "Seed \(number)"
            }
        return CatalogueSection(title, tag: number)
    }
}
