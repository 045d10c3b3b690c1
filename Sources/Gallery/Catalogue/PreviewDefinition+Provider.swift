import Foundation
import Stylish

/// A package's `PreviewProvider`s as previews of the gallery, one per entry, as Xcode shows them.
extension PreviewDefinition {
    /// The previews of `provider`: one per view of its `previews` (``PreviewEntry``), live.
    ///
    /// ```swift
    /// let catalogue = Catalogue(PreviewDefinition.previews(of: CapsuleButton_Previews.self, section: "Buttons"))
    /// ```
    ///
    /// An entry's id is the type's name without `_Previews`, in kebab case, then, when there are
    /// several, its place from 1 (`capsule-button-2`; one entry: `capsule-button`). Its title is
    /// its `previewDisplayName`, or the type's name (and its place, when there are several). A
    /// `.fixed(width:height:)` layout sets the canvas width and frames the view at that size.
    /// The other fields apply to every entry.
    public static func previews<Provider: PreviewProvider>(
        of provider: Provider.Type, section: CatalogueSection = "Previews", summary: String = "",
        controls: [ControlKind] = [], sourceSymbols: [String] = [], stateKeys: [String] = [],
        sourceFile: String = #fileID, sourcePath: String = #filePath
    ) -> [PreviewDefinition] {
        let entries = Provider.previewEntries
        let typeName = String(describing: Provider.self)
        let base = kebabCase(typeName.hasSuffix("_Previews") ? String(typeName.dropLast(9)) : typeName)
        return entries.enumerated().map { index, entry in
            let id = entries.count == 1 ? base : base + "-\(index + 1)"
            let title = entry.displayName ?? (entries.count == 1 ? typeName : "\(typeName) \(index + 1)")
            var width: CGFloat = 360
            if case .fixed(let fixedWidth, _) = entry.layout { width = fixedWidth }
            return PreviewDefinition(
                id: id, title: title, section: section, summary: summary, controls: controls,
                sourceSymbols: sourceSymbols, width: width, stateKeys: stateKeys, sourceFile: sourceFile,
                sourcePath: sourcePath
            ) {
                Provider.previewEntries[index].makeView()
            }
        }
    }

    /// `text` in lowercase words joined by `-`, split at camel case and at anything not a letter
    /// or digit (`CapsuleButton_Previews` gives `capsule-button-previews`).
    static func kebabCase(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in text {
            guard character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(word) }
                word = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word += character.lowercased()
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: "-")
    }
}
