/// The previews the gallery shows, in order.
public struct Catalogue: Sendable {
    /// Every preview, in the order the index lists them.
    public let previews: [PreviewDefinition]

    /// A catalogue of `previews`; ids must be unique.
    public init(_ previews: [PreviewDefinition]) {
        precondition(Set(previews.map(\.id)).count == previews.count, "Preview ids must be unique")
        self.previews = previews
    }

    /// The preview with `id`, if any.
    public func preview(_ id: String) -> PreviewDefinition? {
        previews.first { $0.id == id }
    }

    /// The catalogue of the seeds' previews.
    public static let standard = Catalogue([
        .composedCheckoutSlider,
        .defaultSlider,
        .stepperSlider,
        .checkoutSlider,
        .betterSlider,
        .betterCheckoutSlider,
        .fatSlider,
        .stickyFatSlider,
        .customButton,
        .rangeSlider,
        .verticalRangeSlider,
        .stepper,
        .checkboxMultipleChoice,
        .onboardingLargeControls,
        .sheetStylePropagation,
    ])
}
