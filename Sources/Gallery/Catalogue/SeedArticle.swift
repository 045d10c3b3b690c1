/// One of the seed articles the previews come from (`shared/seeds/`): its number and title.
struct SeedArticle: Sendable, Hashable {
    /// The seed's number, as a preview's ``PreviewDefinition/seed`` names it (`000`).
    let number: String
    /// The article's title, as its first line gives it.
    let title: String

    /// The three seed articles, in order, then issue 27's SwiftUI code pasted (drawing,
    /// styles and a `PreviewProvider`).
    static let all = [
        SeedArticle(number: "000", title: "SwiftUI custom controls all styling no composition"),
        SeedArticle(number: "001", title: "Custom Slider with SwiftUI"),
        SeedArticle(number: "002", title: "Styling Components in SwiftUI"),
        SeedArticle(number: "027", title: "SwiftUI code pasted: drawing, styles and a PreviewProvider"),
    ]

    /// The article numbered `number`, or one titled "Seed `number`" for a seed the gallery does not
    /// know (a test's catalogue).
    static func numbered(_ number: String) -> SeedArticle {
        all.first { $0.number == number } ?? SeedArticle(number: number, title: "Seed \(number)")
    }
}
