import Stylish

/// The previews the gallery shows, in order: ``PreviewDefinition``s and a package's `PreviewProvider`s.
///
/// Catalogues add up: a package serves its own previews, and the standard ones after them, with
/// `Catalogue([…]) + .standard`. Ids must be unique across the sum; ``validate()`` names the
/// previews that share one, and the gallery refuses to start with them.
public struct Catalogue: Sendable {
    /// Every preview, in the order the index lists them.
    public let previews: [PreviewDefinition]

    /// A catalogue of `previews`.
    public init(_ previews: [PreviewDefinition]) {
        self.previews = previews
    }

    /// A catalogue of `previews`, then the previews of each of `providers` in order, one per view
    /// of its `previews` (``PreviewDefinition/previews(of:section:summary:controls:sourceSymbols:stateKeys:sourceFile:sourcePath:)``),
    /// listed under `section`. Each page shows its provider type's declaration (found by name in
    /// the package's sources) and the file that makes this catalogue.
    ///
    /// ```swift
    /// Catalogue([], providers: [CapsuleButton_Previews.self], section: "Buttons") + .standard
    /// ```
    public init(
        _ previews: [PreviewDefinition], providers: [any PreviewProvider.Type], section: CatalogueSection,
        sourceFile: String = #fileID, sourcePath: String = #filePath
    ) {
        self.init(
            previews
                + providers.flatMap {
                    PreviewDefinition.previews(
                        of: $0, section: section, sourceSymbols: [String(describing: $0)], sourceFile: sourceFile,
                        sourcePath: sourcePath)
                })
    }

    /// The previews of `left`, then those of `right`.
    public static func + (left: Catalogue, right: Catalogue) -> Catalogue {
        Catalogue(left.previews + right.previews)
    }

    /// The preview with `id`, if any (the first, if several share it).
    public func preview(_ id: String) -> PreviewDefinition? {
        previews.first { $0.id == id }
    }

    /// The sections of its previews, in the order they first appear.
    public var sections: [CatalogueSection] {
        var sections: [CatalogueSection] = []
        for preview in previews where !sections.contains(preview.section) { sections.append(preview.section) }
        return sections
    }

    /// Throws when two previews share an id, naming each one's title, file and section.
    public func validate() throws(CatalogueError) {
        var first: [String: PreviewDefinition] = [:]
        var problems: [String] = []
        for preview in previews {
            guard let earlier = first[preview.id] else {
                first[preview.id] = preview
                continue
            }
            problems.append(
                "Two previews have the id \"\(preview.id)\": \(Self.describe(earlier)) and \(Self.describe(preview)). "
                    + "Give one of them another id.")
        }
        if !problems.isEmpty { throw CatalogueError(problems.joined(separator: "\n")) }
    }

    /// `preview` as a person finds it: its title, file and section.
    private static func describe(_ preview: PreviewDefinition) -> String {
        "\"\(preview.title)\" (\(preview.sourceFile), section \"\(preview.section.heading)\")"
    }

    /// The catalogue `swift run gallery` shows: the seed articles' previews, each article a
    /// section (``CatalogueSection/seed(_:)``), then SwiftUI code pasted (drawing, styles and a
    /// `PreviewProvider`).
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
