import Stylish

/// The previews the gallery shows, in order: ``PreviewDefinition``s and a package's `PreviewProvider`s.
public struct Catalogue: Sendable {
    /// Every preview, in the order the index lists them.
    public let previews: [PreviewDefinition]

    /// A catalogue of `previews`; ids must be unique.
    public init(_ previews: [PreviewDefinition]) {
        precondition(Set(previews.map(\.id)).count == previews.count, "Preview ids must be unique")
        self.previews = previews
    }

    /// A catalogue of `previews`, then the previews of each of `providers` in order, one per view
    /// of its `previews` (``PreviewDefinition/previews(of:seed:summary:controls:sourceSymbols:stateKeys:sourceFile:)``),
    /// listed under `seed`; ids must be unique.
    ///
    /// ```swift
    /// Catalogue(Catalogue.standard.previews, providers: [CapsuleButton_Previews.self], seed: "027")
    /// ```
    public init(_ previews: [PreviewDefinition], providers: [any PreviewProvider.Type], seed: String) {
        self.init(previews + providers.flatMap { PreviewDefinition.previews(of: $0, seed: seed) })
    }

    /// The preview with `id`, if any.
    public func preview(_ id: String) -> PreviewDefinition? {
        previews.first { $0.id == id }
    }

    /// The catalogue of the seeds' previews, issue 27's drawing previews, then the previews of a
    /// `PreviewProvider` pasted from SwiftUI.
    public static let standard = Catalogue(
        [
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
            .progressRing,
            .starRating,
            .gradientButton,
            .pressScale,
            .contentShape,
            .matchedGeometry,
            .toggleStyles,
            .labelStyles,
            .progressStyles,
            .sheetDetents,
            .swiftUIStepper,
            .gaugeStyles,
            .groupBoxStyles,
            .disclosureGroupStyles,
            .textFieldStyles,
            .longPress,
        ] + PreviewDefinition.pressableCapsuleButton)
}
