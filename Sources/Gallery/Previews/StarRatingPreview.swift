import Stylish

extension PreviewDefinition {
    /// Issue 27: a star rating drawn with a custom `Shape`.
    static let starRating = PreviewDefinition(
        id: "star-rating", title: "Star rating", section: .seed("027"),
        summary:
            "Five stars, each a custom `Shape` whose `path(in:)` draws a star with `Path`; a star is a button, filled up to the rating and only outlined past it, where `contentShape(Star())` makes its clear inside hit. Tapping a star sets the rating; tapping the current one clears it.",
        controls: [.button], sourceSymbols: ["Star", "StarRating"], width: 320, stateKeys: ["rating"]
    ) {
        StarRatingPreview()
    }
}

/// A star button: its label, a little smaller while pressed.
struct StarButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.scaleEffect(configuration.isPressed ? 0.85 : 1)
    }
}

/// The rating and the stars that set it.
struct StarRatingPreview: View {
    @State var rating = 3

    var body: some View {
        VStack(spacing: 12) {
            StarRating(rating: $rating)
            Text(rating == 0 ? "Not rated" : "Rated \(rating) of 5")
        }
        .padding()
    }
}
